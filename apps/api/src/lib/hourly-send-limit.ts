import { and, count, eq, gt, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './tx';

/** A table with one row per thing sent to a user (a sign-in code, a reset link). */
export type SendLog = { table: PgTable; userId: PgColumn; createdAt: PgColumn; where?: SQL };

/**
 * The one per-account cap on e-mails (sign-in codes, reset links; ADR 012, 021): true while the
 * user has fewer than `max` rows in `log` from the last hour. Run it in the transaction that
 * writes the next row, after locking the user's row, so parallel calls cannot pass the cap.
 */
export async function hasHourlySendsLeft(
  db: DbOrTx,
  log: SendLog,
  userId: string,
  max: number,
): Promise<boolean> {
  const hourAgo = new Date(Date.now() - 60 * 60_000);
  const [sent] = await db
    .select({ total: count() })
    .from(log.table)
    .where(and(eq(log.userId, userId), gt(log.createdAt, hourAgo), log.where));
  return (sent?.total ?? 0) < max;
}
