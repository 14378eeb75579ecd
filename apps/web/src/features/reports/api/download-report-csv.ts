import type { ReportName, ReportQuery } from '@skyparcel/domain/reports';
import { buildUrl } from '@/lib/api-client';
import { getLocale } from '@/lib/i18n';
import { getSessionToken } from '@/lib/session-token';

/**
 * GET /reports/{name}.csv with the page's filter, saved as a file. The call wants the bearer
 * token, which a plain link cannot send, so the bytes come through fetch and a short-lived
 * object URL (as the invoices' export does).
 */
export async function downloadReportCsv(name: ReportName, filter: ReportQuery): Promise<void> {
  const token = getSessionToken();
  const response = await fetch(buildUrl(`/reports/${name}.csv`, filter), {
    headers: {
      'Accept-Language': getLocale(),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    credentials: 'omit',
  });
  if (!response.ok) {
    throw new Error(`report export ${response.status}`);
  }
  const href = URL.createObjectURL(await response.blob());
  const link = window.document.createElement('a');
  link.href = href;
  link.download = `${name}-${new Date().toISOString().slice(0, 10)}.csv`;
  link.hidden = true;
  window.document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
