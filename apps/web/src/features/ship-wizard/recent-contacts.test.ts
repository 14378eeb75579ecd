import type { Contact } from '@skyparcel/domain/contacts';
import type { RecentAddress } from '@skyparcel/domain/ship-requests';
import { expect, test } from 'vitest';
import { recentContacts } from './recent-contacts';

const contact = (id: string, street: string): Contact => ({
  id,
  title: null,
  firstName: 'Omar',
  middleName: null,
  lastName: 'Haddad',
  street,
  street2: null,
  city: 'Salmiya',
  stateOrProvince: 'Hawalli',
  zip: null,
  countryCode: 'KW',
  phoneCountryCode: '+965',
  phoneNumber: '55512345',
  addressType: 'home',
  shipperConsigneeAddressType: 'consignee',
  isDefault: false,
});

const shippedTo = (contactId: string | null, street = 'Block 3'): RecentAddress => ({
  contactId,
  consigneeName: 'Omar Haddad',
  street,
  street2: null,
  city: 'SALMIYA ',
  stateOrProvince: 'Hawalli',
  zip: null,
  countryCode: 'KW',
  phoneCountryCode: '+965',
  phoneNumber: '55512345',
  addressType: 'home',
});

test('answers the saved contacts the last requests went to, newest first, each once', () => {
  const home = contact('c-1', 'Block 3');
  const work = contact('c-2', 'Block 9');
  expect(
    recentContacts([shippedTo('c-2'), shippedTo('c-1'), shippedTo('c-2')], [home, work]),
  ).toEqual([work, home]);
});

test('leaves out an address whose contact left the book, even with the same fields', () => {
  expect(recentContacts([shippedTo(null, 'Block 3')], [contact('c-1', 'Block 3')])).toEqual([]);
});

test('follows the contact by its id, even when its fields changed since', () => {
  const moved = contact('c-1', 'Block 12');
  expect(recentContacts([shippedTo('c-1', 'Block 3')], [moved])).toEqual([moved]);
});
