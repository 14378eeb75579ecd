import { trace } from '@opentelemetry/api';
import {
  type FastifyBaseLogger,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
  LogController,
} from 'fastify';
import type { Logger } from 'pino';

type LogMethod = (...args: unknown[]) => void;
type ChildLoggerFactory = NonNullable<FastifyServerOptions['childLoggerFactory']>;
type Bindings = Parameters<ChildLoggerFactory>[1];
type ChildLoggerOptions = Parameters<ChildLoggerFactory>[2];

/**
 * A request logger that makes its pino child only when something is logged. Probes log nothing
 * when all is well, so they skip the child that every other request gets (npm run bench: health).
 */
class LazyRequestLogger {
  #child: FastifyBaseLogger | undefined;
  readonly #parent: FastifyBaseLogger;
  readonly #bindings: Bindings;
  readonly #options: ChildLoggerOptions;

  constructor(parent: FastifyBaseLogger, bindings: Bindings, options: ChildLoggerOptions) {
    this.#parent = parent;
    this.#bindings = bindings;
    this.#options = options;
  }

  get #logger(): FastifyBaseLogger {
    this.#child ??= this.#parent.child(this.#bindings, this.#options);
    return this.#child;
  }

  get level() {
    return this.#logger.level;
  }

  fatal(...args: unknown[]) {
    this.#call('fatal', args);
  }
  error(...args: unknown[]) {
    this.#call('error', args);
  }
  warn(...args: unknown[]) {
    this.#call('warn', args);
  }
  info(...args: unknown[]) {
    this.#call('info', args);
  }
  debug(...args: unknown[]) {
    this.#call('debug', args);
  }
  trace(...args: unknown[]) {
    this.#call('trace', args);
  }
  silent() {}

  child(bindings: Bindings, options?: ChildLoggerOptions) {
    return this.#logger.child(bindings, options);
  }

  #call(level: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace', args: unknown[]) {
    (this.#logger[level] as LogMethod)(...args);
  }
}

/** Route option `childLoggerFactory` for quiet routes (health probes). */
export const lazyRequestLogger: ChildLoggerFactory = (logger, bindings, options) =>
  new LazyRequestLogger(logger, bindings, options) as unknown as FastifyBaseLogger;

/**
 * Route options of a quiet route: a call that probes make every few seconds (health). Its request
 * lines would bury the log, so it logs only what its handler logs, and its logger costs nothing
 * until then; for the same reason it makes no trace (decision 067).
 */
export const QUIET_ROUTE = {
  childLoggerFactory: lazyRequestLogger,
  config: { otel: false },
} as const;

/**
 * One line per request (decision 067): 'request completed' (or 'request errored') with the
 * request, the status, the time taken and the signed-in user's id, except for quiet routes.
 * 'incoming request' is debug only. Preferred over a route `logLevel`, which makes pino rebuild
 * its log methods on every request; and asked of the request's logger, because
 * `request.routeOptions` builds an object per call.
 */
export class RequestLogController extends LogController {
  override isLogDisabled(request: FastifyRequest): boolean {
    return request.log instanceof LazyRequestLogger;
  }

  override incomingRequest(request: FastifyRequest) {
    if (!this.isLogDisabled(request)) {
      request.log.debug({ req: request }, 'incoming request');
    }
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ) {
    if (this.isLogDisabled(request)) {
      return;
    }
    // The user's opaque id, never the e-mail: enough to find their calls, nothing to leak.
    const line = {
      req: request,
      res: reply,
      responseTime: reply.elapsedTime,
      userId: request.user?.id,
    };
    if (error) {
      reply.log.error({ ...line, err: error }, 'request errored');
    } else {
      reply.log.info(line, 'request completed');
    }
  }
}

/**
 * onRequest: every line of a traced request names its trace and the request's span, under the
 * names OpenTelemetry gives them in other log formats (`trace_id`, `span_id`), so a log line
 * leads to its trace. Nothing happens when tracing is off.
 */
export function bindTraceToLog(request: FastifyRequest) {
  const span = trace.getActiveSpan();
  if (!span) {
    return;
  }
  const { traceId, spanId } = span.spanContext();
  (request.log as Partial<Pick<Logger, 'setBindings'>>).setBindings?.({
    trace_id: traceId,
    span_id: spanId,
  });
}
