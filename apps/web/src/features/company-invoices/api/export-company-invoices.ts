import type { InvoiceListFilter } from '@skyparcel/domain/invoices';
import { buildUrl } from '@/lib/api-client';
import { downloadAuthorisedFile } from '@/lib/authorised-file';

/** GET /Invoices/skec.csv with the page's filter (every match, not one page), saved as a file. */
export function exportCompanyInvoices(filter: InvoiceListFilter): Promise<void> {
  const { page: _page, pageSize: _pageSize, ...query } = filter;
  return downloadAuthorisedFile(
    buildUrl('/Invoices/skec.csv', query),
    `invoices-${new Date().toISOString().slice(0, 10)}.csv`,
    'invoice export',
  );
}
