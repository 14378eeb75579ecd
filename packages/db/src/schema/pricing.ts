import { SHIPPING_OPTION_CODES } from '@skyparcel/domain/pricing';
import { sql } from 'drizzle-orm';
import {
  bigint,
  char,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt, id, localizedText } from './columns';
import { warehouses } from './reference';

/**
 * Price data an operator keeps (issue 11, decision 034). Rows are effective-dated: a change is a
 * new row from a date on, never an edit, so the price on any past day can be told again.
 */
export const shippingOptionCode = pgEnum('shipping_option_code', SHIPPING_OPTION_CODES);

/** The shipping preferences of spec section 3 (INS, LPH, DSB, FRG, EPK, ORB), named per language. */
export const shippingOptions = pgTable('shipping_options', {
  code: shippingOptionCode().primaryKey(),
  name: localizedText(),
  description: localizedText(),
  sortOrder: integer().notNull().default(0),
});

/** A flat-fee option's price at one warehouse, in its currency, from `effectiveFrom` on. */
export const shippingOptionFees = pgTable(
  'shipping_option_fees',
  {
    id: id(),
    optionCode: shippingOptionCode()
      .notNull()
      .references(() => shippingOptions.code),
    warehouseId: uuid()
      .notNull()
      .references(() => warehouses.id),
    feeMinor: bigint({ mode: 'number' }).notNull(),
    effectiveFrom: timestamp({ withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    unique().on(table.optionCode, table.warehouseId, table.effectiveFrom),
    check('shipping_option_fee_not_negative', sql`${table.feeMinor} >= 0`),
  ],
);

/**
 * A warehouse's storage and liability terms from `effectiveFrom` on: free days, the daily fee
 * after them, and the liability covered per shipment (the extended liability increment, USD 100
 * / GBP 75), in the warehouse's currency (decision 040).
 */
export const warehousePriceTerms = pgTable(
  'warehouse_price_terms',
  {
    id: id(),
    warehouseId: uuid()
      .notNull()
      .references(() => warehouses.id),
    freeStorageDays: integer().notNull(),
    storageFeePerDayMinor: bigint({ mode: 'number' }).notNull(),
    liabilityIncrementMinor: bigint({ mode: 'number' }).notNull(),
    effectiveFrom: timestamp({ withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    unique().on(table.warehouseId, table.effectiveFrom),
    check(
      'warehouse_price_terms_not_negative',
      sql`${table.freeStorageDays} >= 0 and ${table.storageFeePerDayMinor} >= 0 and ${table.liabilityIncrementMinor} > 0`,
    ),
  ],
);

/** The membership discount on freight per level, in basis points (500 = 5%), from a date on. */
export const membershipDiscounts = pgTable(
  'membership_discounts',
  {
    id: id(),
    level: text().notNull(),
    discountBasisPoints: integer().notNull(),
    effectiveFrom: timestamp({ withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    unique().on(table.level, table.effectiveFrom),
    check('membership_discount_range', sql`${table.discountBasisPoints} between 0 and 10000`),
  ],
);

/**
 * A coupon: a percentage (basis points) or an amount in a currency off freight and options,
 * valid between two moments, for at most `usageLimit` paid ship requests.
 */
export const coupons = pgTable(
  'coupons',
  {
    id: id(),
    /** Upper-case without spaces (normalizeCouponCode). */
    code: text().notNull().unique(),
    percentBasisPoints: integer(),
    amountMinor: bigint({ mode: 'number' }),
    currency: char({ length: 3 }),
    validFrom: timestamp({ withTimezone: true }).notNull(),
    validUntil: timestamp({ withTimezone: true }),
    usageLimit: integer(),
    /** Counted when a ship request using it is paid (the payment part of issue 11). */
    timesUsed: integer().notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [
    check(
      'coupon_percent_or_amount',
      sql`(${table.percentBasisPoints} between 1 and 10000 and ${table.amountMinor} is null and ${table.currency} is null) or (${table.percentBasisPoints} is null and ${table.amountMinor} > 0 and ${table.currency} is not null)`,
    ),
  ],
);

/**
 * The customer's account credit as a ledger: a credit note adds a row, a paid ship request that
 * used credit adds a negative one. The balance is the sum in the customer's currency.
 */
export const accountCredits = pgTable(
  'account_credits',
  {
    id: id(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amountMinor: bigint({ mode: 'number' }).notNull(),
    currency: char({ length: 3 }).notNull(),
    reason: text().notNull(),
    createdAt: createdAt(),
  },
  (table) => [index().on(table.userId)],
);
