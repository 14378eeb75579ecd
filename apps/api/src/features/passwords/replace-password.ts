import type { Db } from '@skyparcel/db';
import { PASSWORD_HISTORY_DEPTH } from '@skyparcel/domain/accounts';
import { AppError } from '@skyparcel/domain/errors';
import type { Tx } from '../../lib/tx';
import { hashPassword, verifyPassword } from '../../modules/credentials';
import { revokeUserSessions } from '../../modules/sessions';
import { clearAccountLocks } from '../../modules/sign-in-attempts';
import {
  findUserById,
  listPreviousPasswordHashes,
  recordPreviousPassword,
  updateUser,
} from '../../modules/users';

/** True when `password` is the current one or one of the last five (spec section 5). */
export async function isPasswordReused(db: Db, userId: string, password: string) {
  const user = await findUserById(db, userId);
  const history = await listPreviousPasswordHashes(db, userId, PASSWORD_HISTORY_DEPTH);
  const hashes = [user?.passwordHash, ...history].filter((hash): hash is string => Boolean(hash));
  const matches = await Promise.all(hashes.map((hash) => verifyPassword(hash, password)));
  return matches.some(Boolean);
}

/**
 * Stores the new password, keeps the old hash in the history, clears a lockout and ends the
 * user's other sessions (a changed password must lock out whoever knew the old one).
 */
export async function replacePassword(
  db: Db,
  userId: string,
  newPassword: string,
  options: {
    keepSessionId?: string;
    confirmEmail?: boolean;
    inTransaction?: (tx: Tx) => Promise<void>;
  } = {},
) {
  if (await isPasswordReused(db, userId, newPassword)) {
    throw new AppError('PASSWORD_USED_BEFORE');
  }
  const passwordHash = await hashPassword(newPassword);
  await db.transaction(async (tx) => {
    await options.inTransaction?.(tx);
    const previous = await findUserById(tx, userId);
    if (previous?.passwordHash) {
      await recordPreviousPassword(tx, userId, previous.passwordHash);
    }
    await clearAccountLocks(tx, userId);
    await updateUser(tx, userId, {
      passwordHash,
      ...(options.confirmEmail ? { emailConfirmedAt: new Date() } : {}),
    });
    await revokeUserSessions(tx, userId, { exceptSessionId: options.keepSessionId });
  });
}
