import type { LoyaltyEnrolment, Session } from '@skyparcel/domain/accounts';
import { errorCodeForStatus } from '@skyparcel/domain/errors';
import { env } from '@/config/env';
import { buildUrl } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { getLocale, translate } from '@/lib/i18n';

/** What the provider put on /authsuccess: the code, the state and, per RFC 9207, its issuer. */
export type LoyaltyCallback = { code: string; state: string; iss: string | null };

export type LoyaltyExchange =
  | { kind: 'session'; session: Session }
  | { kind: 'enrolment'; enrolment: LoyaltyEnrolment };

const inFlight = new Map<string, Promise<LoyaltyExchange>>();

/**
 * Once per code: a code works once at the provider, and React's strict mode (or a re-render)
 * must not spend it twice, so every caller with the same code shares one exchange.
 */
export function exchangeLoyaltyCodeOnce(callback: LoyaltyCallback): Promise<LoyaltyExchange> {
  const pending = inFlight.get(callback.code) ?? exchangeLoyaltyCode(callback);
  inFlight.set(callback.code, pending);
  return pending;
}

/**
 * POST /Login/{programme}/Token (spec section 7, ADR 016): the code as plain text, the state
 * and issuer beside it, and the state cookie the portal set when the sign-in started. A 200
 * answers the token as text; a 202 the enrolment of a member without an account yet.
 */
async function exchangeLoyaltyCode(callback: LoyaltyCallback): Promise<LoyaltyExchange> {
  const response = await send(
    buildUrl(`/Login/${env.loyaltyProgramme}/Token`, {
      state: callback.state,
      iss: callback.iss,
    }),
    {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain', Accept: 'text/plain, application/json' },
      body: callback.code,
      // The state cookie binds the code to the browser that started the sign-in.
      credentials: 'same-origin',
    },
  );
  if (response.status === 202) {
    return { kind: 'enrolment', enrolment: (await response.json()) as LoyaltyEnrolment };
  }
  const token = (await response.text()).trim();
  return { kind: 'session', session: await readSession(token) };
}

/** The token's expiry and role, which the text answer does not carry (POST /login/refresh). */
async function readSession(token: string): Promise<Session> {
  const response = await send(buildUrl('/login/refresh'), {
    method: 'POST',
    headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
  });
  return (await response.json()) as Session;
}

async function send(url: string, init: RequestInit): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(url, {
      credentials: 'omit',
      ...init,
      headers: { 'Accept-Language': getLocale(), ...init.headers },
    });
  } catch {
    throw new ApiError({ status: 0, code: 'NETWORK', message: translate('errors.GENERIC') });
  }
  if (response.status >= 200 && response.status < 300) {
    return response;
  }
  throw await toApiError(response);
}

/** The server's localised `{ error: { code, message } }`, else the catalogue text of the status. */
async function toApiError(response: Response): Promise<ApiError> {
  const body: unknown = await response.json().catch(() => undefined);
  const error =
    typeof body === 'object' && body !== null && 'error' in body ? body.error : undefined;
  if (
    typeof error === 'object' &&
    error !== null &&
    'code' in error &&
    'message' in error &&
    typeof error.code === 'string' &&
    typeof error.message === 'string'
  ) {
    return new ApiError({
      status: response.status,
      code: error.code,
      message: error.message,
      hasServerMessage: true,
    });
  }
  const code = errorCodeForStatus(response.status);
  return new ApiError({ status: response.status, code, message: translate(`errors.${code}`) });
}
