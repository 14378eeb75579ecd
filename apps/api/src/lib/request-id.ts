import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** The header a caller (or the proxy in front) names its request by, and that every answer echoes. */
export const REQUEST_ID_HEADER = 'request-id';

/**
 * What an id may look like to be kept: a UUID, a proxy's hex or base64url id, a trace id. Anything
 * else (a log-injection attempt, a megabyte of text) is replaced by an id of our own.
 */
const ACCEPTABLE_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * Fastify's `genReqId`: the caller's `request-id` when it is acceptable, so one id follows a
 * request from the proxy's log through ours (issue 28); otherwise a fresh UUID.
 */
export function requestIdOf(request: IncomingMessage): string {
  const sent = request.headers[REQUEST_ID_HEADER];
  return typeof sent === 'string' && ACCEPTABLE_ID.test(sent) ? sent : randomUUID();
}
