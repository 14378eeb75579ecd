import { sql } from 'drizzle-orm';
import {
  bigint,
  char,
  index,
  integer,
  pgTable,
  primaryKey,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { invoices } from './invoices';
import { packages } from './packages';

/**
 * One chargeable storage day of a package (spec section 9, issue 13): written by the hourly
 * storage-fee pass, once per package and day (the key), then billed either on the shipment's
 * quote or on a monthly service invoice (`invoiceId`, null while unbilled). Day n is the n-th
 * whole 24-hour period since receipt, as `storageDays` counts them in the domain.
 */
export const storageFeeDays = pgTable(
  'storage_fee_days',
  {
    packageId: uuid()
      .notNull()
      .references(() => packages.id),
    dayNumber: integer().notNull(),
    /** When the day was complete: receipt + n days. */
    dayEndsAt: timestamp({ withTimezone: true }).notNull(),
    amountMinor: bigint({ mode: 'number' }).notNull(),
    currency: char({ length: 3 }).notNull(),
    /** The invoice that billed the day (monthly service invoice or the shipment's invoice). */
    invoiceId: uuid().references(() => invoices.id),
    accruedAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.packageId, table.dayNumber] }),
    // The monthly billing reads the unbilled days only.
    index('storage_fee_days_unbilled')
      .on(table.packageId, table.dayEndsAt)
      .where(sql`${table.invoiceId} is null`),
    index().on(table.invoiceId),
  ],
);
