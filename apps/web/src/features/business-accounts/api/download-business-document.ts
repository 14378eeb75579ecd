import { getLocale } from '@/lib/i18n';
import { getSessionToken } from '@/lib/session-token';

/**
 * Saves a trade license document (an application's or a renewal's) under its own name. Its route wants the bearer token, which a
 * plain link cannot send, so the browser fetches it and hands a short-lived object URL to a
 * download link (as the identity documents do).
 */
export async function downloadBusinessDocument(application: {
  document: { url: string; fileName: string };
}): Promise<void> {
  const token = getSessionToken();
  const response = await fetch(application.document.url, {
    headers: {
      'Accept-Language': getLocale(),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    credentials: 'omit',
  });
  if (!response.ok) {
    throw new Error(`business document ${response.status}`);
  }
  const href = URL.createObjectURL(await response.blob());
  const link = window.document.createElement('a');
  link.href = href;
  link.download = application.document.fileName;
  link.hidden = true;
  window.document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
