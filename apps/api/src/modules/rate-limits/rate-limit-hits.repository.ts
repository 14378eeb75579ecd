import { type Db, schema } from '@skyparcel/db';
import { lte, sql } from 'drizzle-orm';
import { preparedQuery } from '../../lib/prepared-query';
import type { DbOrTx } from '../../lib/tx';

const { rateLimitHits } = schema;

/**
 * Prepared (lib/prepared-query.ts): every limited call counts a hit first, and drizzle building
 * this upsert cost as much of the portal's CPU as the telemetry batch's insert it guards
 * (npm run bench -- telemetry, decision 064).
 */
const countHitQuery = preparedQuery('count_rate_limit_hit', (db) =>
  db
    .insert(rateLimitHits)
    .values({
      key: sql.placeholder('key'),
      hits: 1,
      windowEndsAt: sql`now() + ${sql.placeholder('windowMs')}::integer * interval '1 millisecond'`,
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
    }),
);

/**
 * Counts one hit of `key` in one atomic upsert and answers the hits so far in the window and the
 * milliseconds it has left. A window that has ended starts again at 1. The database's clock
 * decides, so processes on machines whose clocks differ still share one window.
 */
export async function countRateLimitHit(db: DbOrTx, key: string, windowMs: number) {
  const [row] = await countHitQuery(db, { key, windowMs });
  if (!row) {
    throw new Error('rate limit upsert returned no row');
  }
  return { current: row.hits, ttl: Number(row.ttlMs) };
}

/** Removes the rows whose window has ended; a new hit would start them at 1 anyway. */
export async function sweepEndedRateLimitWindows(db: Db) {
  await db.delete(rateLimitHits).where(lte(rateLimitHits.windowEndsAt, sql`now()`));
}
