import { schema } from '@skyparcel/db';
import type { ShippingOptionCode } from '@skyparcel/domain/pricing';
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../lib/tx';

const { userShippingPreferences, shippingOptions } = schema;

/** The user's preferred option codes, in the catalogue's order (INS, LPH, DSB, FRG, EPK, ORB). */
export async function findShippingPreferenceCodes(
  db: DbOrTx,
  userId: string,
): Promise<ShippingOptionCode[]> {
  const rows = await db
    .select({ code: userShippingPreferences.optionCode })
    .from(userShippingPreferences)
    .innerJoin(shippingOptions, eq(shippingOptions.code, userShippingPreferences.optionCode))
    .where(eq(userShippingPreferences.userId, userId))
    .orderBy(asc(shippingOptions.sortOrder));
  return rows.map((row) => row.code);
}

/** Replaces the user's preferences with `codes` (inside the caller's transaction). */
export async function replaceShippingPreferenceCodes(
  tx: Tx,
  userId: string,
  codes: readonly ShippingOptionCode[],
) {
  await tx.delete(userShippingPreferences).where(eq(userShippingPreferences.userId, userId));
  if (codes.length > 0) {
    await tx
      .insert(userShippingPreferences)
      .values(codes.map((optionCode) => ({ userId, optionCode })));
  }
}
