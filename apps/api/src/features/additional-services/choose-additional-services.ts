import { schema } from '@skyparcel/db';
import { AppError } from '@skyparcel/domain/errors';
import { isInSuite } from '@skyparcel/domain/packages';
import { and, eq, isNull, notInArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { SessionUser } from '../../plugins/auth';
import { requireOwnedPackage } from '../packages/package.repository';
import { priceServices } from './additional-service.repository';

const chosen = schema.packageAdditionalServices;

/**
 * PUT .../additional-services: the services wanted on a package in the suite, priced now at the
 * package's warehouse and charged later on the shipment. Replaces the earlier choice, except
 * services staff already performed.
 */
export async function chooseAdditionalServices(
  app: FastifyInstance,
  user: SessionUser,
  warehouseId: string,
  packageId: string,
  serviceCodes: string[],
) {
  const owned = await requireOwnedPackage(app.db, user.id, packageId, warehouseId);
  if (!isInSuite(owned.pkg.status)) {
    throw new AppError('PACKAGE_NOT_CHANGEABLE');
  }
  const codes = [...new Set(serviceCodes)];
  const priced = await priceServices(app.db, owned.pkg.warehouseId, codes);
  await app.db.transaction(async (tx) => {
    await tx
      .delete(chosen)
      .where(
        and(
          eq(chosen.packageId, packageId),
          isNull(chosen.completedAt),
          codes.length > 0 ? notInArray(chosen.serviceCode, codes) : undefined,
        ),
      );
    if (priced.length > 0) {
      await tx
        .insert(chosen)
        .values(
          priced.map((service) => ({
            packageId,
            serviceCode: service.code,
            priceMinor: service.priceMinor,
            currency: service.currency,
          })),
        )
        .onConflictDoNothing();
    }
  });
}
