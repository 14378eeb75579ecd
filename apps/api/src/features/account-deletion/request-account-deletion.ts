import type { Db } from '@skyparcel/db';
import { AppError } from '@skyparcel/domain/errors';
import { recordAudit } from '../../modules/audit';
import { verifyPassword } from '../../modules/credentials';
import { claimPasswordTry, clearPasswordFailures } from '../../modules/sign-in-attempts';
import { findUserById } from '../../modules/users';
import type { SessionUser } from '../../plugins/auth';
import { type AccountDeletionRow, insertPendingRequest } from './account-deletion.repository';

/**
 * POST /UserProfile/deletion-request (issue 14, decision 048): the customer asks, confirming
 * with their password (counted like a sign-in guess, as a password change is); an operator then
 * confirms. One pending request at a time (409 ACCOUNT_DELETION_PENDING).
 */
export async function requestAccountDeletion(
  db: Db,
  user: SessionUser,
  password: string,
  clientAddress: string,
): Promise<AccountDeletionRow> {
  const row = await findUserById(db, user.id);
  if (!row?.passwordHash) {
    throw new AppError('CURRENT_PASSWORD_INCORRECT');
  }
  const passwordTry = await claimPasswordTry(db, user.id, clientAddress);
  if (!passwordTry.claimed) {
    throw new AppError('TOO_MANY_REQUESTS');
  }
  if (!(await verifyPassword(row.passwordHash, password))) {
    throw new AppError(
      passwordTry.locksOnFailure ? 'TOO_MANY_REQUESTS' : 'CURRENT_PASSWORD_INCORRECT',
    );
  }
  await clearPasswordFailures(db, user.id, clientAddress);

  return db.transaction(async (tx) => {
    const request = await insertPendingRequest(tx, user.id);
    if (!request) {
      throw new AppError('ACCOUNT_DELETION_PENDING');
    }
    await recordAudit(tx, {
      actor: user.id,
      action: 'user.request-deletion',
      subject: user.id,
      detail: { requestId: request.id },
    });
    return request;
  });
}
