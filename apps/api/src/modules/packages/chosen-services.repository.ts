import { schema } from '@skyparcel/db';
import { and, eq, inArray, isNull, notInArray } from 'drizzle-orm';
import type { Tx } from '../../lib/tx';

const chosen = schema.packageAdditionalServices;

export type PricedService = { code: string; priceMinor: number; currency: string };

/**
 * Replaces the services chosen on a package with these, priced as given, in the caller's
 * transaction; services staff already performed stay (their charge is owed), with the comment
 * they were performed by. Every service still to do carries the customer's latest comment.
 */
export async function replaceChosenServices(
  tx: Tx,
  packageId: string,
  priced: PricedService[],
  customerComment: string,
) {
  const codes = priced.map((service) => service.code);
  await tx
    .delete(chosen)
    .where(
      and(
        eq(chosen.packageId, packageId),
        isNull(chosen.completedAt),
        codes.length > 0 ? notInArray(chosen.serviceCode, codes) : undefined,
      ),
    );
  if (priced.length === 0) {
    return;
  }
  // A service kept from the earlier choice keeps its price; the comment is the new request's.
  await tx
    .update(chosen)
    .set({ customerComment })
    .where(
      and(
        eq(chosen.packageId, packageId),
        isNull(chosen.completedAt),
        inArray(chosen.serviceCode, codes),
      ),
    );
  await tx
    .insert(chosen)
    .values(
      priced.map((service) => ({
        packageId,
        serviceCode: service.code,
        priceMinor: service.priceMinor,
        currency: service.currency,
        customerComment,
      })),
    )
    .onConflictDoNothing();
}
