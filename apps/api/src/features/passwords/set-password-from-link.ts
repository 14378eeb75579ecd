import type { Db } from '@skyparcel/db';
import { AppError } from '@skyparcel/domain/errors';
import { consumeEmailToken, findLiveEmailToken } from '../../modules/users';
import { replacePassword } from './replace-password';

/**
 * POST /register/set-password: the new password from a set-password link (a reset or an
 * invitation). The token is spent inside the password's transaction, only once the password is
 * accepted, so a refused password leaves the link usable; the address counts as confirmed.
 */
export async function setPasswordFromLink(db: Db, token: string, newPassword: string) {
  const userId = await findLiveEmailToken(db, token, 'set_password');
  if (!userId) {
    throw new AppError('RESET_TOKEN_INVALID');
  }
  await replacePassword(db, userId, newPassword, {
    confirmEmail: true,
    inTransaction: async (tx) => {
      if (!(await consumeEmailToken(tx, token, 'set_password'))) {
        throw new AppError('RESET_TOKEN_INVALID');
      }
    },
  });
}
