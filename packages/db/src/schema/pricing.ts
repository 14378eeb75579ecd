import { SHIPPING_OPTION_CODES } from '@skyparcel/domain/pricing';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  char,
  check,
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
import { createdAt, id, localizedText } from './columns';
import { warehouses } from './reference';
import { shipRequests } from './ship-requests';

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

/**
 * The membership discount on freight per level, in basis points (500 = 5%), from a date on. A
 * version that is not active ends the level's discount from its moment on (decision 045).
 */
export const membershipDiscounts = pgTable(
  'membership_discounts',
  {
    id: id(),
    level: text().notNull(),
    discountBasisPoints: integer().notNull(),
    isActive: boolean().notNull().default(true),
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
 * valid between two moments, for at most `usageLimit` paid ship requests, once per customer or
 * not, above a minimum of freight and options in its currency (decision 045). Its rule is frozen
 * once a ship request carries it; an operator deactivates it rather than deleting it.
 */
export const coupons = pgTable(
  'coupons',
  {
    id: id(),
    /** Upper-case without spaces (normalizeCouponCode), so unique whatever the case typed. */
    code: text().notNull().unique(),
    percentBasisPoints: integer(),
    amountMinor: bigint({ mode: 'number' }),
    /** The amount's and the minimum's currency; null for a percentage without a minimum. */
    currency: char({ length: 3 }),
    /** Freight and options (what the coupon discounts) must reach this, in `currency`. */
    minimumMinor: bigint({ mode: 'number' }),
    validFrom: timestamp({ withTimezone: true }).notNull(),
    validUntil: timestamp({ withTimezone: true }),
    usageLimit: integer(),
    oncePerCustomer: boolean().notNull().default(false),
    isActive: boolean().notNull().default(true),
    /** Counted when a ship request using it is paid (the payment part of issue 11). */
    timesUsed: integer().notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'coupon_percent_or_amount',
      sql`(${table.percentBasisPoints} between 1 and 10000 and ${table.amountMinor} is null) or (${table.percentBasisPoints} is null and ${table.amountMinor} > 0 and ${table.currency} is not null)`,
    ),
    check(
      'coupon_minimum_has_currency',
      sql`${table.minimumMinor} is null or (${table.minimumMinor} > 0 and ${table.currency} is not null)`,
    ),
    check(
      'coupon_valid_window',
      sql`${table.validUntil} is null or ${table.validUntil} > ${table.validFrom}`,
    ),
    check('coupon_usage_limit', sql`${table.usageLimit} is null or ${table.usageLimit} >= 1`),
  ],
);

/**
 * One use of a coupon: the paid ship request that used it, its customer, when, and what it took
 * off (the quote's COUPON line in the customer's currency). Written with `times_used` + 1 in the
 * settling transaction; a once-per-customer coupon has one use per customer (the partial index).
 */
export const couponUses = pgTable(
  'coupon_uses',
  {
    id: id(),
    couponId: uuid()
      .notNull()
      .references(() => coupons.id),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    shipRequestId: uuid()
      .notNull()
      .references(() => shipRequests.id),
    orderNumber: text().notNull(),
    discountMinor: bigint({ mode: 'number' }).notNull(),
    currency: char({ length: 3 }).notNull(),
    oncePerCustomer: boolean().notNull(),
    usedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [
    unique().on(table.couponId, table.shipRequestId),
    uniqueIndex('coupon_uses_once_per_customer')
      .on(table.couponId, table.userId)
      .where(sql`${table.oncePerCustomer}`),
    index().on(table.couponId, table.usedAt),
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
