import type { Db } from '@skyparcel/db';
import { AppError } from '@skyparcel/domain/errors';
import { consumeEmailToken, updateUser } from '../../modules/users';

/** POST /register/confirm-email: the link's token is used up and the address counts as confirmed. */
export async function confirmEmail(db: Db, token: string) {
  const userId = await consumeEmailToken(db, token, 'confirm_email');
  if (!userId) {
    throw new AppError('CONFIRM_EMAIL_FAILED');
  }
  await updateUser(db, userId, { emailConfirmedAt: new Date() });
  return { status: 'EmailConfirmed' as const };
}
