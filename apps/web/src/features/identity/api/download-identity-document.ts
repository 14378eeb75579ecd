import type { IdentityDocument } from '@skyparcel/domain/profile';
import { getLocale } from '@/lib/i18n';
import { getSessionToken } from '@/lib/session-token';

/**
 * Saves an ID document under its own name. Its route wants the bearer token, which a plain link
 * cannot send, so the browser fetches it and hands a short-lived object URL to a download link
 * (as the suite's documents do).
 */
export async function downloadIdentityDocument(document: IdentityDocument): Promise<void> {
  const token = getSessionToken();
  const response = await fetch(document.url, {
    headers: {
      'Accept-Language': getLocale(),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    credentials: 'omit',
  });
  if (!response.ok) {
    throw new Error(`identity document ${response.status}`);
  }
  const href = URL.createObjectURL(await response.blob());
  const link = window.document.createElement('a');
  link.href = href;
  link.download = document.fileName;
  link.hidden = true;
  window.document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
