import type { InvoiceListFilter } from '@skyparcel/domain/invoices';
import { buildUrl } from '@/lib/api-client';
import { getLocale } from '@/lib/i18n';
import { getSessionToken } from '@/lib/session-token';

/**
 * GET /Invoices/skec.csv with the page's filter, saved as a file. The call wants the bearer
 * token, which a plain link cannot send, so the page fetches the bytes and hands them to the
 * browser through a short-lived object URL (as the rate cards' export does).
 */
export async function exportCompanyInvoices(filter: InvoiceListFilter): Promise<void> {
  const token = getSessionToken();
  const { page: _page, pageSize: _pageSize, ...query } = filter;
  const response = await fetch(buildUrl('/Invoices/skec.csv', query), {
    headers: {
      'Accept-Language': getLocale(),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    credentials: 'omit',
  });
  if (!response.ok) {
    throw new Error(`invoice export ${response.status}`);
  }
  const href = URL.createObjectURL(await response.blob());
  const link = window.document.createElement('a');
  link.href = href;
  link.download = `invoices-${new Date().toISOString().slice(0, 10)}.csv`;
  link.hidden = true;
  window.document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
