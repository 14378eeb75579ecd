import { AppError } from '@skyparcel/domain/errors';
import { canTransition } from '@skyparcel/domain/packages';
import type { FastifyInstance } from 'fastify';
import type { SessionUser } from '../../plugins/auth';
import { movePackage } from './move-package';
import { requireOwnedPackage } from './package.repository';

/**
 * The customer gives a package up ('Abandon package request submitted successfully'); staff then
 * discard it. A package that has left the suite answers 'Abandon package request failed'.
 */
export async function abandonPackage(
  app: FastifyInstance,
  user: SessionUser,
  warehouseId: string,
  packageId: string,
) {
  const owned = await requireOwnedPackage(app.db, user.id, packageId, warehouseId);
  if (!canTransition(owned.pkg.status, 'discard_requested', 'customer')) {
    throw new AppError('ABANDON_FAILED');
  }
  await app.db.transaction(async (tx) => {
    await movePackage(tx, owned.pkg, 'discard_requested', 'customer', { actorUserId: user.id });
  });
}
