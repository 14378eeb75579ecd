import type { Db } from '@skyparcel/db';
import { PHONE_COUNTRY_CODES } from '@skyparcel/domain/contacts';
import { AppError } from '@skyparcel/domain/errors';
import type { Locale } from '@skyparcel/domain/locale';
import type { UserState } from '@skyparcel/domain/user-state';
import { pickText } from '../../lib/sql-search';
import { listOwnedContacts, presentContact, presentReturnContact } from '../../modules/contacts';
import { hasOverdueInvoice } from '../../modules/invoices';
import { listUnreadNotifications } from '../../modules/notifications';
import { findLockersOf, presentLocker } from '../../modules/package-lockers';
import { presentAirport } from '../../modules/reference';
import { findRecentAddresses, hasUnpaidShipRequests } from '../../modules/ship-requests';
import { findUserById, type Viewer } from '../../modules/users';
import { loadReferenceLists } from './reference-lists';

/**
 * GET /state (spec section 3, User state): the wizard's start in one call. Its reads are
 * independent, so they run at once (one round trip's wait on PostgreSQL's pool); the reference
 * lists, the same for everyone, come from this process's copy (reference-lists.ts), and the
 * customer's own lists are bounded (lockers, book, last requests, 100 unread).
 */
export async function loadUserState(
  db: Db,
  { viewer, locale }: { viewer: Viewer; locale: Locale },
): Promise<UserState> {
  const userId = viewer.id;
  const [
    user,
    lockers,
    contacts,
    recentAddresses,
    { returnContacts, countries, productTypes, origins, destinations },
    hasDebts,
    unread,
  ] = await Promise.all([
    findUserById(db, userId),
    findLockersOf(db, userId),
    listOwnedContacts(db, userId),
    findRecentAddresses(db, userId),
    loadReferenceLists(db),
    // Debts: a request still to pay (decision 037; a business user's company's, as the cart
    // shows them, decision 053) or an invoice past its due date (049; the company's too).
    Promise.all([
      hasUnpaidShipRequests(db, viewer),
      hasOverdueInvoice(db, viewer, new Date()),
    ]).then((debts) => debts.some(Boolean)),
    listUnreadNotifications(db, userId),
  ]);
  if (!user) {
    throw new AppError('UNAUTHENTICATED');
  }

  const returnContactsByCountry: UserState['returnContacts'] = {};
  for (const row of returnContacts) {
    returnContactsByCountry[row.countryCode] ??= [];
    returnContactsByCountry[row.countryCode]?.push(presentReturnContact(row));
  }
  const airports = new Map([...origins, ...destinations].map((row) => [row.code, row]));
  const savedContacts = contacts.map(presentContact);

  return {
    firstTime: user.suiteGreetingSeenAt === null,
    suiteId: user.suiteNumber,
    packageLockers: lockers.map(presentLocker),
    contacts: savedContacts,
    defaultAddress: savedContacts.find((contact) => contact.isDefault) ?? null,
    recentAddresses,
    returnContacts: returnContactsByCountry,
    originCountries: countries.filter((country) => country.isShoppingCountry),
    destinationCountries: countries.filter((country) => country.isDestination),
    productTypes: productTypes.map((row) => ({ code: row.code, name: pickText(row.name, locale) })),
    airports: [...airports.values()]
      .sort((a, b) => a.code.localeCompare(b.code))
      .map(presentAirport),
    hasDebts,
    unreadNotifications: unread.map(({ notification }) => ({
      id: notification.id,
      updatedOn: notification.updatedAt.toISOString(),
    })),
    phoneCountryCodes: [...PHONE_COUNTRY_CODES],
  };
}
