import type { Contact } from '@skyparcel/domain/contacts';
import type { ShipToAddress } from '@skyparcel/domain/ship-requests';
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

const shippedTo = (street: string): ShipToAddress => ({
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
    recentContacts(
      [shippedTo('Block 9'), shippedTo('block 3'), shippedTo('Block 9')],
      [home, work],
    ),
  ).toEqual([work, home]);
});

test('leaves out an address no longer in the book', () => {
  expect(recentContacts([shippedTo('Gone Street')], [contact('c-1', 'Block 3')])).toEqual([]);
});
