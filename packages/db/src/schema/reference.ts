import { ITEM_RESTRICTION_KINDS } from '@skyparcel/domain/reference';
import {
  bigint,
  boolean,
  char,
  date,
  integer,
  numeric,
  pgEnum,
  pgTable,
  text,
  time,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { id, localizedText } from './columns';

export const countries = pgTable('countries', {
  code: char({ length: 2 }).primaryKey(),
  name: text().notNull(),
  dialCode: text().notNull(),
  phoneLabel: text().notNull(),
  isDestination: boolean().notNull().default(false),
  isShoppingCountry: boolean().notNull().default(false),
});

export const unitSystem = pgEnum('unit_system', ['imperial', 'metric']);

export const warehouses = pgTable('warehouses', {
  id: id(),
  code: text().notNull().unique(),
  name: text().notNull(),
  countryCode: char({ length: 2 })
    .notNull()
    .references(() => countries.code),
  currency: char({ length: 3 }).notNull(),
  street: text().notNull(),
  street2: text(),
  city: text().notNull(),
  state: text(),
  zip: text().notNull(),
  phone: text().notNull(),
  unitSystem: unitSystem().notNull(),
  freeStorageDays: integer().notNull().default(30),
  storageFeePerDayMinor: bigint({ mode: 'number' }).notNull().default(0),
  /** Liability covered per shipment without extra charge, in `currency` (USD 100 / GBP 75). */
  liabilityIncrementMinor: bigint({ mode: 'number' }).notNull(),
  isActive: boolean().notNull().default(true),
  sortOrder: integer().notNull().default(0),
});

/** Duty, VAT and liability figures per destination (spec section 9), editable by an operator. */
export const customsRules = pgTable('customs_rules', {
  countryCode: char({ length: 2 })
    .primaryKey()
    .references(() => countries.code),
  currency: char({ length: 3 }).notNull(),
  dutyThresholdMinor: bigint({ mode: 'number' }).notNull(),
  /** Basis points: 500 = 5%. */
  dutyRateBp: integer().notNull(),
  vatRateBp: integer().notNull(),
  adminFeeMinor: bigint({ mode: 'number' }).notNull().default(0),
  extendedLiabilityFeeMinor: bigint({ mode: 'number' }).notNull(),
});

export const airports = pgTable('airports', {
  code: char({ length: 3 }).primaryKey(),
  name: text().notNull(),
  countryCode: char({ length: 2 })
    .notNull()
    .references(() => countries.code),
  primaryCity: text().notNull(),
  isOrigin: boolean().notNull().default(false),
  isDestination: boolean().notNull().default(false),
  opensAt: time().notNull(),
  closesAt: time().notNull(),
  isClosed: boolean().notNull().default(false),
});

export const productTypes = pgTable('product_types', {
  code: text().primaryKey(),
  name: localizedText(),
  sortOrder: integer().notNull().default(0),
});

/** Price of a shipment from a warehouse to a destination, per started 0.5 kg of chargeable weight. */
export const rateCards = pgTable(
  'rate_cards',
  {
    id: id(),
    warehouseId: uuid()
      .notNull()
      .references(() => warehouses.id),
    destinationCountryCode: char({ length: 2 })
      .notNull()
      .references(() => countries.code),
    currency: char({ length: 3 }).notNull(),
    firstHalfKgMinor: bigint({ mode: 'number' }).notNull(),
    additionalHalfKgMinor: bigint({ mode: 'number' }).notNull(),
  },
  (table) => [unique().on(table.warehouseId, table.destinationCountryCode)],
);

/** Monthly rates (spec section 9: updated at the start of each month): 1 `from` = rate `to`. */
export const exchangeRates = pgTable(
  'exchange_rates',
  {
    id: id(),
    month: date().notNull(),
    fromCurrency: char({ length: 3 }).notNull(),
    toCurrency: char({ length: 3 }).notNull(),
    rate: numeric({ precision: 18, scale: 8 }).notNull(),
  },
  (table) => [unique().on(table.month, table.fromCurrency, table.toCurrency)],
);

export const itemRestrictionKind = pgEnum('item_restriction_kind', ITEM_RESTRICTION_KINDS);

export const prohibitedItems = pgTable('prohibited_items', {
  id: id(),
  /** Stable natural key ('sa-all-pork-products') so the seed can run again without duplicates. */
  code: text().notNull().unique(),
  kind: itemRestrictionKind().notNull(),
  /** Null: applies whatever the shopping country. */
  shoppingCountryCode: char({ length: 2 }).references(() => countries.code),
  deliveryCountryCode: char({ length: 2 })
    .notNull()
    .references(() => countries.code),
  name: localizedText(),
  note: localizedText(),
  isPopular: boolean().notNull().default(false),
});

export const faqs = pgTable('faqs', {
  id: id(),
  /** Stable natural key ('free-storage') so the seed can run again without duplicates. */
  code: text().notNull().unique(),
  category: text().notNull(),
  question: localizedText(),
  answer: localizedText(),
  sortOrder: integer().notNull(),
});

export const enquiryTypes = pgTable('enquiry_types', {
  code: text().primaryKey(),
  label: localizedText(),
  sortOrder: integer().notNull(),
});
