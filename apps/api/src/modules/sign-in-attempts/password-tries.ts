import type { Db } from '@skyparcel/db';
import { schema } from '@skyparcel/db';
import {
  ACCOUNT_MAX_FAILED_LOGINS,
  LOCKOUT_MINUTES,
  MAX_FAILED_LOGINS,
} from '@skyparcel/domain/accounts';
import { AppError } from '@skyparcel/domain/errors';
import { and, eq, isNull, lte, or, sql } from 'drizzle-orm';
import { countSignInFailure } from '../../lib/metrics';
import type { DbOrTx } from '../../lib/tx';
import { spendPasswordCheckTime } from '../credentials';
import { countRateLimitHit } from '../rate-limits';
import {
  claimAccountTry,
  clearAccountFailures,
  lockWhenAt,
  nextFailureCount,
  touchAccountTryByEmail,
} from '../users';

const lockouts = schema.signInLockouts;

export type PasswordTry = { claimed: false } | { claimed: true; locksOnFailure: boolean };

/** Thrown inside the claim's transaction to undo the first claim when the second is refused. */
class TryRefused extends Error {}

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
  const lockEnd = new Date(now.getTime() + LOCKOUT_MINUTES * 60_000);
  const until = sql`${lockEnd.toISOString()}::timestamptz`;
  try {
    return await db.transaction(async (tx) => {
      const account = await claimAccountTry(tx, userId, {
        now,
        until: lockEnd,
        ceiling: ACCOUNT_MAX_FAILED_LOGINS,
      });
      if (!account) {
        throw new TryRefused();
      }
      const pairCount = nextFailureCount(lockouts.failedCount, lockouts.lockedUntil, nowSql);
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
    await clearAccountFailures(tx, userId);
    await tx
      .delete(lockouts)
      .where(and(eq(lockouts.userId, userId), eq(lockouts.clientAddress, clientAddress)));
  });
}

/** A new password (reset by e-mail or changed) lifts every lock of the account (ADR 021). */
export async function clearAccountLocks(db: DbOrTx, userId: string) {
  await clearAccountFailures(db, userId);
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
    await touchAccountTryByEmail(tx, email);
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
  countRefusedSignIn(unknownTry);
  if (!unknownTry.claimed) {
    throw new AppError('ACCOUNT_LOCKED');
  }
  await spendPasswordCheckTime(password);
  throw new AppError(unknownTry.locksOnFailure ? 'ACCOUNT_LOCKED' : 'INVALID_CREDENTIALS');
}

/**
 * A refused password step of a sign-in, counted for /metrics (decision 066): refused while
 * locked, or a wrong password (an unknown e-mail counts as one), and whether that one locked.
 */
export function countRefusedSignIn(passwordTry: PasswordTry) {
  countSignInFailure(
    passwordTry.claimed
      ? { reason: 'wrong_password', hasLocked: passwordTry.locksOnFailure }
      : { reason: 'locked', hasLocked: false },
  );
}
