import { ERROR_STATUS, type ErrorCode } from './error-codes';

/** A failure with a stable code; the server's error handler turns it into the wire shape. */
export class AppError extends Error {
  override readonly name = 'AppError';
  readonly code: ErrorCode;
  readonly status: number;
  /** Field name -> i18n key, for forms. */
  readonly fields: Record<string, string> | undefined;
  /** Values interpolated into the localised message (for example `{ id }`). */
  readonly params: Record<string, string> | undefined;

  constructor(
    code: ErrorCode,
    options: { fields?: Record<string, string>; params?: Record<string, string> } = {},
  ) {
    super(code);
    this.code = code;
    this.status = ERROR_STATUS[code];
    this.fields = options.fields;
    this.params = options.params;
  }
}
