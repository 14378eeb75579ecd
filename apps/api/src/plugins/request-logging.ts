import { type FastifyRequest, LogController } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * True on calls that probes make every few seconds (health): their request lines would bury
     * the log, and skipping them keeps those calls as cheap as the server can make them.
     */
    quietRequestLog?: boolean;
  }
}

/**
 * Fastify's request lines ('incoming request', 'request completed'), except for quiet routes.
 * Preferred over a route `logLevel`, which makes pino rebuild its log methods on every request.
 */
export class RequestLogController extends LogController {
  override isLogDisabled(request: FastifyRequest): boolean {
    return request.routeOptions?.config?.quietRequestLog === true;
  }
}
