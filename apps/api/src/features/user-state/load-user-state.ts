import type { Db } from '@skyparcel/db';
import { PHONE_COUNTRY_CODES } from '@skyparcel/domain/contacts';
import { AppError } from '@skyparcel/domain/errors';
import type { Locale } from '@skyparcel/domain/locale';
import type { UserState } from '@skyparcel/domain/user-state';
import { pickText } from '../../lib/sql-search';
import { presentReturnContact } from '../../modules/contacts';
import { presentAirport } from '../../modules/reference';
import { distinctRecentAddresses } from '../../modules/ship-requests';
import type { Viewer } from '../../modules/users';
import { loadOwnState } from './own-state.query';
import { loadReferenceLists } from './reference-lists';

/**
 * GET /state (spec section 3, User state): the wizard's start in one call. The caller's own part
 * is one statement (own-state.query.ts); the reference lists, the same for everyone, come from
 * this process's copy (reference-lists.ts), read at once beside it. The customer's own lists are
 * bounded (lockers, book, last requests, 100 unread).
 */
export async function loadUserState(
  db: Db,
  { viewer, locale }: { viewer: Viewer; locale: Locale },
): Promise<UserState> {
  const [own, { returnContacts, countries, productTypes, origins, destinations }] =
    await Promise.all([loadOwnState(db, viewer, new Date()), loadReferenceLists(db)]);
  // The session outlived its user, as in GET /user.
  if (!own) {
    throw new AppError('USER_NOT_AUTHENTICATED');
  }

  const returnContactsByCountry: UserState['returnContacts'] = {};
  for (const row of returnContacts) {
    returnContactsByCountry[row.countryCode] ??= [];
    returnContactsByCountry[row.countryCode]?.push(presentReturnContact(row));
  }
  const airports = new Map([...origins, ...destinations].map((row) => [row.code, row]));

  return {
    firstTime: own.suiteGreetingSeenAt === null,
    suiteId: own.suiteNumber,
    packageLockers: own.lockers,
    contacts: own.contacts,
    defaultAddress: own.contacts.find((contact) => contact.isDefault) ?? null,
    recentAddresses: distinctRecentAddresses(own.recentShipTo),
    returnContacts: returnContactsByCountry,
    originCountries: countries.filter((country) => country.isShoppingCountry),
    destinationCountries: countries.filter((country) => country.isDestination),
    productTypes: productTypes.map((row) => ({ code: row.code, name: pickText(row.name, locale) })),
    airports: [...airports.values()]
      .sort((a, b) => a.code.localeCompare(b.code))
      .map(presentAirport),
    // Debts: a request still to pay (decision 037; a business user's company's, as the cart
    // shows them, decision 053) or an invoice past its due date (049; the company's too).
    hasDebts: own.hasUnpaidRequest || own.hasOverdueInvoice,
    unreadNotifications: own.unreadNotifications,
    phoneCountryCodes: [...PHONE_COUNTRY_CODES],
  };
}
