import type { Db } from '@skyparcel/db';
import type { Role } from '@skyparcel/domain/accounts';
import { AppError } from '@skyparcel/domain/errors';
import { openSession } from '../../modules/sessions';
import { assertMaySignIn, type UserRow } from '../../modules/users';

/**
 * Customer accounts only: staff and admins sign in with their password and authenticator, and
 * bots with bot login, so a linked loyalty identity never becomes a way around those.
 */
const LOYALTY_ROLES: readonly Role[] = ['CUSTOMER', 'SHIPPER', 'SHIPPER ADMIN'];

/**
 * A member whose identity is linked to an account signs in as that account, with the same
 * account checks and the same session as the local sign-in (ADR 012). The programme vouches for
 * the person, so no password or e-mailed code is asked for.
 */
export async function signInLinkedMember(db: Db, user: UserRow): Promise<string> {
  if (!LOYALTY_ROLES.includes(user.role)) {
    throw new AppError('LOYALTY_ROLE_NOT_ALLOWED');
  }
  assertMaySignIn(user);
  const session = await openSession(db, user);
  return session.token;
}
