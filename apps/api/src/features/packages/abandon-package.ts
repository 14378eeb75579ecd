import type { Db } from '@skyparcel/db';
import { AppError } from '@skyparcel/domain/errors';
import { canTransition } from '@skyparcel/domain/packages';
import type { Clock } from '../../lib/clock';
import { movePackage, requireOwnedPackage } from '../../modules/packages';
import type { Viewer } from '../../modules/users';

/**
 * The customer gives a package up ('Abandon package request submitted successfully'); staff then
 * discard it. A package that has left the suite answers 'Abandon package request failed.'.
 */
export async function abandonPackage(
  { db, clock }: { db: Db; clock: Clock },
  user: Viewer,
  warehouseId: string,
  packageId: string,
) {
  const owned = await requireOwnedPackage(db, user, packageId, warehouseId);
  if (!canTransition(owned.pkg.status, 'discard_requested', 'customer')) {
    throw new AppError('ABANDON_FAILED');
  }
  await db.transaction(async (tx) => {
    await movePackage(tx, owned.pkg, 'discard_requested', 'customer', {
      actorUserId: user.id,
      now: clock(),
    });
  });
}
