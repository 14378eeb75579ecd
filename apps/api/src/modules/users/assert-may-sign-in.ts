import { AppError } from '@skyparcel/domain/errors';
import type { UserRow } from './user.repository';

/**
 * The account checks every sign-in makes once the person is known (password, loyalty programme),
 * in the spec's order: deactivated or rejected, e-mail not confirmed, not yet approved.
 */
export function assertMaySignIn(user: UserRow): void {
  if (!user.isActive || user.isRejected) {
    throw new AppError('ACCOUNT_INACTIVE');
  }
  if (!user.emailConfirmedAt) {
    throw new AppError('EMAIL_NOT_CONFIRMED');
  }
  if (!user.isApproved) {
    throw new AppError('ACCOUNT_UNDER_REVIEW');
  }
}
