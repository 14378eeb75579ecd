import type { Db } from '@skyparcel/db';
import { type ChangePasswordBody, isPasswordAcceptable } from '@skyparcel/domain/accounts';
import { isAmongCommonPasswords } from '@skyparcel/domain/common-passwords';
import { AppError } from '@skyparcel/domain/errors';
import { verifyPassword } from '../../modules/credentials';
import { claimPasswordTry, clearPasswordFailures } from '../../modules/sign-in-attempts';
import { findUserById } from '../../modules/users';
import type { SessionUser } from '../../plugins/auth';
import { replacePassword } from './replace-password';

/**
 * POST /user/set-password: change the password while signed in (spec section 7). A wrong current
 * password is a password guess, so it is counted like one at the login (per account and per
 * address, ADR 021): past the limit the call answers TOO_MANY_REQUESTS, even to a right one, so
 * a stolen session cannot be used to guess the password. The other sessions end.
 */
export async function changePassword(
  db: Db,
  user: SessionUser,
  body: ChangePasswordBody,
  clientAddress: string,
): Promise<void> {
  const row = await findUserById(db, user.id);
  if (!row?.passwordHash) {
    throw new AppError('CURRENT_PASSWORD_INCORRECT');
  }
  const passwordTry = await claimPasswordTry(db, user.id, clientAddress);
  if (!passwordTry.claimed) {
    throw new AppError('TOO_MANY_REQUESTS');
  }
  if (!(await verifyPassword(row.passwordHash, body.oldPassword))) {
    throw new AppError(
      passwordTry.locksOnFailure ? 'TOO_MANY_REQUESTS' : 'CURRENT_PASSWORD_INCORRECT',
    );
  }
  await clearPasswordFailures(db, user.id, clientAddress);
  if (!isPasswordAcceptable(body.newPassword) || isAmongCommonPasswords(body.newPassword)) {
    throw new AppError('NEW_PASSWORD_INVALID');
  }
  await replacePassword(db, user.id, body.newPassword, { keepSessionId: user.sessionId });
}
