import type { Db } from '@skyparcel/db';
import type { AdminInvoiceListPage, InvoiceListFilter } from '@skyparcel/domain/invoices';
import type { Clock } from '../../lib/clock';
import { findCappedInvoiceListPage, presentInvoiceListRow } from '../../modules/invoices';

/**
 * GET /admin/invoices: every customer's invoices through the spec's filter (ADMIN), counted up to
 * the cap and totalled only when counted whole (decision 073).
 */
export async function listAdminInvoices(
  deps: { db: Db; clock: Clock },
  filter: InvoiceListFilter,
): Promise<AdminInvoiceListPage> {
  const now = deps.clock();
  const { page, pageSize, ...criteria } = filter;
  const result = await findCappedInvoiceListPage(
    deps.db,
    { kind: 'all' },
    criteria,
    { page, pageSize },
    now,
  );
  return {
    items: result.rows.map((row) => presentInvoiceListRow(row, now)),
    total: result.total,
    isTotalCapped: result.isTotalCapped,
    page,
    pageSize,
    totals: result.totals,
  };
}
