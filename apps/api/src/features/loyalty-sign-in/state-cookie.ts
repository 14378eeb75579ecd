/**
 * The OAuth `state` of a loyalty sign-in, also kept in an HttpOnly cookie of the browser that
 * started it. The token call must present both, so a code obtained in someone else's browser
 * (a link to /authsuccess?code=…&state=…) cannot sign this browser in (login CSRF).
 */
export const STATE_COOKIE = 'skyparcel_loyalty_state';

/** `/api` because the token path's case varies (`/api/Login/…` and `/api/login/…`). */
const COOKIE_PATH = '/api';

export function serializeStateCookie(state: string, maxAgeSeconds: number, secure: boolean) {
  return [
    `${STATE_COOKIE}=${state}`,
    `Path=${COOKIE_PATH}`,
    `Max-Age=${maxAgeSeconds}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

export function serializeClearedStateCookie(secure: boolean) {
  return serializeStateCookie('', 0, secure);
}

/** The cookie's value from a Cookie header; state values are base64url, nothing to decode. */
export function readStateCookie(header: string | undefined): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === STATE_COOKIE && value.length > 0) {
      return value.join('=') || undefined;
    }
  }
  return undefined;
}
