import { buildUrl } from '@/lib/api-client';
import { getLocale } from '@/lib/i18n';
import { getSessionToken } from '@/lib/session-token';

/**
 * GET /admin/prices/rate-cards.csv?at=…: the cards in force at `at`, saved as a file. The call
 * wants the bearer token, which a plain link cannot send, so the page fetches the bytes and hands
 * them to the browser through a short-lived object URL.
 */
export async function exportRateCards(at: string | undefined): Promise<void> {
  const token = getSessionToken();
  const response = await fetch(buildUrl('/admin/prices/rate-cards.csv', at ? { at } : {}), {
    headers: {
      'Accept-Language': getLocale(),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    credentials: 'omit',
  });
  if (!response.ok) {
    throw new Error(`rate card export ${response.status}`);
  }
  const href = URL.createObjectURL(await response.blob());
  const link = window.document.createElement('a');
  link.href = href;
  link.download = `rate-cards-${(at ?? new Date().toISOString()).slice(0, 10)}.csv`;
  link.hidden = true;
  window.document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
