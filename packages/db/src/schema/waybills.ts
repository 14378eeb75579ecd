import { sql } from 'drizzle-orm';
import {
  boolean,
  char,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt, id } from './columns';

/**
 * The air waybill serials the airline gave us (decision 042): serial bodies of 7 digits from
 * `firstSerial` to `lastSerial`; `nextSerial` is the next one to hand out. Allocation locks the
 * row inside the packing transaction, so numbers are gap-free and a rolled-back packing gives its
 * number back.
 */
export const airWaybillRanges = pgTable(
  'air_waybill_ranges',
  {
    id: id(),
    airlinePrefix: char({ length: 3 }).notNull(),
    firstSerial: integer().notNull(),
    lastSerial: integer().notNull(),
    nextSerial: integer().notNull(),
    active: boolean().notNull().default(true),
    createdAt: createdAt(),
  },
  (table) => [
    index().on(table.airlinePrefix, table.active),
    // A range is given once: the seed runs again without adding it twice.
    uniqueIndex('air_waybill_ranges_first_serial').on(table.airlinePrefix, table.firstSerial),
    check(
      'air_waybill_ranges_serials',
      sql`${table.firstSerial} >= 0 and ${table.lastSerial} <= 9999999 and ${table.firstSerial} <= ${table.lastSerial} and ${table.nextSerial} >= ${table.firstSerial} and ${table.nextSerial} <= ${table.lastSerial} + 1`,
    ),
  ],
);

/** A consolidated master air waybill (CAWB, spec section 3): packed shipments on one flight. */
export const masterWaybills = pgTable('master_waybills', {
  id: id(),
  /** The CAWB's own number, formatted like an air waybill ('176-12345675'). */
  number: text().notNull().unique(),
  flightNumber: text().notNull(),
  departureDate: date({ mode: 'string' }).notNull(),
  originAirportCode: char({ length: 3 }).notNull(),
  destinationAirportCode: char({ length: 3 }).notNull(),
  createdBy: uuid()
    .notNull()
    .references(() => users.id),
  createdAt: createdAt(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
