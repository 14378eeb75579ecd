import type { Db } from '@skyparcel/db';
import { schema } from '@skyparcel/db';
import {
  ACCOUNT_MAX_FAILED_LOGINS,
  LOCKOUT_MINUTES,
  MAX_FAILED_LOGINS,
} from '@skyparcel/domain/accounts';
import { AppError } from '@skyparcel/domain/errors';
import { and, eq, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../lib/tx';
import { spendPasswordCheckTime } from '../../modules/credentials';
import { countRateLimitHit } from '../../plugins/database-rate-limit-store';

const users = schema.users;
const lockouts = schema.signInLockouts;

export type PasswordTry = { claimed: false } | { claimed: true; locksOnFailure: boolean };

/** Thrown inside the claim's transaction to undo the first claim when the second is refused. */
class TryRefused extends Error {}

/** The streak after one more failure: a lock that has run out starts it again at one. */
function nextCount(count: PgColumn, lockedUntil: PgColumn, now: SQL): SQL {
  return sql`case when ${lockedUntil} is not null and ${lockedUntil} <= ${now} then 1 else ${count} + 1 end`;
}

function lockWhenAt(limit: number, count: SQL, until: SQL): SQL {
  return sql`case when ${count} >= ${limit} then ${until} else null end`;
}

/**
 * Claims one password try for an account from one client address, before the password is
 * checked (ADR 021): the pair's streak and the account's streak each go up by one in a single
 * conditional statement, so 20 parallel guesses get no more tries than the limit. Refused
 * (`claimed: false`) while the pair or the account is locked. `locksOnFailure` tells the caller
 * that this try, if wrong, is the one that locks. A right password clears the streaks.
 */
export async function claimPasswordTry(
  db: Db,
  userId: string,
  clientAddress: string,
): Promise<PasswordTry> {
  const now = new Date();
  const nowSql = sql`${now.toISOString()}::timestamptz`;
  const until = sql`${new Date(now.getTime() + LOCKOUT_MINUTES * 60_000).toISOString()}::timestamptz`;
  try {
    return await db.transaction(async (tx) => {
      const accountCount = nextCount(users.failedLoginCount, users.lockedUntil, nowSql);
      const [account] = await tx
        .update(users)
        .set({
          failedLoginCount: accountCount,
          lockedUntil: lockWhenAt(ACCOUNT_MAX_FAILED_LOGINS, accountCount, until),
        })
        .where(
          and(eq(users.id, userId), or(isNull(users.lockedUntil), lte(users.lockedUntil, now))),
        )
        .returning({ lockedUntil: users.lockedUntil });
      if (!account) {
        throw new TryRefused();
      }
      const pairCount = nextCount(lockouts.failedCount, lockouts.lockedUntil, nowSql);
      const [pair] = await tx
        .insert(lockouts)
        .values({
          userId,
          clientAddress,
          failedCount: 1,
          lockedUntil: null,
          updatedAt: now,
        })
        .onConflictDoUpdate({
          target: [lockouts.userId, lockouts.clientAddress],
          set: {
            failedCount: pairCount,
            lockedUntil: lockWhenAt(MAX_FAILED_LOGINS, pairCount, until),
            updatedAt: now,
          },
          setWhere: or(isNull(lockouts.lockedUntil), lte(lockouts.lockedUntil, now)),
        })
        .returning({ lockedUntil: lockouts.lockedUntil });
      if (!pair) {
        throw new TryRefused();
      }
      return { claimed: true, locksOnFailure: Boolean(account.lockedUntil || pair.lockedUntil) };
    });
  } catch (error) {
    if (error instanceof TryRefused) {
      return { claimed: false };
    }
    throw error;
  }
}

/** A right password ends the account's streak and this address's (the try was claimed first). */
export async function clearPasswordFailures(db: Db, userId: string, clientAddress: string) {
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ failedLoginCount: 0, lockedUntil: null })
      .where(eq(users.id, userId));
    await tx
      .delete(lockouts)
      .where(and(eq(lockouts.userId, userId), eq(lockouts.clientAddress, clientAddress)));
  });
}

/** A new password (reset by e-mail or changed) lifts every lock of the account (ADR 021). */
export async function clearAccountLocks(db: DbOrTx, userId: string) {
  await db
    .update(users)
    .set({ failedLoginCount: 0, lockedUntil: null })
    .where(eq(users.id, userId));
  await db.delete(lockouts).where(eq(lockouts.userId, userId));
}

/**
 * The same claim for an e-mail with no password to check (no account, or a migrated one): the
 * streak of this e-mail from this address is counted in the database too, and locks at the same
 * count (ADR 021). So an unknown e-mail costs the same database work as a known one (one
 * transaction with a conditional update and an upsert) and locks like one: neither the time of an
 * answer nor a lock tells which e-mails have accounts.
 */
export async function claimUnknownAccountTry(
  db: Db,
  email: string,
  clientAddress: string,
): Promise<PasswordTry> {
  return db.transaction(async (tx) => {
    // The account update of claimPasswordTry, which finds no row here.
    await tx
      .update(users)
      .set({ failedLoginCount: sql`${users.failedLoginCount}` })
      .where(and(eq(users.email, email), sql`${users.passwordHash} is not null`));
    const { current } = await countRateLimitHit(
      tx,
      `sign-in:unknown:${email}:${clientAddress}`,
      LOCKOUT_MINUTES * 60_000,
    );
    return current > MAX_FAILED_LOGINS
      ? { claimed: false }
      : { claimed: true, locksOnFailure: current === MAX_FAILED_LOGINS };
  });
}

/**
 * The answer to a password for an e-mail whose password cannot be checked (no account, no
 * password yet, or not an account this sign-in serves): the same claim, the same Argon2 work and
 * the same answers as a wrong password for a real account.
 */
export async function refuseUncheckablePassword(
  db: Db,
  email: string,
  password: string,
  clientAddress: string,
): Promise<never> {
  const unknownTry = await claimUnknownAccountTry(db, email, clientAddress);
  if (!unknownTry.claimed) {
    throw new AppError('ACCOUNT_LOCKED');
  }
  await spendPasswordCheckTime(password);
  throw new AppError(unknownTry.locksOnFailure ? 'ACCOUNT_LOCKED' : 'INVALID_CREDENTIALS');
}
