import {
  INVOICE_KINDS,
  INVOICE_LINE_CODES,
  INVOICE_LINE_KINDS,
  INVOICE_PAY_METHODS,
  type InvoiceBillTo,
  type InvoiceReason,
  type InvoiceStatementCode,
} from '@skyparcel/domain/invoices';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  char,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { companies, users } from './accounts';
import { createdAt, id } from './columns';
import { payments } from './payments';
import { warehouses } from './reference';
import { shipRequests } from './ship-requests';

export const invoiceKind = pgEnum('invoice_kind', INVOICE_KINDS);
export const invoiceLineKind = pgEnum('invoice_line_kind', INVOICE_LINE_KINDS);
export const invoiceLineCode = pgEnum('invoice_line_code', INVOICE_LINE_CODES);
export const invoicePayMethod = pgEnum('invoice_pay_method', INVOICE_PAY_METHODS);

const minor = () => bigint({ mode: 'number' }).notNull().default(0);

/**
 * A tax invoice of one of the six kinds (issue 13, decision 049). Issued rows are never edited:
 * only the balance columns (creditApplied, paid, credited, outstanding) move, under the row's
 * lock, so lists filter and sum without reading lines or payments. Corrections are credit notes.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: id(),
    kind: invoiceKind().notNull(),
    /** The tax invoice number ('SI-2026-000042'): prefix of the kind, year and serial. */
    number: text().notNull().unique(),
    year: integer().notNull(),
    serial: integer().notNull(),
    /** The customer billed. */
    userId: uuid()
      .notNull()
      .references(() => users.id),
    /** The customer's company when it was issued (users.companyId then): the company's list. */
    companyId: uuid().references(() => companies.id),
    currency: char({ length: 3 }).notNull(),
    statementCode: text().$type<InvoiceStatementCode>().notNull(),
    statementParams: jsonb().$type<Record<string, string>>().notNull().default({}),
    reason: jsonb().$type<InvoiceReason>(),
    billTo: jsonb().$type<InvoiceBillTo>().notNull(),
    warehouseId: uuid().references(() => warehouses.id),
    shipRequestId: uuid().references(() => shipRequests.id),
    /** For a credit note: the invoice it takes back. */
    creditsInvoiceId: uuid().references((): AnyPgColumn => invoices.id),
    /** Process date. */
    issuedAt: timestamp({ withTimezone: true }).notNull(),
    /** Import date: the first tracking event in the destination country (set once, issue 13). */
    importedAt: timestamp({ withTimezone: true }),
    /** Null when nothing is ever owed on it (a credit note). */
    dueAt: timestamp({ withTimezone: true }),
    /** The operator who made it; null for the system. */
    doneBy: uuid().references(() => users.id),
    // The totals of invoiceTotals(lines), stored as issued.
    commercialInvoiceMinor: minor(),
    freightMinor: minor(),
    otherChargesMinor: minor(),
    vatMinor: minor(),
    dutiesMinor: minor(),
    exciseMinor: minor(),
    discountsMinor: minor(),
    billedMinor: minor(),
    // The balance: kept current under the row's lock (modules/invoices).
    creditAppliedMinor: minor(),
    paidMinor: minor(),
    creditedMinor: minor(),
    outstandingMinor: minor(),
    createdAt: createdAt(),
  },
  (table) => [
    unique('invoices_kind_year_serial').on(table.kind, table.year, table.serial),
    // My History and the company's Invoices page, newest first.
    index().on(table.userId, table.issuedAt),
    index().on(table.companyId, table.issuedAt),
    // The outstanding report (decision 055): a company's invoices still owed, of a range, with
    // every column it reads, so it comes from this small index alone (the other reports read
    // the rollups of schema/reports.ts).
    index('invoices_reports_outstanding')
      .on(
        table.companyId,
        table.issuedAt,
        table.kind,
        table.currency,
        table.warehouseId,
        table.shipRequestId,
        table.outstandingMinor,
        table.dueAt,
      )
      .where(sql`${table.outstandingMinor} > 0`),
    // The operators' list (by kind and date) and the ship request's invoices.
    index().on(table.kind, table.issuedAt),
    index().on(table.issuedAt),
    index().on(table.shipRequestId),
    // One shipping invoice per paid ship request, however often its payment is reported.
    uniqueIndex('invoices_one_shipping_per_ship_request')
      .on(table.shipRequestId)
      .where(sql`${table.kind} = 'shipping'`),
    index().on(table.creditsInvoiceId),
    // The cart and the debts flag: a customer's invoices still owed.
    index('invoices_owed_by_user')
      .on(table.userId, table.dueAt)
      .where(sql`${table.outstandingMinor} > 0`),
    check('invoices_balance_not_negative', sql`${table.outstandingMinor} >= 0`),
  ],
);

/** The lines of an invoice as issued (domain `InvoiceLine`), in their printed order. */
export const invoiceLines = pgTable(
  'invoice_lines',
  {
    invoiceId: uuid()
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    position: integer().notNull(),
    kind: invoiceLineKind().notNull(),
    code: invoiceLineCode().notNull(),
    description: text(),
    params: jsonb().$type<Record<string, string | number>>().notNull().default({}),
    hsCode: text(),
    quantity: numeric({ precision: 12, scale: 3, mode: 'number' }).notNull(),
    unitPriceMinor: minor(),
    totalPriceMinor: minor(),
    dutyMinor: minor(),
    dutyPercent: text(),
    vatMinor: minor(),
    vatPercent: text(),
    exciseMinor: minor(),
    packageId: uuid(),
  },
  (table) => [primaryKey({ columns: [table.invoiceId, table.position] })],
);

/**
 * The money that reached an invoice (spec: pay method, response code and text, transaction id):
 * a payment's share, account credit, or a refund (a negative amount).
 */
export const invoicePayments = pgTable(
  'invoice_payments',
  {
    id: id(),
    invoiceId: uuid()
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    /** The payments module's payment; null for account credit spent without one. */
    paymentId: uuid().references(() => payments.id),
    method: invoicePayMethod().notNull(),
    amountMinor: bigint({ mode: 'number' }).notNull(),
    responseCode: text(),
    responseText: text(),
    transactionId: text(),
    chargedTo: text(),
    paidAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index().on(table.invoiceId),
    // A payment settles an invoice once, however many times its notification comes.
    unique('invoice_payments_once_per_payment').on(table.invoiceId, table.paymentId, table.method),
  ],
);

/**
 * The last serial handed out per kind and year. The next number is drawn under this row's lock
 * in the issuing transaction: a rollback gives it back, so numbers have no gaps and no repeats.
 */
export const invoiceNumberSequences = pgTable(
  'invoice_number_sequences',
  {
    kind: invoiceKind().notNull(),
    year: integer().notNull(),
    lastSerial: integer().notNull(),
  },
  (table) => [primaryKey({ columns: [table.kind, table.year] })],
);

/**
 * The invoices a payment pays (decision 049), beside the ship requests of `payment_items`:
 * `amountMinor` is the card's share, `creditMinor` the account credit spent on it when it
 * succeeds. As for ship requests, a newer payment supersedes an older open one, and the partial
 * unique indexes make a second open or a second paid payment of one invoice impossible.
 */
export const paymentInvoiceItems = pgTable(
  'payment_invoice_items',
  {
    paymentId: uuid()
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    invoiceId: uuid()
      .notNull()
      .references(() => invoices.id),
    /** The invoice's number, for the receipt. */
    invoiceNumber: text().notNull(),
    amountMinor: bigint({ mode: 'number' }).notNull(),
    creditMinor: bigint({ mode: 'number' }).notNull().default(0),
    /** What was owed when the payment opened: it pays only if that is still what is owed. */
    outstandingMinor: bigint({ mode: 'number' }).notNull(),
    isOpen: boolean().notNull().default(true),
    isPaid: boolean().notNull().default(false),
  },
  (table) => [
    primaryKey({ columns: [table.paymentId, table.invoiceId] }),
    uniqueIndex('payment_invoice_items_one_open_per_invoice')
      .on(table.invoiceId)
      .where(sql`${table.isOpen}`),
    uniqueIndex('payment_invoice_items_one_paid_per_invoice')
      .on(table.invoiceId)
      .where(sql`${table.isPaid}`),
  ],
);
