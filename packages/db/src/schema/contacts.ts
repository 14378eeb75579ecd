import { ADDRESS_TYPES, CONTACT_TITLES, SHIPPER_CONSIGNEE_TYPES } from '@skyparcel/domain/contacts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  char,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt, id } from './columns';
import { countries } from './reference';

export const contactTitle = pgEnum('contact_title', CONTACT_TITLES);
export const addressType = pgEnum('address_type', ADDRESS_TYPES);
export const shipperConsigneeAddressType = pgEnum(
  'shipper_consignee_address_type',
  SHIPPER_CONSIGNEE_TYPES,
);

/** A customer's address book (spec section 3, Contact; decision 033). */
export const contacts = pgTable(
  'contacts',
  {
    id: id(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: contactTitle(),
    firstName: text().notNull(),
    middleName: text(),
    lastName: text().notNull(),
    street: text().notNull(),
    street2: text(),
    city: text().notNull(),
    stateOrProvince: text().notNull(),
    zip: text(),
    countryCode: char({ length: 2 })
      .notNull()
      .references(() => countries.code),
    phoneCountryCode: text().notNull(),
    phoneNumber: text().notNull(),
    addressType: addressType().notNull(),
    shipperConsigneeAddressType: shipperConsigneeAddressType().notNull(),
    isDefault: boolean().notNull().default(false),
    /** `contactFingerprint` of the domain: the same address twice answers 'Address Already Exist.' */
    fingerprint: text().notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('contacts_user_fingerprint_key').on(table.userId, table.fingerprint),
    // One default per customer, even when two "make default" calls race.
    uniqueIndex('contacts_one_default_per_user').on(table.userId).where(sql`${table.isDefault}`),
    index().on(table.userId, table.createdAt),
  ],
);

/** Where a package of a shopping country is returned to (reference data, decision 033). */
export const returnContacts = pgTable(
  'return_contacts',
  {
    id: id(),
    countryCode: char({ length: 2 })
      .notNull()
      .references(() => countries.code),
    name: text().notNull(),
    street: text().notNull(),
    street2: text(),
    city: text().notNull(),
    stateOrProvince: text(),
    zip: text().notNull(),
    phone: text().notNull(),
    email: text(),
    sortOrder: integer().notNull().default(0),
  },
  (table) => [unique('return_contacts_country_name_key').on(table.countryCode, table.name)],
);
