import type { Db } from '@skyparcel/db';
import { AppError } from '@skyparcel/domain/errors';
import { hasSentBusinessApplication } from '../../modules/companies';
import { findUserById } from '../../modules/users';

/** GET /user: the signed-in user's own account, with the spec's derived flags. */
export async function getCurrentUser(db: Db, userId: string) {
  const user = await findUserById(db, userId);
  // The session outlived its user (erased between the guard and this read).
  if (!user) {
    throw new AppError('USER_NOT_AUTHENTICATED');
  }
  return {
    ...user,
    agentCodeIsNull: user.companyId === null,
    firstTime: user.suiteGreetingSeenAt === null,
    businessApplicationDue: await isBusinessApplicationDue(db, user),
  };
}

/**
 * Chose Business at sign-up (issue 15, decision 052), is still an individual customer and has
 * sent nothing yet: until then each sign-in lands on the application form. Only those users pay
 * the extra query.
 */
async function isBusinessApplicationDue(
  db: Db,
  user: { id: string; role: string; companyId: string | null; signupAccountType: string },
): Promise<boolean> {
  if (user.signupAccountType !== 'Business' || user.role !== 'CUSTOMER' || user.companyId) {
    return false;
  }
  return !(await hasSentBusinessApplication(db, user.id));
}
