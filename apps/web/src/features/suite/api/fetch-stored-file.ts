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
