import { type ApiErrorBody, errorCodeForStatus } from '@skyparcel/domain/errors';
import type { z } from 'zod';
import { env } from '@/config/env';
import { ApiError } from './api-error';
import { getLocale, loadFailureTexts, translate } from './i18n';
import { endSession, getSessionToken } from './session-token';

type QueryValue = string | number | boolean | null | undefined;

type RequestOptions<T> = {
  /**
   * Names the type of the success body and nothing more: the browser trusts the answers of our
   * own API, whose routes already serialise through these schemas (decision 014). Prefer the
   * type argument, `api.get<Faq[]>(…)`, which keeps zod out of the page's bundle.
   */
  schema?: z.ZodType<T>;
  query?: Record<string, QueryValue>;
  body?: unknown;
  signal?: AbortSignal;
  /** Cookies are not sent unless a call asks for them (spec section 6). */
  credentials?: RequestCredentials;
  /** Extra headers a route reads, such as `serviceCodes` of the service charge. */
  headers?: Record<string, string>;
};

export const api = {
  get: <T>(path: string, options: RequestOptions<T> = {}) => request<T>('GET', path, options),
  post: <T>(path: string, options: RequestOptions<T> = {}) => request<T>('POST', path, options),
  put: <T>(path: string, options: RequestOptions<T> = {}) => request<T>('PUT', path, options),
  delete: <T>(path: string, options: RequestOptions<T> = {}) => request<T>('DELETE', path, options),
};

/** `/api` + path + the query without empty values. */
export function buildUrl(path: string, query: Record<string, QueryValue> = {}): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') {
      params.set(name, String(value));
    }
  }
  const search = params.toString();
  return `${env.apiBaseUrl}${path}${search ? `?${search}` : ''}`;
}

async function request<T>(method: string, path: string, options: RequestOptions<T>): Promise<T> {
  const { query, body, signal, credentials = 'omit' } = options;
  const headers: Record<string, string> = {
    ...options.headers,
    Accept: 'application/json',
    'Accept-Language': getLocale(),
  };
  // A FormData body (file uploads) sets its own multipart type with the boundary; a Blob (a file
  // sent whole, such as a carrier's scan file) goes as it is, typed by the caller's header.
  const isForm = body instanceof FormData || body instanceof Blob;
  if (body !== undefined && !isForm) {
    headers['Content-Type'] = 'application/json';
  }
  // Calls carry the bearer token from local storage when there is one (spec section 6).
  const token = getSessionToken();
  if (token) {
    headers.Authorization = `Bearer ${token}`;
  }

  let response: Response;
  try {
    response = await fetch(buildUrl(path, query), {
      method,
      headers,
      credentials,
      signal,
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
    });
  } catch (error) {
    if (signal?.aborted) {
      throw error;
    }
    throw new ApiError({ status: 0, code: 'NETWORK', message: translate('errors.GENERIC') });
  }

  const json = await readJson(response);
  if (!response.ok) {
    // Whoever shows this failure may use the catalogue's texts or the fields' messages, which
    // the first page does not load (decision 068).
    await loadFailureTexts();
    // A 401 to a call that carried a token means the session is over: log out (spec section 6).
    if (response.status === 401 && token && getSessionToken() === token) {
      endSession('expired');
    }
    throw toApiError(response.status, json);
  }
  // Typed by the caller, not checked: see `schema` above.
  return json as T;
}

async function readJson(response: Response): Promise<unknown> {
  if (response.status === 204) {
    return undefined;
  }
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

/** The server's `{ error: { code, message, fields } }`, or the catalogue text of the status. */
function toApiError(status: number, json: unknown): ApiError {
  if (isApiErrorBody(json)) {
    const { code, message, fields } = json.error;
    return new ApiError({ status, code, message, fields, hasServerMessage: true });
  }
  const code = errorCodeForStatus(status);
  return new ApiError({ status, code, message: translate(`errors.${code}`) });
}

/**
 * The shape of `ApiErrorBodySchema`, checked by hand: a proxy or a crashed server may answer with
 * anything, and this runs on every page, where zod would cost more than the whole client.
 */
function isApiErrorBody(json: unknown): json is ApiErrorBody {
  if (!isRecord(json) || !isRecord(json.error)) {
    return false;
  }
  const { code, message, fields } = json.error;
  return (
    typeof code === 'string' &&
    typeof message === 'string' &&
    (fields === undefined ||
      (isRecord(fields) && Object.values(fields).every((value) => typeof value === 'string')))
  );
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
