import type { Db } from '@skyparcel/db';
import type { InvoiceListFilter } from '@skyparcel/domain/invoices';
import { currencyDecimals } from '@skyparcel/domain/money';
import type { Clock } from '../../lib/clock';
import { writeCsv } from '../../lib/csv-writer';
import { findInvoiceListRows, presentInvoiceListRow } from '../../modules/invoices';
import type { SessionUser } from '../../plugins/auth';
import { companyScopeOf } from './company-scope';

/** The CSV's columns, in order (codes, not texts: a spreadsheet reads them in any language). */
export const COMPANY_INVOICE_CSV_COLUMNS = [
  'invoice_number',
  'type',
  'issued_on',
  'due_on',
  'customer',
  'email',
  'suite_number',
  'order_number',
  'origin',
  'destination',
  'currency',
  'billed',
  'paid',
  'credited',
  'outstanding',
  'payment_status',
] as const;

/** A CSV is a list, not a backup: past this many rows the filter must narrow it. */
export const MAX_CSV_ROWS = 10_000;

/**
 * GET /Invoices/skec.csv (SHIPPER ADMIN): every invoice of the company the filter matches (not
 * only one page), newest first, amounts in major units of their currency (csv-stringify, as the
 * rate cards' export, decision 040).
 */
export async function exportCompanyInvoicesCsv(
  deps: { db: Db; clock: Clock },
  user: SessionUser,
  filter: InvoiceListFilter,
): Promise<string> {
  const scope = companyScopeOf(user);
  const now = deps.clock();
  const { page: _page, pageSize: _pageSize, ...criteria } = filter;
  const rows = await findInvoiceListRows(deps.db, scope, criteria, MAX_CSV_ROWS, now);
  const lines = rows.map((data) => {
    const row = presentInvoiceListRow(data, now);
    const decimals = currencyDecimals(row.currency);
    const major = (minor: number) => (minor / 10 ** decimals).toFixed(decimals);
    return [
      row.number,
      row.kind,
      row.issuedAt.slice(0, 10),
      row.dueAt?.slice(0, 10) ?? '',
      row.customer.name,
      row.customer.email,
      row.customer.suiteNumber ?? '',
      row.orderNumber ?? '',
      row.origin ?? '',
      row.destination ?? '',
      row.currency,
      major(row.billedMinor),
      major(row.paidMinor),
      major(row.creditedMinor),
      major(row.outstandingMinor),
      row.paymentStatus,
    ];
  });
  return writeCsv([[...COMPANY_INVOICE_CSV_COLUMNS], ...lines]);
}
