import { getLocale } from '@/lib/i18n';
import { getSessionToken } from '@/lib/session-token';

/**
 * The bytes of a stored photo or document. Their routes want the bearer token, which an
 * `<img src>` or a plain link cannot send, so the browser fetches them and shows or saves a
 * blob: URL (the CSP allows `blob:` images).
 */
export async function fetchStoredFile(url: string, signal?: AbortSignal): Promise<Blob> {
  const token = getSessionToken();
  const response = await fetch(url, {
    headers: {
      'Accept-Language': getLocale(),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    credentials: 'omit',
    signal,
  });
  if (!response.ok) {
    throw new Error(`stored file ${response.status}`);
  }
  return response.blob();
}

/**
 * Saves a stored file under its own name: fetched with the token, then handed to the browser as
 * a download through a short-lived object URL.
 */
export async function downloadStoredFile(url: string, fileName: string): Promise<void> {
  const blob = await fetchStoredFile(url);
  const href = URL.createObjectURL(blob);
  const link = window.document.createElement('a');
  link.href = href;
  link.download = fileName;
  link.hidden = true;
  window.document.body.append(link);
  link.click();
  link.remove();
  // The browser has the bytes once the download starts; give it a moment to begin.
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
