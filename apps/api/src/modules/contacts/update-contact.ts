import type { Db } from '@skyparcel/db';
import { type ContactBody, contactFingerprint } from '@skyparcel/domain/contacts';
import { AppError } from '@skyparcel/domain/errors';
import type { Clock } from '../../lib/clock';
import { recordAudit } from '../audit';
import { actorOf, type ContactCaller, changeAddressBook } from './change-address-book';
import {
  clearDefaultContact,
  findOwnedContact,
  findSameAddress,
  updateOwnedContact,
} from './contact.repository';

/**
 * PUT /user/contacts/{contactId}: changes a contact, or makes it the default (the old default
 * loses the mark in the same transaction). Another customer's contact answers 403 with the
 * catalogue's text, exactly as a missing one does (spec section 8), and echoes no id.
 */
export async function updateContact(
  { db, clock }: { db: Db; clock: Clock },
  caller: ContactCaller,
  contactId: string,
  body: ContactBody,
) {
  const fingerprint = contactFingerprint(body);
  return changeAddressBook(db, caller, async (tx) => {
    if (!(await findOwnedContact(tx, caller.id, contactId))) {
      throw new AppError('CONTACT_FORBIDDEN');
    }
    if (await findSameAddress(tx, caller.id, fingerprint, contactId)) {
      throw new AppError('CONTACT_EXISTS');
    }
    if (body.isDefault) {
      await clearDefaultContact(tx, caller.id);
    }
    const contact = await updateOwnedContact(tx, caller.id, contactId, body, fingerprint, clock());
    if (!contact) {
      throw new AppError('CONTACT_FORBIDDEN');
    }
    await recordAudit(tx, {
      actor: actorOf(caller),
      action: 'contact.update',
      subject: caller.id,
      detail: { contactId, isDefault: contact.isDefault },
    });
    return contact;
  });
}
