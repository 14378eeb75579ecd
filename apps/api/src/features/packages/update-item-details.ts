import type { Db } from '@skyparcel/db';
import { AppError } from '@skyparcel/domain/errors';
import { type ItemDetailsBody, isInSuite } from '@skyparcel/domain/packages';
import type { Clock } from '../../lib/clock';
import { movePackage, requireOwnedPackage, saveLineItems } from '../../modules/packages';
import type { Viewer } from '../../modules/users';

/**
 * PUT /warehouses/{warehouseId}/packages/{packageId}: the customer completes or corrects the
 * declared items while the package is in the suite; a flagged or ready package goes back to
 * review (issue 4), so staff look at the new declaration before it can be sent.
 */
export async function updateItemDetails(
  { db, clock }: { db: Db; clock: Clock },
  user: Viewer,
  warehouseId: string,
  packageId: string,
  body: ItemDetailsBody,
) {
  const owned = await requireOwnedPackage(db, user, packageId, warehouseId);
  if (!isInSuite(owned.pkg.status)) {
    throw new AppError('PACKAGE_NOT_CHANGEABLE');
  }
  await db.transaction(async (tx) => {
    const now = clock();
    const updated = await saveLineItems(tx, packageId, body.lineItems, now);
    if (updated && updated.status !== 'in_review') {
      await movePackage(tx, updated, 'in_review', 'customer', {
        actorUserId: user.id,
        comment: 'item details updated',
        now,
      });
    }
  });
}
