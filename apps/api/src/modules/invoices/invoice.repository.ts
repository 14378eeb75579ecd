import { schema } from '@skyparcel/db';
import { type InvoiceKind, type InvoiceLine, outstandingMinor } from '@skyparcel/domain/invoices';
import {
  and,
  asc,
  desc,
  eq,
  getTableColumns,
  gt,
  inArray,
  lt,
  lte,
  or,
  type Placeholder,
  type SQL,
  sql,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { isUuid } from '../../lib/is-uuid';
import { jsonRows } from '../../lib/json-rows';
import { preparedQuery } from '../../lib/prepared-query';
import type { DbOrTx, Tx } from '../../lib/tx';
import { businessCompanyOf, colleagueNameOf, type Viewer, viewerValues } from '../users';

const { invoices, invoiceLines, invoicePayments, warehouses, shipRequests, users } = schema;

export type InvoiceRow = typeof invoices.$inferSelect;
export type NewInvoice = typeof invoices.$inferInsert;
export type InvoicePaymentRow = typeof invoicePayments.$inferSelect;
export type NewInvoicePayment = Omit<typeof invoicePayments.$inferInsert, 'id' | 'createdAt'>;

/** Who reads an invoice: the signed-in user's id, role and company (decision 053's viewer). */
export type InvoiceViewer = Viewer;

/**
 * The invoices a customer owes and may pay (the cart, the debts flag, POST /payment/invoices):
 * their own, and for a business viewer (SHIPPER or SHIPPER ADMIN of a company) every invoice of
 * the company (the company at issue), as its ship requests are shared (decision 053). A colleague
 * made a CUSTOMER again is no business viewer: their own only.
 */
function customerInvoiceCondition(viewer: InvoiceViewer): SQL {
  return customerInvoiceRule(viewer.id, businessCompanyOf(viewer));
}

/** The rule with values, or with placeholders for a prepared query (`viewerValues` fills them). */
function customerInvoiceRule(
  viewerId: string | Placeholder,
  companyId: string | Placeholder | null,
): SQL {
  if (companyId === null) {
    return eq(invoices.userId, viewerId);
  }
  return or(eq(invoices.userId, viewerId), eq(invoices.companyId, companyId)) ?? sql`false`;
}

/**
 * THE viewer rule of every invoice read (issues 13 and 15), for a query's `where`: a customer's
 * own invoices and a business user's company's (`customerInvoiceCondition`), every invoice for an
 * ADMIN. Anyone else's invoice looks exactly like a missing one.
 */
export function invoiceViewerCondition(viewer: InvoiceViewer): SQL | undefined {
  return viewer.role === 'ADMIN' ? undefined : customerInvoiceCondition(viewer);
}

export async function insertInvoice(tx: Tx, values: NewInvoice): Promise<InvoiceRow> {
  const [row] = await tx.insert(invoices).values(values).returning();
  if (!row) {
    throw new Error('invoice not inserted');
  }
  return row;
}

/** Lines written per statement: one JSON parameter each (`lib/json-rows.ts`). */
const LINES_PER_STATEMENT = 5_000;

/**
 * The lines, numbered 1..n in the order given (the printed order), as one JSON parameter per
 * few thousand lines: an EDI upload's invoice has a line per booked shipment (up to 10,000), and
 * as separate parameters 16 columns a line pass PostgreSQL's 65,535 parameters (decision 054).
 */
export async function insertInvoiceLines(
  tx: Tx,
  invoiceId: string,
  lines: readonly InvoiceLine[],
): Promise<void> {
  const rows = lines.map((line, index) => ({ ...line, invoiceId, position: index + 1 }));
  for (let start = 0; start < rows.length; start += LINES_PER_STATEMENT) {
    await tx.execute(sql`
      insert into ${invoiceLines} (invoice_id, position, kind, code, description, params, hs_code,
        quantity, unit_price_minor, total_price_minor, duty_minor, duty_percent, vat_minor,
        vat_percent, excise_minor, package_id)
      select "invoiceId", position, kind, code, description, params, "hsCode", quantity,
        "unitPriceMinor", "totalPriceMinor", "dutyMinor", "dutyPercent", "vatMinor",
        "vatPercent", "exciseMinor", "packageId"
      from jsonb_to_recordset(${jsonRows(rows.slice(start, start + LINES_PER_STATEMENT))}) as r(
        "invoiceId" uuid, position integer, kind invoice_line_kind, code invoice_line_code,
        description text, params jsonb, "hsCode" text, quantity numeric, "unitPriceMinor" bigint,
        "totalPriceMinor" bigint, "dutyMinor" bigint, "dutyPercent" text, "vatMinor" bigint,
        "vatPercent" text, "exciseMinor" bigint, "packageId" uuid)`);
  }
}

/** The invoice's row, locked until the transaction ends: every balance change takes it first. */
export async function lockInvoice(tx: Tx, invoiceId: string): Promise<InvoiceRow | undefined> {
  const [row] = await tx.select().from(invoices).where(eq(invoices.id, invoiceId)).for('update');
  return row;
}

/** Invoices locked in id order (a payment of several), so two payers never deadlock. */
export function lockInvoices(tx: Tx, invoiceIds: readonly string[]): Promise<InvoiceRow[]> {
  if (invoiceIds.length === 0) {
    return Promise.resolve([]);
  }
  return tx
    .select()
    .from(invoices)
    .where(inArray(invoices.id, [...invoiceIds]))
    .orderBy(asc(invoices.id))
    .for('update');
}

/**
 * Stores a locked invoice's new balance, with `outstanding` derived by the domain's rule: the
 * only update an issued invoice ever gets.
 */
export async function updateInvoiceBalance(
  tx: Tx,
  invoice: InvoiceRow,
  change: { creditAppliedMinor?: number; paidMinor?: number; creditedMinor?: number },
): Promise<InvoiceRow> {
  const balance = {
    billedMinor: invoice.billedMinor,
    creditAppliedMinor: invoice.creditAppliedMinor + (change.creditAppliedMinor ?? 0),
    paidMinor: invoice.paidMinor + (change.paidMinor ?? 0),
    creditedMinor: invoice.creditedMinor + (change.creditedMinor ?? 0),
  };
  const [row] = await tx
    .update(invoices)
    .set({ ...balance, outstandingMinor: outstandingMinor(balance) })
    .where(eq(invoices.id, invoice.id))
    .returning();
  if (!row) {
    throw new Error(`invoice ${invoice.id} vanished`);
  }
  return row;
}

/** Records money that reached an invoice; `false` when this payment was already recorded. */
export async function insertInvoicePayment(tx: Tx, values: NewInvoicePayment): Promise<boolean> {
  const inserted = await tx
    .insert(invoicePayments)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: invoicePayments.id });
  return inserted.length > 0;
}

/** The viewer's payable invoices of these ids (others and malformed ids match nothing). */
export function findOwnedInvoices(
  db: DbOrTx,
  viewer: InvoiceViewer,
  invoiceIds: readonly string[],
): Promise<InvoiceRow[]> {
  const wanted = invoiceIds.filter(isUuid);
  if (wanted.length === 0) {
    return Promise.resolve([]);
  }
  return db
    .select()
    .from(invoices)
    .where(and(customerInvoiceCondition(viewer), inArray(invoices.id, wanted)));
}

const creditedInvoices = alias(invoices, 'credited_invoices');

/** One invoice as its page shows it, if the viewer may see it (the viewer rule in the where). */
export async function findInvoiceRowForViewer(
  db: DbOrTx,
  viewer: InvoiceViewer,
  invoiceId: string,
) {
  const [row] = await db
    .select({
      invoice: invoices,
      warehouse: {
        id: warehouses.id,
        code: warehouses.code,
        countryCode: warehouses.countryCode,
      },
      shipRequest: {
        id: shipRequests.id,
        number: shipRequests.number,
        airWaybillNumber: shipRequests.airWaybillNumber,
      },
      creditsInvoice: { id: creditedInvoices.id, number: creditedInvoices.number },
      doneByName: sql<string | null>`${users.firstName} || ' ' || ${users.lastName}`,
    })
    .from(invoices)
    .leftJoin(warehouses, eq(warehouses.id, invoices.warehouseId))
    .leftJoin(shipRequests, eq(shipRequests.id, invoices.shipRequestId))
    .leftJoin(creditedInvoices, eq(creditedInvoices.id, invoices.creditsInvoiceId))
    .leftJoin(users, eq(users.id, invoices.doneBy))
    .where(and(eq(invoices.id, invoiceId), invoiceViewerCondition(viewer)));
  return row;
}
export type InvoiceReadRow = NonNullable<Awaited<ReturnType<typeof findInvoiceRowForViewer>>>;

/**
 * An invoice's lines in print order: all, or one page of them (`page` from 1), found by the
 * (invoice, position) key: a page of a 10,000-line invoice reads its own rows only.
 */
export async function listInvoiceLines(
  db: DbOrTx,
  invoiceId: string,
  page?: { page: number; pageSize: number },
): Promise<InvoiceLine[]> {
  const where = page
    ? and(
        eq(invoiceLines.invoiceId, invoiceId),
        gt(invoiceLines.position, (page.page - 1) * page.pageSize),
        lte(invoiceLines.position, page.page * page.pageSize),
      )
    : eq(invoiceLines.invoiceId, invoiceId);
  const rows = await db
    .select()
    .from(invoiceLines)
    .where(where)
    .orderBy(asc(invoiceLines.position));
  return rows.map(({ invoiceId: _invoice, position: _position, ...line }) => line);
}

/** How many lines an invoice has: its last position, since positions run 1..n. */
export async function countInvoiceLines(db: DbOrTx, invoiceId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`coalesce(max(${invoiceLines.position}), 0)::int` })
    .from(invoiceLines)
    .where(eq(invoiceLines.invoiceId, invoiceId));
  return Number(row?.count ?? 0);
}

export function listInvoicePayments(db: DbOrTx, invoiceId: string): Promise<InvoicePaymentRow[]> {
  return db
    .select()
    .from(invoicePayments)
    .where(eq(invoicePayments.invoiceId, invoiceId))
    .orderBy(asc(invoicePayments.paidAt), asc(invoicePayments.createdAt));
}

/** The credit notes that took back (part of) an invoice, oldest first. */
export function listCreditNotesOf(
  db: DbOrTx,
  invoiceId: string,
): Promise<{ id: string; number: string; amountMinor: number }[]> {
  return db
    .select({ id: invoices.id, number: invoices.number, amountMinor: invoices.billedMinor })
    .from(invoices)
    .where(and(eq(invoices.creditsInvoiceId, invoiceId), eq(invoices.kind, 'credit_note')))
    .orderBy(asc(invoices.issuedAt));
}

/** An owed invoice with whose it is: a colleague's name, null for the viewer's own. */
export type OwedInvoiceRow = InvoiceRow & { ownerName: string | null };

/**
 * The invoices still owed that the viewer may pay (their own, a business viewer's company's),
 * oldest due first (the cart, the debts rule), each naming a colleague owner (decision 053: an
 * EDI upload's invoice is its uploader's). Credit notes are never owed.
 */
export function listOwedInvoices(db: DbOrTx, viewer: InvoiceViewer): Promise<OwedInvoiceRow[]> {
  return db
    .select({ ...getTableColumns(invoices), ownerName: colleagueNameOf(invoices.userId, viewer) })
    .from(invoices)
    .where(and(customerInvoiceCondition(viewer), gt(invoices.outstandingMinor, 0)))
    .orderBy(asc(invoices.dueAt), asc(invoices.issuedAt));
}

/** Whether an invoice the viewer may pay is owed past its due date (GET /state's debts). */
export async function hasOverdueInvoiceRow(db: DbOrTx, viewer: InvoiceViewer, now: Date) {
  const { isBusiness, values } = viewerValues(viewer);
  const query = isBusiness ? overdueOfCompanyQuery : overdueOwnQuery;
  const [row] = await query(db, { ...values, now: now.toISOString() });
  return row !== undefined;
}

function overdueInvoices(db: DbOrTx, isBusiness: boolean) {
  return db
    .select({ id: invoices.id })
    .from(invoices)
    .where(
      and(
        customerInvoiceRule(
          sql.placeholder('viewerId'),
          isBusiness ? sql.placeholder('companyId') : null,
        ),
        gt(invoices.outstandingMinor, 0),
        lt(invoices.dueAt, sql.placeholder('now')),
      ),
    )
    .limit(1);
}

/**
 * For the caller's one GET /state statement (features/user-state): whether an invoice the viewer
 * may pay is owed past the placeholder `now`, with the placeholders `viewerId` and `companyId`.
 */
export function hasOverdueInvoiceSql(isBusiness: boolean): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${invoices}
    where ${customerInvoiceRule(sql.placeholder('viewerId'), isBusiness ? sql.placeholder('companyId') : null)}
      and ${invoices.outstandingMinor} > 0 and ${invoices.dueAt} < ${sql.placeholder('now')})`;
}

// Prepared, one per viewer shape: GET /state's debts flag (lib/prepared-query.ts).
const overdueOwnQuery = preparedQuery('has_overdue_invoice', (db) => overdueInvoices(db, false));
const overdueOfCompanyQuery = preparedQuery('has_overdue_invoice_of_company', (db) =>
  overdueInvoices(db, true),
);

/** The invoices of a ship request (its shipping invoice, packing's additional one), by kind. */
export function listInvoicesOfShipRequest(
  db: DbOrTx,
  shipRequestId: string,
  kinds?: readonly InvoiceKind[],
): Promise<InvoiceRow[]> {
  return db
    .select()
    .from(invoices)
    .where(
      and(
        eq(invoices.shipRequestId, shipRequestId),
        kinds ? inArray(invoices.kind, [...kinds]) : undefined,
      ),
    )
    .orderBy(asc(invoices.issuedAt));
}

/**
 * The viewer's invoices, newest first, a page at a time (the viewer rule in the where): the base
 * of My History, the company's page and the operators' list, which add their own conditions.
 */
export function listInvoicesOf(
  db: DbOrTx,
  viewer: InvoiceViewer,
  {
    where,
    page = 1,
    pageSize = 20,
  }: { where?: SQL | undefined; page?: number; pageSize?: number } = {},
): Promise<InvoiceRow[]> {
  return db
    .select()
    .from(invoices)
    .where(and(invoiceViewerCondition(viewer), where))
    .orderBy(desc(invoices.issuedAt), desc(invoices.number))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
}
