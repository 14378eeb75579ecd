import type { Db } from '@skyparcel/db';
import { AppError } from '@skyparcel/domain/errors';
import { findUserById } from '../../modules/users';

/** GET /user: the signed-in user's own account, with the spec's derived flags. */
export async function getCurrentUser(db: Db, userId: string) {
  const user = await findUserById(db, userId);
  if (!user) {
    throw new AppError('UNAUTHENTICATED');
  }
  return {
    ...user,
    agentCodeIsNull: user.companyId === null,
    firstTime: user.suiteGreetingSeenAt === null,
  };
}
