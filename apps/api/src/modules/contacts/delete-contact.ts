import type { Db } from '@skyparcel/db';
import { AppError } from '@skyparcel/domain/errors';
import { recordAudit } from '../audit';
import { actorOf, type ContactCaller, changeAddressBook } from './change-address-book';
import { deleteOwnedContact } from './contact.repository';

/**
 * DELETE /user/contacts/{contactId}. Deleting the default leaves the book without one until the
 * customer chooses another; ship requests keep their own copy of the address they were sent to.
 */
export async function deleteContact(db: Db, caller: ContactCaller, contactId: string) {
  await changeAddressBook(db, caller, async (tx) => {
    const deleted = await deleteOwnedContact(tx, caller.id, contactId);
    if (!deleted) {
      throw new AppError('CONTACT_FORBIDDEN');
    }
    await recordAudit(tx, {
      actor: actorOf(caller),
      action: 'contact.delete',
      subject: caller.id,
      detail: { contactId },
    });
  });
}
