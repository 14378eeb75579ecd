import type { Db } from '@skyparcel/db';
import type { Session } from '@skyparcel/domain/accounts';
import { AppError } from '@skyparcel/domain/errors';
import { verifyPassword } from '../../modules/credentials';
import { openSession } from '../../modules/sessions';
import {
  claimPasswordTry,
  clearPasswordFailures,
  countRefusedSignIn,
  refuseUncheckablePassword,
} from '../../modules/sign-in-attempts';
import { findUserByEmail } from '../../modules/users';

/**
 * Bot login (spec section 4): agent accounts only, no captcha and no code, straight to a session.
 * Any other account, or a wrong password, answers like an unknown e-mail. Wrong passwords count
 * and lock exactly as at the main login (ADR 021).
 */
export async function botLogin(
  db: Db,
  email: string,
  password: string,
  clientAddress: string,
): Promise<Session> {
  const user = await findUserByEmail(db, email);
  if (!user?.passwordHash || user.role !== 'BOT') {
    return refuseUncheckablePassword(db, email, password, clientAddress);
  }
  const passwordTry = await claimPasswordTry(db, user.id, clientAddress);
  if (!passwordTry.claimed) {
    countRefusedSignIn(passwordTry);
    throw new AppError('ACCOUNT_LOCKED');
  }
  if (!(await verifyPassword(user.passwordHash, password))) {
    countRefusedSignIn(passwordTry);
    throw new AppError(passwordTry.locksOnFailure ? 'ACCOUNT_LOCKED' : 'INVALID_CREDENTIALS');
  }
  await clearPasswordFailures(db, user.id, clientAddress);
  if (!user.isActive || !user.isApproved) {
    throw new AppError('ACCOUNT_INACTIVE');
  }
  return openSession(db, user);
}
