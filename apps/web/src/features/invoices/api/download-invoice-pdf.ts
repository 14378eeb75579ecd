import { buildUrl } from '@/lib/api-client';
import { getLocale } from '@/lib/i18n';
import { getSessionToken } from '@/lib/session-token';

/**
 * GET /invoices/{id}/pdf as a download. The call wants the bearer token, which a plain link
 * cannot send: the PDF is fetched with it and saved through an object URL (decision 050).
 */
export async function downloadInvoicePdf(invoiceId: string, fileName: string): Promise<void> {
  const token = getSessionToken();
  const response = await fetch(buildUrl(`/invoices/${encodeURIComponent(invoiceId)}/pdf`), {
    headers: {
      'Accept-Language': getLocale(),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    credentials: 'omit',
  });
  if (!response.ok) {
    throw new Error(`invoice pdf ${response.status}`);
  }
  const href = URL.createObjectURL(await response.blob());
  const link = window.document.createElement('a');
  link.href = href;
  link.download = fileName;
  link.hidden = true;
  window.document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 60_000);
}
