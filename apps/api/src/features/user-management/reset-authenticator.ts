import type { Db } from '@skyparcel/db';
import { AppError } from '@skyparcel/domain/errors';
import { recordAudit } from '../../modules/audit';
import { endUserSessions } from '../../modules/sessions';
import { updateUser } from '../../modules/users';
import type { SessionUser } from '../../plugins/auth';

/**
 * PUT /UserProfile/{id}/reset-authenticator (ADMIN): for a lost or replaced phone. The secret is
 * dropped, so the next password step enrols a new authenticator (ADR 015); the user's sessions
 * and open sign-in challenges end, since the old phone may be in someone else's hands. Audited.
 */
export async function resetAuthenticator(db: Db, actor: SessionUser, userId: string) {
  if (userId === actor.id) {
    throw new AppError('OWN_ACCOUNT_CHANGE');
  }
  return db.transaction(async (tx) => {
    const now = new Date();
    const updated = await updateUser(tx, userId, { totpSecretEncrypted: null, totpLastStep: null });
    if (!updated) {
      throw new AppError('USER_NOT_FOUND');
    }
    await endUserSessions(tx, userId, now);
    await recordAudit(tx, {
      actor: actor.id,
      action: 'user.reset-authenticator',
      subject: userId,
      detail: {},
    });
    return updated;
  });
}
