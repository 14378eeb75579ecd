/** Socket failures: the server is down, restarting, or out of reach. */
const CONNECTION_ERRNOS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs that mean "not now" rather than "wrong query": class 08 (connection exception),
 * 57P01-57P03 (shut down by an administrator, crashed, starting up), 57014 (cancelled by the
 * statement timeout), 53300 (too many connections).
 */
function isUnavailableSqlState(code: string): boolean {
  return (
    code.startsWith('08') ||
    code === '57P01' ||
    code === '57P02' ||
    code === '57P03' ||
    code === '57014' ||
    code === '53300'
  );
}

/** node-postgres reports its own timeouts and lost connections as plain errors without a code. */
const DRIVER_MESSAGES = [
  /^Connection terminated/,
  /timeout exceeded when trying to connect/,
  /^Query read timeout$/,
  /^Client has encountered a connection error/,
];

function isUnavailableError(error: Error): boolean {
  const code = 'code' in error && typeof error.code === 'string' ? error.code : undefined;
  if (code && (CONNECTION_ERRNOS.has(code) || isUnavailableSqlState(code))) {
    return true;
  }
  return DRIVER_MESSAGES.some((pattern) => pattern.test(error.message));
}

/**
 * True when a failure means the database cannot answer now (down, unreachable, timed out), so
 * the caller should try again later (503) rather than report a bug (500). Drizzle wraps driver
 * errors (`cause`); a connection attempt to several addresses fails as an AggregateError.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth += 1) {
    if (isUnavailableError(current)) {
      return true;
    }
    if (current instanceof AggregateError && current.errors.some(isDatabaseUnavailable)) {
      return true;
    }
    current = current.cause;
  }
  return false;
}
