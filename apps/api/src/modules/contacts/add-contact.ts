import type { Db } from '@skyparcel/db';
import { type ContactBody, contactFingerprint } from '@skyparcel/domain/contacts';
import { AppError } from '@skyparcel/domain/errors';
import { recordAudit } from '../audit';
import { actorOf, type ContactCaller, changeAddressBook } from './change-address-book';
import { clearDefaultContact, findSameAddress, insertContact } from './contact.repository';

/**
 * Adds an address to the customer's book (spec section 7, User: add a contact); the wizard's
 * first step adds one inline through the same call. A new default takes the mark from the old.
 */
export async function addContact(db: Db, caller: ContactCaller, body: ContactBody) {
  const fingerprint = contactFingerprint(body);
  return changeAddressBook(db, caller, async (tx) => {
    if (await findSameAddress(tx, caller.id, fingerprint)) {
      throw new AppError('CONTACT_EXISTS');
    }
    if (body.isDefault) {
      await clearDefaultContact(tx, caller.id);
    }
    const contact = await insertContact(tx, caller.id, body, fingerprint);
    if (!contact) {
      throw new Error('the contact insert returned no row');
    }
    await recordAudit(tx, {
      actor: actorOf(caller),
      action: 'contact.add',
      subject: caller.id,
      detail: { contactId: contact.id, isDefault: contact.isDefault },
    });
    return contact;
  });
}
