import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import { stdSerializers } from 'pino';

/**
 * Query parameters whose values are secrets: the e-mailed confirmation (`token`), reset
 * (`resetToken`) and admin-return (`adminToken`) links, the loyalty provider's `code` and
 * `state`, the signed unsubscribe link's and the EDI progress's `key` (each works without a
 * session), and anything else named like a token, password, secret, key or code.
 */
const SECRET_PARAMETER = String.raw`[\w.-]*(?:token|password|secret|code_verifier|otp|key)|code|state|nonce`;
const SECRET_IN_URL = new RegExp(String.raw`([?&;](?:${SECRET_PARAMETER})=)[^&#\s"']*`, 'gi');
/** Drizzle's query errors append the statement's values ("params: …"): rows, codes, hashes. */
const QUERY_PARAMS = /\nparams: .*/g;

export const REDACTED = '[redacted]';

/** The text with every secret query value and every failed query's values replaced. */
export function redactSecrets(text: string): string {
  return text.replace(SECRET_IN_URL, `$1${REDACTED}`).replace(QUERY_PARAMS, '\nparams: [redacted]');
}

/** Fastify's request line (method, url, host, address) with the url's secrets redacted. */
function serializeRequest(request: FastifyRequest) {
  const version = request.headers['accept-version'];
  return {
    method: request.method,
    url: redactSecrets(request.url),
    version: typeof version === 'string' ? version : undefined,
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** pino's error shape, without the bound values of a failed query and with its texts redacted. */
function serializeError(error: Error) {
  const { params: _params, ...fields } = stdSerializers.err(error);
  for (const key of Object.keys(fields)) {
    const value = fields[key];
    if (typeof value === 'string') {
      fields[key] = redactSecrets(value);
    }
  }
  return {
    ...fields,
    type: fields.type,
    message: redactSecrets(fields.message),
    stack: redactSecrets(fields.stack),
  };
}

type LoggerOptions = Exclude<NonNullable<FastifyServerOptions['logger']>, boolean>;

/**
 * Tokens, codes and passwords never reach a log line (issue 10): headers and known body fields
 * are cut by pino's redaction; urls, error messages and plain log texts (Fastify's 'Route GET:/…
 * not found') through the serializers and the log hook, because redaction sees only object keys.
 */
export const SECRET_SAFE_LOGGING = {
  redact: {
    paths: [
      'req.headers.authorization',
      'req.headers.cookie',
      'res.headers["set-cookie"]',
      '*.password',
      '*.newPassword',
      '*.oldPassword',
      '*.token',
    ],
    censor: REDACTED,
  },
  serializers: { req: serializeRequest, err: serializeError },
  hooks: {
    logMethod(args, method) {
      const redacted = args.map((arg) => (typeof arg === 'string' ? redactSecrets(arg) : arg));
      method.apply(this, redacted as Parameters<typeof method>);
    },
  },
} satisfies Partial<LoggerOptions>;
