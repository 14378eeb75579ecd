import type { ErrorCode } from '@skyparcel/domain/errors';

/**
 * A failed API call: the server's stable `code`, its already localised `message`, and for
 * validation failures the i18n key of each field's message. Kept apart from the client so the
 * first page load can check `instanceof ApiError` without the zod schemas the client parses with.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: string;
  readonly fields: Record<string, string> | undefined;
  /**
   * True when the server answered in the API's error shape; false when the client made the
   * message up from the status alone (no answer at all, a proxy's page).
   */
  readonly hasServerMessage: boolean;

  constructor(options: {
    status: number;
    code: string;
    message: string;
    fields?: Record<string, string> | undefined;
    hasServerMessage?: boolean;
  }) {
    super(options.message);
    this.status = options.status;
    this.code = options.code;
    this.fields = options.fields;
    this.hasServerMessage = options.hasServerMessage ?? false;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The catalogue's bare status texts ('Invalid request', 'Not Found'): they name no cause. */
const STATUS_TEXT_CODES: ReadonlySet<string> = new Set<ErrorCode>([
  'BAD_REQUEST',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'ROUTE_NOT_FOUND',
  'INTERNAL',
  'BAD_GATEWAY',
  'SERVICE_UNAVAILABLE',
  'GENERIC',
]);

/**
 * Whether the server said why the call failed, beyond its status: the screens that have a
 * fallback of their own (the sign-in layer's, the tracking page's 'Error', spec section 8) show
 * the server's message only then.
 */
export function isSpecificApiError(error: unknown): error is ApiError {
  return isApiError(error) && error.hasServerMessage && !STATUS_TEXT_CODES.has(error.code);
}
