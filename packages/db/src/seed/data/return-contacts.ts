import type { returnContacts } from '../../schema/index';

export type ReturnContactSeed = Omit<typeof returnContacts.$inferInsert, 'id'>;

/**
 * Where a package bought in a shopping country goes back to when the customer returns it with
 * our label (spec section 3, return contacts per country): the returns desk of each warehouse
 * country, and the carrier's returns hub where one serves several retailers. Fictitious
 * addresses (555 and Ofcom drama numbers) in real towns near the warehouses.
 */
export const RETURN_CONTACTS: ReturnContactSeed[] = [
  {
    countryCode: 'US',
    name: 'Skyparcel Returns (Delaware)',
    street: '201 Hay Road',
    street2: 'Building C, Returns Desk',
    city: 'New Castle',
    stateOrProvince: 'DE',
    zip: '19720',
    phone: '+1 302 555 0150',
    email: 'returns.us@skyparcel.test',
    sortOrder: 1,
  },
  {
    countryCode: 'US',
    name: 'Skyparcel Returns Hub (New Jersey)',
    street: '1 Harbor Drive',
    street2: null,
    city: 'Newark',
    stateOrProvince: 'NJ',
    zip: '07114',
    phone: '+1 973 555 0177',
    email: 'returns.us@skyparcel.test',
    sortOrder: 2,
  },
  {
    countryCode: 'GB',
    name: 'Skyparcel Returns (Heathrow)',
    street: 'Unit 6, Heathrow Cargo Park',
    street2: 'Stanwell Moor Road',
    city: 'Staines-upon-Thames',
    stateOrProvince: 'Surrey',
    zip: 'TW19 6BX',
    phone: '+44 20 7946 0322',
    email: 'returns.uk@skyparcel.test',
    sortOrder: 1,
  },
  {
    countryCode: 'AE',
    name: 'Skyparcel Returns (Dubai)',
    street: 'Dubai Airport Freezone, Building 6W',
    street2: 'Block B, Unit 216',
    city: 'Dubai',
    stateOrProvince: 'Dubai',
    zip: '00000',
    phone: '+971 4 555 0193',
    email: 'returns.ae@skyparcel.test',
    sortOrder: 1,
  },
];
