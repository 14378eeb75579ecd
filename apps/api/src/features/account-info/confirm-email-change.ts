import type { Db } from '@skyparcel/db';
import { AppError } from '@skyparcel/domain/errors';
import { isUniqueViolation } from '../../lib/unique-violation';
import { recordAudit } from '../../modules/audit';
import { revokeUserSessions } from '../../modules/sessions';
import {
  consumeEmailToken,
  findLiveEmailToken,
  isEmailTaken,
  lockUserById,
  type UserRow,
  updateUser,
} from '../../modules/users';

const EMAIL_UNIQUE = 'users_email_unique';

/**
 * POST /UserProfile/confirm-email-change (issue 14, decision 047): the link sent to the new
 * address, opened by the signed-in owner, makes it the account's e-mail. Refused when the link
 * is unknown, used, expired or someone else's (EMAIL_CHANGE_FAILED), and when another account
 * took the address meanwhile (EMAIL_CHANGE_TAKEN; the link stays usable should it be freed).
 * Every other session of the account ends: whoever else had it open signs in again.
 */
export async function confirmEmailChange(
  db: Db,
  caller: { id: string; sessionId: string; actingAdminId: string | null },
  token: string,
): Promise<UserRow> {
  try {
    return await db.transaction(async (tx) => {
      const userId = await findLiveEmailToken(tx, token, 'change_email');
      if (userId !== caller.id) {
        throw new AppError('EMAIL_CHANGE_FAILED');
      }
      const before = await lockUserById(tx, caller.id);
      const newEmail = before?.pendingEmail;
      if (!before || !newEmail) {
        throw new AppError('EMAIL_CHANGE_FAILED');
      }
      if (await isEmailTaken(tx, newEmail)) {
        throw new AppError('EMAIL_CHANGE_TAKEN');
      }
      await consumeEmailToken(tx, token, 'change_email');
      const user = await updateUser(tx, caller.id, {
        email: newEmail,
        pendingEmail: null,
        emailConfirmedAt: new Date(),
      });
      if (!user) {
        throw new AppError('EMAIL_CHANGE_FAILED');
      }
      await revokeUserSessions(tx, caller.id, { exceptSessionId: caller.sessionId });
      await recordAudit(tx, {
        actor: caller.actingAdminId ?? caller.id,
        action: 'user.change-email',
        subject: caller.id,
        detail: { from: before.email, to: newEmail },
      });
      return user;
    });
  } catch (error) {
    // Two accounts confirming the same address at once: the unique index lets one through.
    if (isUniqueViolation(error, EMAIL_UNIQUE)) {
      throw new AppError('EMAIL_CHANGE_TAKEN');
    }
    throw error;
  }
}
