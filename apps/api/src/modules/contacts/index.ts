// The contacts module: a customer's address book and the return contacts of each shopping
// country. Features (the profile's addresses, the wizard's first step, GET /state) use these
// tables only through this door (decisions 027 and 033).
export { addContact } from './add-contact';
export type { ContactCaller } from './change-address-book';
export { presentContact, presentReturnContact } from './contact.presenter';
export type { ContactRow } from './contact.repository';
export { findOwnedContact, listOwnedContacts, ownedContactsJson } from './contact.repository';
export { deleteContact } from './delete-contact';
export { listAllReturnContacts, listReturnContacts } from './return-contact.repository';
export { updateContact } from './update-contact';
