import { buildUrl } from '@/lib/api-client';
import { getLocale } from '@/lib/i18n';
import { getSessionToken } from '@/lib/session-token';

/**
 * A file of the EDI booking calls (template, labels PDF, report CSV, problems CSV), saved by the
 * browser. The calls want the bearer token, which a plain link cannot send, so the bytes are
 * fetched and handed over through a short-lived object URL (as the invoices' export does).
 */
export async function downloadEdiFile(
  request: { method: 'GET' | 'POST'; path: string; query?: Record<string, string>; body?: unknown },
  fileName: string,
): Promise<void> {
  const token = getSessionToken();
  const response = await fetch(buildUrl(request.path, request.query), {
    method: request.method,
    headers: {
      'Accept-Language': getLocale(),
      ...(request.body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: request.body === undefined ? undefined : JSON.stringify(request.body),
    credentials: 'omit',
  });
  if (!response.ok) {
    throw new Error(`${request.path} ${response.status}`);
  }
  const href = URL.createObjectURL(await response.blob());
  const link = window.document.createElement('a');
  link.href = href;
  link.download = fileName;
  link.hidden = true;
  window.document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
