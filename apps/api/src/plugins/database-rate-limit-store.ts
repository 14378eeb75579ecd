import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Db } from '@skyparcel/db';
import { countRateLimitHit } from '../modules/rate-limits';

/**
 * The library types `child`'s argument as the route's options, but passes the merged limit
 * settings with the route under `routeInfo` (its Redis store reads it the same way).
 */
function routeKeyPrefix(settings: object): string {
  const route = 'routeInfo' in settings ? settings.routeInfo : undefined;
  if (typeof route !== 'object' || route === null) {
    return '';
  }
  const method = 'method' in route ? String(route.method) : '';
  const url = 'url' in route ? String(route.url) : '';
  return `${method}${url}:`;
}

/**
 * A store for @fastify/rate-limit that keeps the counters in the database (ADR 023), so every
 * API process on it shares one limit. Each route gets its own key prefix, as the library's Redis
 * store does. `continueExceeding` and `exponentialBackoff` are not supported (no route uses them).
 */
export function databaseRateLimitStore(db: Db): FastifyRateLimitStoreCtor {
  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    readonly #prefix: string;

    constructor(_options: unknown, prefix = '') {
      this.#prefix = prefix;
    }

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ) {
      countRateLimitHit(db, this.#prefix + key, timeWindow).then(
        (result) => callback(null, result),
        (error: Error) => callback(error),
      );
    }

    child(settings: object) {
      return new DatabaseRateLimitStore(undefined, routeKeyPrefix(settings));
    }
  }
  return DatabaseRateLimitStore;
}
