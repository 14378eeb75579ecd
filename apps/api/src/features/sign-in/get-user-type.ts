import type { Db } from '@skyparcel/db';
import { listCountries } from '../../modules/reference';
import { findUserByEmail } from '../../modules/users';

/**
 * POST /login/user-type (spec section 7): whether the address belongs to a migrated user (an
 * active account without a password yet), and the shopping and destination countries. Unknown
 * addresses answer SkywardsUser too, so the call does not reveal accounts.
 */
export async function getUserType(db: Db, email: string) {
  const [user, countries] = await Promise.all([findUserByEmail(db, email), listCountries(db)]);
  const isMigrated = Boolean(user?.isActive && !user.passwordHash);
  return {
    status: isMigrated ? ('MigratedUser' as const) : ('SkywardsUser' as const),
    origins: countries
      .filter((country) => country.isShoppingCountry)
      .map((country) => country.code),
    destinations: countries
      .filter((country) => country.isDestination)
      .map((country) => country.code),
  };
}
