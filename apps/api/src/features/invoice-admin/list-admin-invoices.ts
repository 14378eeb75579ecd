import type { Db } from '@skyparcel/db';
import type { InvoiceListFilter, InvoiceListPage } from '@skyparcel/domain/invoices';
import type { Clock } from '../../lib/clock';
import { findInvoiceListPage, presentInvoiceListRow } from '../../modules/invoices';

/** GET /admin/invoices: every customer's invoices through the spec's filter (ADMIN). */
export async function listAdminInvoices(
  deps: { db: Db; clock: Clock },
  filter: InvoiceListFilter,
): Promise<InvoiceListPage> {
  const now = deps.clock();
  const { page, pageSize, ...criteria } = filter;
  const result = await findInvoiceListPage(
    deps.db,
    { kind: 'all' },
    criteria,
    { page, pageSize },
    now,
  );
  return {
    items: result.rows.map((row) => presentInvoiceListRow(row, now)),
    total: result.total,
    page,
    pageSize,
    totals: result.totals,
  };
}
