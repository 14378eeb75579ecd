import type { Contact } from '@skyparcel/domain/contacts';
import type { ShipToAddress } from '@skyparcel/domain/ship-requests';

const same = (a: string | null, b: string | null) =>
  (a ?? '').trim().toLowerCase() === (b ?? '').trim().toLowerCase();

/**
 * The saved contacts the last requests went to, newest first. A request keeps a copy of its
 * address, not the contact, and a ship request needs a contact of the book: a recent address
 * no longer in the book (deleted or changed since) cannot be chosen, so it is left out.
 */
export function recentContacts(
  recent: readonly ShipToAddress[],
  contacts: readonly Contact[],
): Contact[] {
  const found: Contact[] = [];
  for (const address of recent) {
    const contact = contacts.find(
      (candidate) =>
        same(candidate.countryCode, address.countryCode) &&
        same(candidate.city, address.city) &&
        same(candidate.street, address.street) &&
        same(candidate.phoneNumber, address.phoneNumber),
    );
    if (contact && !found.includes(contact)) {
      found.push(contact);
    }
  }
  return found;
}
