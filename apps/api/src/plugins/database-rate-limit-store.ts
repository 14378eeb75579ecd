import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { type Db, schema } from '@skyparcel/db';
import { lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../lib/tx';

const { rateLimitHits } = schema;

/**
 * Counts one hit of `key` in one atomic upsert and answers the hits so far in the window and the
 * milliseconds it has left. A window that has ended starts again at 1. The database's clock
 * decides, so processes on machines whose clocks differ still share one window.
 */
export async function countRateLimitHit(db: DbOrTx, key: string, windowMs: number) {
  const [row] = await db
    .insert(rateLimitHits)
    .values({
      key,
      hits: 1,
      windowEndsAt: sql`now() + ${windowMs}::integer * interval '1 millisecond'`,
    })
    .onConflictDoUpdate({
      target: rateLimitHits.key,
      set: {
        // Every expression here sees the row as it was before this hit.
        hits: sql`case when ${rateLimitHits.windowEndsAt} <= now() then 1 else ${rateLimitHits.hits} + 1 end`,
        windowEndsAt: sql`case when ${rateLimitHits.windowEndsAt} <= now() then excluded.window_ends_at else ${rateLimitHits.windowEndsAt} end`,
      },
    })
    .returning({
      hits: rateLimitHits.hits,
      ttlMs: sql<number>`greatest(0, ceil(extract(epoch from ${rateLimitHits.windowEndsAt} - now()) * 1000))::integer`,
    });
  if (!row) {
    throw new Error('rate limit upsert returned no row');
  }
  return { current: row.hits, ttl: Number(row.ttlMs) };
}

/** Removes the rows whose window has ended; a new hit would start them at 1 anyway. */
export async function sweepEndedRateLimitWindows(db: Db) {
  await db.delete(rateLimitHits).where(lte(rateLimitHits.windowEndsAt, sql`now()`));
}

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
