import { schema } from '@skyparcel/db';
import { AppError } from '@skyparcel/domain/errors';
import { type ItemDetailsBody, isInSuite } from '@skyparcel/domain/packages';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { SessionUser } from '../../plugins/auth';
import { replaceLineItems } from './line-items';
import { movePackage } from './move-package';
import { requireOwnedPackage } from './package.repository';

/**
 * PUT /warehouses/{warehouseId}/packages/{packageId}: the customer completes or corrects the
 * declared items while the package is in the suite; a flagged or ready package goes back to
 * review (issue 4), so staff look at the new declaration before it can be sent.
 */
export async function updateItemDetails(
  app: FastifyInstance,
  user: SessionUser,
  warehouseId: string,
  packageId: string,
  body: ItemDetailsBody,
) {
  const owned = await requireOwnedPackage(app.db, user.id, packageId, warehouseId);
  if (!isInSuite(owned.pkg.status)) {
    throw new AppError('PACKAGE_NOT_CHANGEABLE');
  }
  await app.db.transaction(async (tx) => {
    const totals = await replaceLineItems(tx, packageId, body.lineItems);
    const [updated] = await tx
      .update(schema.packages)
      .set({ ...totals, updatedAt: new Date() })
      .where(eq(schema.packages.id, packageId))
      .returning();
    if (updated && updated.status !== 'in_review') {
      await movePackage(tx, updated, 'in_review', 'customer', {
        actorUserId: user.id,
        comment: 'item details updated',
      });
    }
  });
}
