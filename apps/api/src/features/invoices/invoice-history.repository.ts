import { schema } from '@skyparcel/db';
import type { InvoiceKind } from '@skyparcel/domain/invoices';
import {
  and,
  count,
  desc,
  eq,
  gt,
  gte,
  ilike,
  inArray,
  isNotNull,
  isNull,
  lt,
  or,
  sql,
} from 'drizzle-orm';
import { containsPattern } from '../../lib/sql-search';
import type { DbOrTx } from '../../lib/tx';

const { invoices, invoiceLines, warehouses, shipRequests, packages, packageFiles } = schema;

/** My History's filter, resolved to moments (the use case turns periods into dates). */
export type HistoryFilter = {
  userId: string;
  countryCode: string;
  from: Date;
  /** Exclusive. */
  until: Date;
  unpaidOnly: boolean;
  /** A part of the invoice number (spec section 5: a substring match). */
  numberContains: string | undefined;
  page: number;
  pageSize: number;
};

/**
 * The customer's own invoices of one warehouse country: My History is the customer's own
 * record, so the condition is the owner (a company's invoices are the SHIPPER ADMIN's Invoices
 * page). Invoices with no warehouse (an operator's manual invoice or credit note) belong to every
 * country's history. Newest first, on the (user, issued) index.
 */
function historyCondition(db: DbOrTx, filter: HistoryFilter) {
  const countryWarehouses = db
    .select({ id: warehouses.id })
    .from(warehouses)
    .where(eq(warehouses.countryCode, filter.countryCode));
  return and(
    eq(invoices.userId, filter.userId),
    or(isNull(invoices.warehouseId), inArray(invoices.warehouseId, countryWarehouses)),
    gte(invoices.issuedAt, filter.from),
    lt(invoices.issuedAt, filter.until),
    filter.unpaidOnly ? gt(invoices.outstandingMinor, 0) : undefined,
    filter.numberContains
      ? ilike(invoices.number, containsPattern(filter.numberContains))
      : undefined,
  );
}

export type HistoryRow = {
  total: number;
  id: string;
  number: string;
  kind: InvoiceKind;
  issuedAt: Date;
  dueAt: Date | null;
  currency: string;
  billedMinor: number;
  creditAppliedMinor: number;
  paidMinor: number;
  creditedMinor: number;
  outstandingMinor: number;
  orderNumber: number | null;
  airWaybillNumber: string | null;
};

export async function listHistoryInvoices(
  db: DbOrTx,
  filter: HistoryFilter,
): Promise<{ rows: HistoryRow[]; total: number }> {
  // One statement: the page and the filter's total (a window count), on the (user, issued) index.
  const rows = await db
    .select({
      id: invoices.id,
      number: invoices.number,
      kind: invoices.kind,
      issuedAt: invoices.issuedAt,
      dueAt: invoices.dueAt,
      currency: invoices.currency,
      billedMinor: invoices.billedMinor,
      creditAppliedMinor: invoices.creditAppliedMinor,
      paidMinor: invoices.paidMinor,
      creditedMinor: invoices.creditedMinor,
      outstandingMinor: invoices.outstandingMinor,
      orderNumber: shipRequests.number,
      airWaybillNumber: shipRequests.airWaybillNumber,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(invoices)
    .leftJoin(shipRequests, eq(shipRequests.id, invoices.shipRequestId))
    .where(historyCondition(db, filter))
    .orderBy(desc(invoices.issuedAt), desc(invoices.number))
    .limit(filter.pageSize)
    .offset((filter.page - 1) * filter.pageSize);
  if (rows.length > 0 || filter.page === 1) {
    return { rows, total: rows[0]?.total ?? 0 };
  }
  // Past the last page the window has no row to count on: count alone.
  const [counted] = await db
    .select({ total: count() })
    .from(invoices)
    .where(historyCondition(db, filter));
  return { rows, total: counted?.total ?? 0 };
}

export type HistoryPackageRow = {
  invoiceId: string;
  packageId: string;
  weightAmount: number;
  weightUnit: string;
  retailer: string;
  hasPhotos: boolean;
};

/** The packages named on a page of invoices' lines, with what a history row shows of them. */
export function listHistoryPackages(
  db: DbOrTx,
  userId: string,
  invoiceIds: readonly string[],
): Promise<HistoryPackageRow[]> {
  if (invoiceIds.length === 0) {
    return Promise.resolve([]);
  }
  return db
    .selectDistinct({
      invoiceId: invoiceLines.invoiceId,
      packageId: packages.id,
      weightAmount: packages.weightAmount,
      weightUnit: packages.weightUnit,
      retailer: packages.retailerName,
      hasPhotos: sql<boolean>`exists (select 1 from ${packageFiles} where ${packageFiles.packageId} = ${packages.id} and ${packageFiles.kind} = 'photo')`,
    })
    .from(invoiceLines)
    .innerJoin(packages, eq(packages.id, invoiceLines.packageId))
    .where(
      and(
        inArray(invoiceLines.invoiceId, [...invoiceIds]),
        isNotNull(invoiceLines.packageId),
        // The owner again: a line can only name the customer's own package, and this says so.
        eq(packages.userId, userId),
      ),
    );
}

/** The customer's invoices of one ship request, by its order number (the shipment report). */
export async function findOrderInvoices(db: DbOrTx, userId: string, orderSequence: number) {
  return db
    .select({
      invoiceId: invoices.id,
      shipRequestId: shipRequests.id,
      status: shipRequests.status,
      airWaybillNumber: shipRequests.airWaybillNumber,
    })
    .from(shipRequests)
    .leftJoin(
      invoices,
      and(eq(invoices.shipRequestId, shipRequests.id), eq(invoices.userId, userId)),
    )
    .where(and(eq(shipRequests.userId, userId), eq(shipRequests.number, orderSequence)))
    .orderBy(invoices.issuedAt);
}
