import type { Contact } from '@skyparcel/domain/contacts';
import type { RecentAddress } from '@skyparcel/domain/ship-requests';

/**
 * The saved contacts the last requests went to, newest first, each once. The server names each
 * address's contact while it is still in the book (a ship request needs a contact of the book);
 * an address whose contact was deleted cannot be chosen, so it is left out.
 */
export function recentContacts(
  recent: readonly RecentAddress[],
  contacts: readonly Contact[],
): Contact[] {
  const found: Contact[] = [];
  for (const address of recent) {
    const contact = contacts.find((candidate) => candidate.id === address.contactId);
    if (contact && !found.includes(contact)) {
      found.push(contact);
    }
  }
  return found;
}
