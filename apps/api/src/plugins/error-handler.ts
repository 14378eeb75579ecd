import { isDatabaseUnavailable } from '@skyparcel/db';
import { AppError, type ErrorCode, errorCodeForStatus } from '@skyparcel/domain/errors';
import { translate } from '@skyparcel/i18n';
import type { FastifyError, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The code a refused body answers on this route instead of VALIDATION_FAILED, when the spec
     * names its own text (contacts: 'Invalid contact data.'); the fields stay as they are.
     */
    validationErrorCode?: ErrorCode;
  }
}

type ErrorReply = {
  status: number;
  code: ErrorCode;
  params?: Record<string, string>;
  fields?: Record<string, string>;
  /** Seconds after which trying again makes sense (`Retry-After`). */
  retryAfter?: number;
};

/** How long a client should wait before trying again while the database is out of reach. */
const DATABASE_RETRY_AFTER_SECONDS = 5;

/** Field messages are i18n keys; anything else (a library's English text) becomes a generic key. */
function toFieldKey(message: string): string {
  return /^[a-z][a-zA-Z]*(\.\w+)+$/.test(message) ? message : 'validation.invalid';
}

function classify(error: FastifyError | AppError | Error, request: FastifyRequest): ErrorReply {
  if (error instanceof AppError) {
    return { status: error.status, code: error.code, params: error.params, fields: error.fields };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const fields: Record<string, string> = {};
    for (const issue of error.validation) {
      const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
      fields[path] ??= toFieldKey(issue.message ?? '');
    }
    const code = request.routeOptions.config.validationErrorCode ?? 'VALIDATION_FAILED';
    return { status: 400, code, fields };
  }
  if (isDatabaseUnavailable(error)) {
    return {
      status: 503,
      code: 'SERVICE_UNAVAILABLE',
      retryAfter: DATABASE_RETRY_AFTER_SECONDS,
    };
  }
  const status =
    'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
  if (status >= 400 && status < 500) {
    return { status, code: errorCodeForStatus(status) };
  }
  return {
    status: status === 502 || status === 503 ? status : 500,
    code: errorCodeForStatus(status),
  };
}

export function sendError(request: FastifyRequest, reply: FastifyReply, failure: ErrorReply) {
  if (failure.retryAfter !== undefined) {
    reply.header('retry-after', String(failure.retryAfter));
  }
  return reply.code(failure.status).send({
    error: {
      code: failure.code,
      message: translate(request.locale, `errors.${failure.code}`, failure.params),
      ...(failure.fields ? { fields: failure.fields } : {}),
    },
  });
}

/**
 * The one error model (spec section 8): every failure answers `{ error: { code, message, fields } }`
 * with the catalogue's text in the caller's language. Stack traces and SQL stay in the log.
 */
const errorHandlerPlugin: FastifyPluginAsync = async (app) => {
  app.setErrorHandler((error, request, reply) => {
    const failure = classify(error as FastifyError, request);
    if (failure.status >= 500) {
      request.log.error({ err: error }, 'request failed');
    } else {
      request.log.info({ code: failure.code, status: failure.status }, 'request refused');
    }
    return sendError(request, reply, failure);
  });
};

export const errorHandler = fp(errorHandlerPlugin, {
  name: 'error-handler',
  dependencies: ['locale'],
});
