import { SHIP_REQUEST_SOURCES } from '@skyparcel/domain/edi-booking';
import type { QuoteLine, ShippingOptionCode } from '@skyparcel/domain/pricing';
import { SHIP_REQUEST_STATUSES, type ShipToAddress } from '@skyparcel/domain/ship-requests';
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
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt, id } from './columns';
import { contacts } from './contacts';
import { packages } from './packages';
import { countries, warehouses } from './reference';
import { masterWaybills } from './waybills';

export const shipRequestStatus = pgEnum('ship_request_status', SHIP_REQUEST_STATUSES);
export const shipRequestSource = pgEnum('ship_request_source', SHIP_REQUEST_SOURCES);

/**
 * A customer's request to ship ready packages of one warehouse to one address (spec section 3,
 * Ship request; decision 037). The address and the quote are kept as they were when the request
 * was made: a later change of the address book or of the price data does not touch them.
 */
export const shipRequests = pgTable(
  'ship_requests',
  {
    id: id(),
    /**
     * The order number people see, 'XWF' + this number in 8 digits (formatOrderNumber). An
     * identity column is a PostgreSQL sequence: two processes never draw the same number. It
     * starts past the demo tracking numbers (XWF3…).
     */
    number: integer().notNull().unique().generatedAlwaysAsIdentity({ startWith: 40000001 }),
    userId: uuid()
      .notNull()
      .references(() => users.id),
    warehouseId: uuid()
      .notNull()
      .references(() => warehouses.id),
    /** The address book entry it was made from; null once the customer deletes that entry. */
    contactId: uuid().references(() => contacts.id, { onDelete: 'set null' }),
    destinationCountryCode: char({ length: 2 })
      .notNull()
      .references(() => countries.code),
    shipTo: jsonb().$type<ShipToAddress>().notNull(),
    status: shipRequestStatus().notNull().default('awaiting_payment'),
    /**
     * 'edi': a row of a business's EDI file (decision 054), booked packed with its air waybill
     * and billed to the company on account, so it has no packages and no card payment.
     */
    source: shipRequestSource().notNull().default('customer'),
    options: jsonb().$type<ShippingOptionCode[]>().notNull(),
    taxId: text(),
    specialInstructions: text(),
    couponCode: text(),
    useCredit: boolean().notNull().default(false),
    /** The quote's lines as the domain gives them (minor units), every line explained. */
    quoteLines: jsonb().$type<QuoteLine[]>().notNull(),
    totalMinor: bigint({ mode: 'number' }).notNull(),
    currency: char({ length: 3 }).notNull(),
    /**
     * Freight saved by sending the packages together rather than each alone, in `currency`
     * (the quote's `consolidationSaving`, issue 14 summary; decision 048). 0 for one package and
     * for EDI rows (one parcel each).
     */
    consolidationSavingMinor: bigint({ mode: 'number' }).notNull().default(0),
    quotedAt: timestamp({ withTimezone: true }).notNull(),
    /** quotedAt + 24 h: the amount is honoured until then (issue 11). */
    quoteExpiresAt: timestamp({ withTimezone: true }).notNull(),
    /** The payment that paid it (the payment module's id). */
    paymentId: uuid(),
    paidAt: timestamp({ withTimezone: true }),
    /** Given at packing from `air_waybill_ranges` ('176-12345675'; decision 042). */
    airWaybillNumber: text().unique(),
    /** The CAWB it flies under, once staff assign it to one (decision 042). */
    masterWaybillId: uuid().references(() => masterWaybills.id),
    /** Sum of the boxes' actual weights, known once packed. */
    finalWeightGrams: integer(),
    /** Sum of the boxes' billed weights: what the shipment costs, compared with what was paid. */
    billedWeightGrams: integer(),
    preparingAt: timestamp({ withTimezone: true }),
    packedAt: timestamp({ withTimezone: true }),
    packedBy: uuid().references(() => users.id),
    departedAt: timestamp({ withTimezone: true }),
    deliveredAt: timestamp({ withTimezone: true }),
    cancelledAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index().on(table.userId, table.createdAt),
    index().on(table.userId, table.status),
    // The staff work queue: a warehouse's requests in one state, oldest first.
    index().on(table.warehouseId, table.status, table.paidAt),
    index().on(table.masterWaybillId),
  ],
);

/** The packages of a ship request; a cancelled request releases them. */
export const shipRequestPackages = pgTable(
  'ship_request_packages',
  {
    shipRequestId: uuid()
      .notNull()
      .references(() => shipRequests.id, { onDelete: 'cascade' }),
    packageId: uuid()
      .notNull()
      .references(() => packages.id),
    /** Set when the request is cancelled and the package goes back to Ready to send. */
    releasedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.shipRequestId, table.packageId] }),
    // A package is in at most one live request, even when two creates race (a double click).
    uniqueIndex('ship_request_packages_one_live_request')
      .on(table.packageId)
      .where(sql`${table.releasedAt} is null`),
  ],
);

/**
 * The boxes a ship request is packed in (spec section 3, Shipment boxes), numbered 1..n. Weights
 * are grams; the volumetric and billed weights come from the domain's shipping rules.
 */
export const shipRequestBoxes = pgTable(
  'ship_request_boxes',
  {
    id: id(),
    shipRequestId: uuid()
      .notNull()
      .references(() => shipRequests.id, { onDelete: 'cascade' }),
    boxNumber: integer().notNull(),
    actualWeightGrams: integer().notNull(),
    lengthMm: integer().notNull(),
    widthMm: integer().notNull(),
    heightMm: integer().notNull(),
    volumetricWeightGrams: integer().notNull(),
    billedWeightGrams: integer().notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('ship_request_boxes_number').on(table.shipRequestId, table.boxNumber),
    check('ship_request_boxes_number_positive', sql`${table.boxNumber} >= 1`),
  ],
);
