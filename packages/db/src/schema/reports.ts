import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  char,
  date,
  index,
  integer,
  numeric,
  pgTable,
  uuid,
} from 'drizzle-orm/pg-core';

/*
 * The reports' daily rollups (issue 15, decision 055). Derived data, written only by the
 * triggers of migration 0035 (never by the portal's code) and folded by `report_fold_days()`:
 * every change of a counted row appends its difference, so writers only insert here and never
 * wait for, or deadlock on, one another's rollup rows. A report sums a company's rows of its
 * days; no foreign keys, so an insert takes no lock on the company or warehouse.
 */

/**
 * Shipments per company, UTC day, warehouse and destination: those paid that day (count and
 * weight) and those delivered that day (count, on time, seconds in transit).
 */
export const reportShipmentDays = pgTable(
  'report_shipment_days',
  {
    companyId: uuid().notNull(),
    day: date({ mode: 'string' }).notNull(),
    warehouseId: uuid().notNull(),
    destination: char({ length: 2 }).notNull(),
    paid: integer().notNull().default(0),
    weightGrams: bigint({ mode: 'number' }).notNull().default(0),
    delivered: integer().notNull().default(0),
    onTime: integer().notNull().default(0),
    timed: integer().notNull().default(0),
    transitSeconds: numeric({ mode: 'string' }).notNull().default('0'),
    /** False for a difference a trigger appended and the fold has not merged yet. */
    folded: boolean().notNull().default(false),
  },
  (table) => [
    index().on(table.companyId, table.day),
    index('report_shipment_days_pending')
      .on(table.companyId, table.day)
      .where(sql`not ${table.folded}`),
  ],
);

/**
 * Invoices per company (as issued), UTC day of issue, warehouse, destination (the ship
 * request's; an EDI booking's shipment's for its spend) and currency: what they billed on a
 * lane, and the duties and VAT of those paid and not credited.
 */
export const reportInvoiceDays = pgTable(
  'report_invoice_days',
  {
    companyId: uuid().notNull(),
    day: date({ mode: 'string' }).notNull(),
    warehouseId: uuid(),
    destination: char({ length: 2 }),
    currency: char({ length: 3 }).notNull(),
    billedInvoices: integer().notNull().default(0),
    billedMinor: bigint({ mode: 'number' }).notNull().default(0),
    paidInvoices: integer().notNull().default(0),
    dutiesMinor: bigint({ mode: 'number' }).notNull().default(0),
    vatMinor: bigint({ mode: 'number' }).notNull().default(0),
    folded: boolean().notNull().default(false),
  },
  (table) => [
    index().on(table.companyId, table.day),
    index('report_invoice_days_pending')
      .on(table.companyId, table.day)
      .where(sql`not ${table.folded}`),
  ],
);
