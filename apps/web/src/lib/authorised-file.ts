import { getLocale } from './i18n';
import { getSessionToken } from './session-token';

export type AuthorisedFileRequest = {
  method?: 'GET' | 'POST';
  /** A JSON body, for the POST calls that answer a file (EDI labels, booking report). */
  body?: unknown;
  signal?: AbortSignal;
};

/**
 * The bytes of a call that answers a file. Such calls want the bearer token, which a plain link
 * or an `<img src>` cannot send, so the browser fetches them itself, without cookies, in the
 * reader's language (the same headers as `api-client`). `what` names the file in the error.
 */
export async function fetchAuthorisedFile(
  url: string,
  what: string,
  { method = 'GET', body, signal }: AuthorisedFileRequest = {},
): Promise<Response> {
  const token = getSessionToken();
  const response = await fetch(url, {
    method,
    headers: {
      'Accept-Language': getLocale(),
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: 'omit',
    signal,
  });
  if (!response.ok) {
    throw new Error(`${what} ${response.status}`);
  }
  return response;
}

/**
 * Hands bytes to the browser as a download named `fileName`, through a short-lived object URL:
 * the browser has them once the download starts, so the URL is released a minute later.
 */
export function saveBlob(blob: Blob, fileName: string): void {
  const href = URL.createObjectURL(blob);
  const link = window.document.createElement('a');
  link.href = href;
  link.download = fileName;
  link.hidden = true;
  window.document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 60_000);
}

/**
 * Fetches a file with the token and saves it. The name is `fileName`, or the server's
 * Content-Disposition name when `fileName` is a fallback (`{ fallback }`).
 */
export async function downloadAuthorisedFile(
  url: string,
  fileName: string | { fallback: string },
  what: string,
  request: AuthorisedFileRequest = {},
): Promise<void> {
  const response = await fetchAuthorisedFile(url, what, request);
  const name =
    typeof fileName === 'string'
      ? fileName
      : (/filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ??
        fileName.fallback);
  saveBlob(await response.blob(), name);
}
