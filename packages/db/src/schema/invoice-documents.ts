import { customType, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { invoices } from './invoices';

/** Raw bytes (PostgreSQL bytea); PGlite and node-postgres both hand back a byte array. */
const bytes = customType<{ data: Uint8Array; driverData: Uint8Array | Buffer }>({
  dataType: () => 'bytea',
  fromDriver: (value) => new Uint8Array(value),
});

/**
 * An invoice's PDF, made once per invoice and language and kept (issue 13, decision 050): every
 * download and e-mailed copy sends these same bytes while the invoice reads the same. Its lines
 * never change, but its balance, payments, credit notes and import date do: `version` names the
 * invoice as it was rendered, and a copy of another version is made anew (session 11).
 */
export const invoiceDocuments = pgTable(
  'invoice_documents',
  {
    invoiceId: uuid()
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    locale: text().notNull(),
    pdf: bytes().notNull(),
    sha256: text().notNull(),
    /** The hash of what was rendered (the invoice as its reader saw it, the layout's version). */
    version: text().notNull().default(''),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.invoiceId, table.locale] })],
);
