import type { Db } from '@skyparcel/db';
import type { Clock } from '../../lib/clock';
import { loadEdiLanes } from '../../modules/edi-booking';
import { listCountries } from '../../modules/reference';
import { findUserByEmail, isBusinessViewer } from '../../modules/users';
import type { SessionUser } from '../../plugins/auth';

export type GetUserTypeDeps = { db: Db; clock: Clock };

/**
 * POST /login/user-type (spec section 7): whether the address belongs to a migrated user (an
 * active account without a password yet), and the user's origins and destinations (the auth
 * state's loginUserOrigin and loginUserDestinations).
 *
 * Before the code step everybody gets the shopping and destination countries: an unknown
 * address answers exactly as an individual's, so the call reveals no account, nor whether an
 * address is a business's. Only the signed-in caller asking about their own address learns
 * their own lists: a business user (SHIPPER, SHIPPER ADMIN of a company) gets the countries an
 * EDI booking can fly from and to, from the lanes the booking checks its rows against
 * (decision 061).
 */
export async function getUserType(
  { db, clock }: GetUserTypeDeps,
  email: string,
  caller: SessionUser | undefined,
) {
  const isOwnBusinessAccount =
    caller !== undefined &&
    caller.email.toLowerCase() === email.toLowerCase() &&
    isBusinessViewer(caller);
  const [user, lists] = await Promise.all([
    findUserByEmail(db, email),
    isOwnBusinessAccount ? bookingCountries(db, clock()) : shoppingCountries(db),
  ]);
  const isMigrated = Boolean(user?.isActive && !user.passwordHash);
  return {
    status: isMigrated ? ('MigratedUser' as const) : ('SkywardsUser' as const),
    ...lists,
  };
}

/** An individual's: where one shops (the warehouses' countries) and where we deliver. */
async function shoppingCountries(db: Db) {
  const countries = await listCountries(db);
  return {
    origins: countries.filter((country) => country.isShoppingCountry).map(({ code }) => code),
    destinations: countries.filter((country) => country.isDestination).map(({ code }) => code),
  };
}

async function bookingCountries(db: Db, at: Date) {
  return (await loadEdiLanes(db, at)).countries;
}
