import {
  type FastifyBaseLogger,
  type FastifyRequest,
  type FastifyServerOptions,
  LogController,
} from 'fastify';

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
 * until then.
 */
export const QUIET_ROUTE = { childLoggerFactory: lazyRequestLogger } as const;

/**
 * Fastify's request lines ('incoming request', 'request completed'), except for quiet routes.
 * Preferred over a route `logLevel`, which makes pino rebuild its log methods on every request;
 * and asked of the request's logger, because `request.routeOptions` builds an object per call.
 */
export class RequestLogController extends LogController {
  override isLogDisabled(request: FastifyRequest): boolean {
    return request.log instanceof LazyRequestLogger;
  }
}
