import type { Db } from '@skyparcel/db';
import type { Role } from '@skyparcel/domain/accounts';
import { AppError } from '@skyparcel/domain/errors';
import { recordAudit } from '../../modules/audit';
import { endUserSessions } from '../../modules/sessions';
import { lockUserById, updateUser } from '../../modules/users';
import type { SessionUser } from '../../plugins/auth';

/**
 * PUT /UserProfile/{id}/update-role (ADMIN). A changed role ends the user's sessions and open
 * challenges in the same transaction (ADR 021): a customer made STAFF or ADMIN must next sign in
 * with the authenticator, not keep a session opened with an e-mailed code. Audited.
 */
export async function updateUserRole(db: Db, actor: SessionUser, userId: string, role: Role) {
  if (actor.id === userId) {
    throw new AppError('OWN_ACCOUNT_CHANGE');
  }
  return db.transaction(async (tx) => {
    const before = await lockUserById(tx, userId);
    if (!before) {
      throw new AppError('USER_NOT_FOUND');
    }
    const updated = await updateUser(tx, userId, { role });
    if (!updated) {
      throw new AppError('USER_NOT_FOUND');
    }
    if (before.role !== role) {
      await endUserSessions(tx, userId);
    }
    await recordAudit(tx, {
      actor: actor.id,
      action: 'user.update-role',
      subject: userId,
      detail: { role },
    });
    return updated;
  });
}
