import type { RateCardStep } from '@skyparcel/domain/pricing';
import { ITEM_RESTRICTION_KINDS } from '@skyparcel/domain/reference';
import {
  bigint,
  boolean,
  char,
  date,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  text,
  time,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, localizedText } from './columns';

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
  /** The airport its shipments fly from (the labels' origin until a CAWB names the flight). */
  airportCode: char({ length: 3 }).references(() => airports.code),
  unitSystem: unitSystem().notNull(),
  // Free days, the storage fee and the liability increment are effective-dated price data:
  // `warehouse_price_terms` (decision 040).
  isActive: boolean().notNull().default(true),
  sortOrder: integer().notNull().default(0),
});

/**
 * Duty, VAT and liability figures per destination (spec section 9), effective-dated: an operator's
 * change is a new row from `effectiveFrom` on, never an edit (decision 040).
 */
export const customsRules = pgTable(
  'customs_rules',
  {
    id: id(),
    countryCode: char({ length: 2 })
      .notNull()
      .references(() => countries.code),
    currency: char({ length: 3 }).notNull(),
    dutyThresholdMinor: bigint({ mode: 'number' }).notNull(),
    /** Basis points: 500 = 5%. */
    dutyRateBp: integer().notNull(),
    vatRateBp: integer().notNull(),
    adminFeeMinor: bigint({ mode: 'number' }).notNull().default(0),
    extendedLiabilityFeeMinor: bigint({ mode: 'number' }).notNull(),
    effectiveFrom: timestamp({ withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [unique().on(table.countryCode, table.effectiveFrom)],
);

export const airports = pgTable('airports', {
  code: char({ length: 3 }).primaryKey(),
  name: text().notNull(),
  countryCode: char({ length: 2 })
    .notNull()
    .references(() => countries.code),
  primaryCity: text().notNull(),
  isOrigin: boolean().notNull().default(false),
  isDestination: boolean().notNull().default(false),
  /** The country's main cargo airport: a label's destination when the consignee's city has none. */
  isMain: boolean().notNull().default(false),
  opensAt: time().notNull(),
  closesAt: time().notNull(),
  isClosed: boolean().notNull().default(false),
});

export const productTypes = pgTable('product_types', {
  code: text().primaryKey(),
  name: localizedText(),
  sortOrder: integer().notNull().default(0),
});

/**
 * Price of a shipment from a warehouse to a destination by started 0.5 kg of chargeable weight:
 * one row is one version of the whole card (its steps, checked by `rateCardStepProblems` before
 * they are stored), in force from `effectiveFrom` until a later version starts (decision 040).
 */
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
    steps: jsonb().$type<RateCardStep[]>().notNull(),
    effectiveFrom: timestamp({ withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [unique().on(table.warehouseId, table.destinationCountryCode, table.effectiveFrom)],
);

/**
 * Monthly rates (spec section 9: updated at the start of each month): 1 `from` = rate `to`. A
 * month's table is used from `effectiveFrom` on: the month's first moment, or the moment it was
 * added when an operator adds it late, so a quote given before it can be told again (040).
 */
export const exchangeRates = pgTable(
  'exchange_rates',
  {
    id: id(),
    month: date().notNull(),
    fromCurrency: char({ length: 3 }).notNull(),
    toCurrency: char({ length: 3 }).notNull(),
    rate: numeric({ precision: 18, scale: 8 }).notNull(),
    effectiveFrom: timestamp({ withTimezone: true }).notNull(),
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
