/**
 * Stable error codes and their HTTP statuses (spec section 8). The message shown to a person is
 * the i18n key `errors.<CODE>` in the caller's language; codes never change once published.
 */
export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  VALIDATION_FAILED: 400,
  UNAUTHORIZED: 401,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  RESOURCE_FORBIDDEN: 403,
  NOT_FOUND: 404,
  ROUTE_NOT_FOUND: 404,
  WAREHOUSE_NOT_FOUND: 404,
  COUNTRY_NOT_FOUND: 404,
  AIRPORT_NOT_FOUND: 404,
  TRACKING_EMPTY: 400,
  TRACKING_TOO_MANY_NUMBERS: 400,
  TRACKING_NOT_FOUND: 404,
  CAPTCHA_INVALID: 400,
  INVALID_CREDENTIALS: 400,
  ACCOUNT_LOCKED: 403,
  EMAIL_NOT_CONFIRMED: 403,
  ACCOUNT_UNDER_REVIEW: 403,
  ACCOUNT_INACTIVE: 403,
  OTP_INVALID: 400,
  OTP_EXPIRED: 400,
  SESSION_EXPIRED: 401,
  EMAIL_EXISTS: 400,
  CONFIRM_EMAIL_FAILED: 400,
  RESET_TOKEN_INVALID: 400,
  PASSWORD_USED_BEFORE: 400,
  CURRENT_PASSWORD_INCORRECT: 400,
  NEW_PASSWORD_INVALID: 400,
  USER_NOT_FOUND: 404,
  OWN_ACCOUNT_CHANGE: 400,
  TRACKING_INVALID_NUMBER: 400,
  PAYLOAD_TOO_LARGE: 413,
  TOO_MANY_REQUESTS: 429,
  INTERNAL: 500,
  BAD_GATEWAY: 502,
  SERVICE_UNAVAILABLE: 503,
  ENQUIRY_FAILED: 500,
  GENERIC: 500,
  // Packages, suite and uploads (issue 4).
  PACKAGE_NOT_FOUND: 404,
  PACKAGE_NOT_ASSOCIATED: 403,
  PACKAGE_NOT_CHANGEABLE: 409,
  SUITE_NOT_FOUND: 404,
  DOCUMENT_NOT_FOUND: 404,
  UPLOAD_FAILED: 400,
  UPLOAD_TOO_LARGE: 413,
  DOCUMENT_DELETE_FAILED: 409,
  ABANDON_FAILED: 409,
  RETURN_COMMENT_REQUIRED: 400,
  RETURN_LABEL_REQUIRED: 400,
  SERVICE_NOT_FOUND: 404,
} as const satisfies Record<string, number>;

export type ErrorCode = keyof typeof ERROR_STATUS;

export const ERROR_CODES = Object.keys(ERROR_STATUS) as ErrorCode[];

/** The catalogue's default message key for an HTTP status without a more specific code. */
export function errorCodeForStatus(status: number): ErrorCode {
  switch (status) {
    case 400:
      return 'BAD_REQUEST';
    case 401:
      return 'UNAUTHORIZED';
    case 403:
      return 'FORBIDDEN';
    case 404:
      return 'NOT_FOUND';
    case 413:
      return 'PAYLOAD_TOO_LARGE';
    case 429:
      return 'TOO_MANY_REQUESTS';
    case 500:
      return 'INTERNAL';
    case 502:
      return 'BAD_GATEWAY';
    case 503:
      return 'SERVICE_UNAVAILABLE';
    default:
      return 'GENERIC';
  }
}
