import { CARD_BRANDS, PAYMENT_FAILURE_REASONS, PAYMENT_STATUSES } from '@skyparcel/domain/payments';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  char,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt, id } from './columns';

export const paymentStatus = pgEnum('payment_status', PAYMENT_STATUSES);
export const cardBrand = pgEnum('card_brand', CARD_BRANDS);
export const paymentFailureReason = pgEnum('payment_failure_reason', PAYMENT_FAILURE_REASONS);

/**
 * A customer's saved cards (decision 039): the gateway's token with brand, last four digits and
 * expiry, never a card number (PCI DSS SAQ A). One default per customer.
 */
export const savedCards = pgTable(
  'saved_cards',
  {
    id: id(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The adapter that issued the token (`sandbox`, or a real provider's name). */
    gateway: text().notNull(),
    gatewayToken: text().notNull(),
    brand: cardBrand().notNull(),
    last4: char({ length: 4 }).notNull(),
    expiryMonth: integer().notNull(),
    expiryYear: integer().notNull(),
    label: text(),
    isDefault: boolean().notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [
    unique('saved_cards_user_token_key').on(table.userId, table.gateway, table.gatewayToken),
    uniqueIndex('saved_cards_one_default_per_user').on(table.userId).where(sql`${table.isDefault}`),
  ],
);

/**
 * One payment of one or more ship requests, in one currency (decision 039). It ends once:
 * `pending` becomes `succeeded` or `failed` under a row lock, never twice.
 */
export const payments = pgTable(
  'payments',
  {
    id: id(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The public reference of the return address (GET /Payment?orderCode=). */
    orderCode: text().notNull().unique(),
    status: paymentStatus().notNull().default('pending'),
    amountMinor: bigint({ mode: 'number' }).notNull(),
    currency: char({ length: 3 }).notNull(),
    /** What the quotes took off (membership, coupon, credit), shown on the receipt. */
    discountsMinor: bigint({ mode: 'number' }).notNull().default(0),
    gateway: text().notNull(),
    /** The gateway's hosted session or charge, once there is one. */
    gatewayReference: text(),
    savedCardId: uuid().references(() => savedCards.id, { onDelete: 'set null' }),
    saveCard: boolean().notNull().default(false),
    /** The gateway's transaction id, once it succeeded. */
    transactionId: text(),
    /** e.g. 'Visa •••• 4242': brand and last four only. */
    chargedTo: text(),
    failureReason: paymentFailureReason(),
    /** The gateway's refund of a charge that came after the payment had ended (late success). */
    refundId: text(),
    /** The Idempotency-Key of the call that made it. */
    idempotencyKey: text().notNull(),
    settledAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index().on(table.userId, table.createdAt),
    unique('payments_gateway_reference_key').on(table.gateway, table.gatewayReference),
    // Zero only when account credit or a coupon covered it all: then no gateway took part.
    check(
      'payment_amount_positive',
      sql`${table.amountMinor} > 0 or (${table.amountMinor} = 0 and ${table.gateway} = 'covered')`,
    ),
  ],
);

/**
 * The ship requests a payment pays. `isPaid` is set when the payment succeeds, and the partial
 * unique index makes a second succeeded payment of one request impossible, whatever races.
 */
export const paymentItems = pgTable(
  'payment_items',
  {
    paymentId: uuid()
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    /** The ship request (its table is owned by modules/ship-requests). */
    shipRequestId: uuid().notNull(),
    /** The request's order number (XWF…) when paid, for the receipt. */
    orderNumber: text().notNull(),
    amountMinor: bigint({ mode: 'number' }).notNull(),
    discountsMinor: bigint({ mode: 'number' }).notNull().default(0),
    /** The coupon the request's quote used: counted when the payment succeeds. */
    couponCode: text(),
    /** The account credit the quote used, in the payment's currency: spent when it succeeds. */
    creditMinor: bigint({ mode: 'number' }).notNull().default(0),
    /** While the payment is pending; one open payment per ship request (a newer one supersedes). */
    isOpen: boolean().notNull().default(true),
    isPaid: boolean().notNull().default(false),
  },
  (table) => [
    primaryKey({ columns: [table.paymentId, table.shipRequestId] }),
    uniqueIndex('payment_items_one_open_per_ship_request')
      .on(table.shipRequestId)
      .where(sql`${table.isOpen}`),
    uniqueIndex('payment_items_one_paid_per_ship_request')
      .on(table.shipRequestId)
      .where(sql`${table.isPaid}`),
  ],
);

/**
 * Every money call carries an `Idempotency-Key` (issue 11): the first call with a key stores its
 * request's hash and, once done, its answer; the same key and body get that answer again, the
 * same key with another body is refused.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    scope: text().notNull(),
    key: text().notNull(),
    requestHash: text().notNull(),
    responseStatus: integer(),
    responseBody: jsonb(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.scope, table.key] })],
);

/** The sandbox gateway's hosted sessions (development and tests only; decision 039). */
export const sandboxSessions = pgTable('sandbox_sessions', {
  id: id(),
  amountMinor: bigint({ mode: 'number' }).notNull(),
  currency: char({ length: 3 }).notNull(),
  reference: text().notNull(),
  returnUrl: text().notNull(),
  notifyUrl: text().notNull(),
  saveCard: boolean().notNull().default(false),
  /** open -> (awaiting_3ds) -> succeeded | failed */
  status: text().notNull().default('open'),
  failureReason: paymentFailureReason(),
  /** The card the customer typed, kept as the sandbox's token (its number is never stored). */
  cardTokenId: uuid(),
  transactionId: text(),
  createdAt: createdAt(),
  completedAt: timestamp({ withTimezone: true }),
});

/** The sandbox's card tokens: the test card's behaviour, brand, last four and expiry. */
export const sandboxCardTokens = pgTable('sandbox_card_tokens', {
  id: id(),
  token: text().notNull().unique(),
  behaviour: text().notNull(),
  brand: cardBrand().notNull(),
  last4: char({ length: 4 }).notNull(),
  expiryMonth: integer().notNull(),
  expiryYear: integer().notNull(),
  createdAt: createdAt(),
});

/** The sandbox's charges of saved tokens, one per idempotency key. */
export const sandboxCharges = pgTable('sandbox_charges', {
  id: id(),
  idempotencyKey: text().notNull().unique(),
  token: text().notNull(),
  amountMinor: bigint({ mode: 'number' }).notNull(),
  currency: char({ length: 3 }).notNull(),
  outcome: text().notNull(),
  /** A 3-D Secure step's session, when the card asks for one. */
  sessionId: uuid(),
  transactionId: text(),
  createdAt: createdAt(),
});

/** Refunds the sandbox recorded (a real provider keeps its own). */
export const sandboxRefunds = pgTable('sandbox_refunds', {
  id: id(),
  transactionId: text().notNull(),
  amountMinor: bigint({ mode: 'number' }).notNull(),
  currency: char({ length: 3 }).notNull(),
  detail: jsonb(),
  createdAt: createdAt(),
});
