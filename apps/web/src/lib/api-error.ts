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

  constructor(options: {
    status: number;
    code: string;
    message: string;
    fields?: Record<string, string> | undefined;
  }) {
    super(options.message);
    this.status = options.status;
    this.code = options.code;
    this.fields = options.fields;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
