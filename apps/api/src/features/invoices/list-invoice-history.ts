import {
  type InvoiceHistoryItem,
  type InvoiceHistoryPage,
  type InvoiceHistoryQuery,
  invoicePaymentStatus,
} from '@skyparcel/domain/invoices';
import { formatOrderNumber } from '@skyparcel/domain/ship-requests';
import { lbToKg } from '@skyparcel/domain/units';
import type { DbOrTx } from '../../lib/tx';
import { listHistoryInvoices, listHistoryPackages } from './invoice-history.repository';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * My History (spec sections 2, 7, 9): the customer's invoices and pending payments of one
 * warehouse country, in the last 30, 60 or 90 days or between two dates (whole UTC days, both
 * included), unpaid only when asked, the number containing what was typed; newest first, a page
 * at a time, each with the packages it is about. Two queries for the page, one for its packages.
 */
export async function listInvoiceHistory(
  db: DbOrTx,
  userId: string,
  countryCode: string,
  invoiceNumber: string | undefined,
  query: InvoiceHistoryQuery,
  now: Date,
): Promise<InvoiceHistoryPage> {
  const { from, until } = historyPeriodOf(query, now);
  const { rows, total } = await listHistoryInvoices(db, {
    userId,
    countryCode: countryCode.toUpperCase(),
    from,
    until,
    unpaidOnly: query.unpaidOnly,
    numberContains: invoiceNumber?.trim() || undefined,
    page: query.page,
    pageSize: query.pageSize,
  });
  const packages = await listHistoryPackages(
    db,
    userId,
    rows.map((row) => row.id),
  );
  const items = rows.map(
    (row): InvoiceHistoryItem => ({
      invoiceId: row.id,
      invoiceNumber: row.number,
      kind: row.kind,
      issuedAt: row.issuedAt.toISOString(),
      currency: row.currency,
      billedMinor: row.billedMinor,
      outstandingMinor: row.outstandingMinor,
      paymentStatus: invoicePaymentStatus(row, row.dueAt, now),
      myHistoryVMs: packages
        .filter((item) => item.invoiceId === row.id)
        .map((item) => ({
          packageId: item.packageId,
          weightGrams: Math.round(
            (item.weightUnit === 'Lb' ? lbToKg(item.weightAmount) : item.weightAmount) * 1000,
          ),
          shipmentDetails: {
            orderNumber: row.orderNumber === null ? null : formatOrderNumber(row.orderNumber),
            airWaybillNumber: row.airWaybillNumber,
            retailer: item.retailer,
            hasPhotos: item.hasPhotos,
          },
        })),
    }),
  );
  return { items, total, page: query.page, pageSize: query.pageSize };
}

/**
 * The half-open instants [from, until) of a history period: the last 30, 60 or 90 days of 24
 * hours up to now, or the custom range's whole UTC days (decision 058).
 */
export function historyPeriodOf(
  query: Pick<InvoiceHistoryQuery, 'period' | 'dateFrom' | 'dateTo'>,
  now: Date,
): { from: Date; until: Date } {
  if (query.period === 'custom' && query.dateFrom && query.dateTo) {
    return {
      from: new Date(`${query.dateFrom}T00:00:00.000Z`),
      until: new Date(new Date(`${query.dateTo}T00:00:00.000Z`).getTime() + DAY_MS),
    };
  }
  const days = query.period === 'custom' ? 30 : Number(query.period);
  return { from: new Date(now.getTime() - days * DAY_MS), until: new Date(now.getTime() + 1) };
}
