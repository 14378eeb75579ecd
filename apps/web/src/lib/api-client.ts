import { ApiErrorBodySchema, errorCodeForStatus } from '@skyparcel/domain/errors';
import i18next from 'i18next';
import type { z } from 'zod';
import { env } from '@/config/env';
import { ApiError } from './api-error';
import { getLocale } from './i18n';
import { endSession, getSessionToken } from './session-token';

type QueryValue = string | number | boolean | null | undefined;

type RequestOptions<T> = {
  /** Validates the success body; the call fails with an ApiError when it does not match. */
  schema: z.ZodType<T>;
  query?: Record<string, QueryValue>;
  body?: unknown;
  signal?: AbortSignal;
  /** Cookies are not sent unless a call asks for them (spec section 6). */
  credentials?: RequestCredentials;
};

export const api = {
  get: <T>(path: string, options: RequestOptions<T>) => request('GET', path, options),
  post: <T>(path: string, options: RequestOptions<T>) => request('POST', path, options),
  put: <T>(path: string, options: RequestOptions<T>) => request('PUT', path, options),
  delete: <T>(path: string, options: RequestOptions<T>) => request('DELETE', path, options),
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
  const { schema, query, body, signal, credentials = 'omit' } = options;
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': getLocale(),
  };
  if (body !== undefined) {
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
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (error) {
    if (signal?.aborted) {
      throw error;
    }
    throw new ApiError({ status: 0, code: 'NETWORK', message: i18next.t('errors.GENERIC') });
  }

  const json = await readJson(response);
  if (!response.ok) {
    // A 401 to a call that carried a token means the session is over: log out (spec section 6).
    if (response.status === 401 && token && getSessionToken() === token) {
      endSession('expired');
    }
    throw toApiError(response.status, json);
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    throw new ApiError({
      status: response.status,
      code: 'INVALID_RESPONSE',
      message: i18next.t('errors.GENERIC'),
    });
  }
  return parsed.data;
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
  const parsed = ApiErrorBodySchema.safeParse(json);
  if (parsed.success) {
    return new ApiError({ status, ...parsed.data.error });
  }
  const code = errorCodeForStatus(status);
  return new ApiError({ status, code, message: i18next.t(`errors.${code}`) });
}
