import { schema } from '@skyparcel/db';
import { and, eq, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../lib/tx';

const { users } = schema;

/** The streak after one more failure: a lock that has run out starts it again at one. */
export function nextFailureCount(count: PgColumn, lockedUntil: PgColumn, now: SQL): SQL {
  return sql`case when ${lockedUntil} is not null and ${lockedUntil} <= ${now} then 1 else ${count} + 1 end`;
}

/** The lock's end once the streak reaches `limit`, else none. */
export function lockWhenAt(limit: number, count: SQL, until: SQL): SQL {
  return sql`case when ${count} >= ${limit} then ${until} else null end`;
}

/**
 * One more wrong-password try against the account's own streak (ADR 021), in one conditional
 * UPDATE so parallel guesses cannot pass the ceiling: undefined while the account is locked,
 * else the lock this try would set if wrong (null when it would not lock).
 */
export async function claimAccountTry(
  db: DbOrTx,
  userId: string,
  { now, until, ceiling }: { now: Date; until: Date; ceiling: number },
): Promise<{ lockedUntil: Date | null } | undefined> {
  const nowSql = sql`${now.toISOString()}::timestamptz`;
  const untilSql = sql`${until.toISOString()}::timestamptz`;
  const accountCount = nextFailureCount(users.failedLoginCount, users.lockedUntil, nowSql);
  const [account] = await db
    .update(users)
    .set({
      failedLoginCount: accountCount,
      lockedUntil: lockWhenAt(ceiling, accountCount, untilSql),
    })
    .where(and(eq(users.id, userId), or(isNull(users.lockedUntil), lte(users.lockedUntil, now))))
    .returning({ lockedUntil: users.lockedUntil });
  return account;
}

/**
 * The account update of `claimAccountTry` for an e-mail whose password cannot be checked: it
 * finds no row (no account, or no password yet), so an unknown e-mail costs the database the
 * same work as a known one (ADR 021).
 */
export async function touchAccountTryByEmail(db: DbOrTx, email: string): Promise<void> {
  await db
    .update(users)
    .set({ failedLoginCount: sql`${users.failedLoginCount}` })
    .where(and(eq(users.email, email), sql`${users.passwordHash} is not null`));
}

/** Ends the account's streak and lock (a right or a new password). */
export async function clearAccountFailures(db: DbOrTx, userId: string): Promise<void> {
  await db
    .update(users)
    .set({ failedLoginCount: 0, lockedUntil: null })
    .where(eq(users.id, userId));
}
