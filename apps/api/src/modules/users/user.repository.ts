import { randomInt } from 'node:crypto';
import { schema } from '@skyparcel/db';
import { OPERATOR_ROLES, type UserListQuerySchema } from '@skyparcel/domain/accounts';
import { AppError } from '@skyparcel/domain/errors';
import {
  and,
  count,
  desc,
  eq,
  ilike,
  inArray,
  isNotNull,
  isNull,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { z } from 'zod';
import { preparedQuery } from '../../lib/prepared-query';
import { containsPattern, offsetOf, PAGE_SIZE } from '../../lib/sql-search';
import type { DbOrTx, Tx } from '../../lib/tx';

const { users } = schema;

type UserListQuery = z.output<typeof UserListQuerySchema>;

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
/** What an operator or the user may change on an account (never its id or creation time). */
export type UserChanges = Partial<Omit<NewUser, 'id' | 'createdAt'>>;

// Prepared: GET /state and many routes read the caller's row (lib/prepared-query.ts).
const userByIdQuery = preparedQuery('find_user_by_id', (db) =>
  db
    .select()
    .from(users)
    .where(eq(users.id, sql.placeholder('id'))),
);

/**
 * The caller's suite number and greeting with subqueries other modules write (each with the user
 * in its own `where`), as ONE statement: GET /state's own part (features/user-state). The user is
 * the placeholder `userId`; no row when the user is gone.
 */
export function selectOwnUserWith<T extends Record<string, SQL>>(db: DbOrTx, parts: T) {
  return db
    .select({
      suiteNumber: users.suiteNumber,
      suiteGreetingSeenAt: users.suiteGreetingSeenAt,
      ...parts,
    })
    .from(users)
    .where(eq(users.id, sql.placeholder('userId')));
}

export async function findUserById(db: DbOrTx, id: string): Promise<UserRow | undefined> {
  const [row] = await userByIdQuery(db, { id });
  return row;
}

/** The users of these ids (others are left out), in one query. */
export async function findUsersByIds(db: DbOrTx, ids: readonly string[]): Promise<UserRow[]> {
  if (ids.length === 0) {
    return [];
  }
  return db
    .select()
    .from(users)
    .where(inArray(users.id, [...ids]));
}

/** E-mails are stored lower-cased and trimmed; callers pass the address as zod normalised it. */
export async function findUserByEmail(db: DbOrTx, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email));
  return row;
}

/** The customer whose suite number this is (only approved accounts carry one); any case. */
export async function findUserBySuiteNumber(
  db: DbOrTx,
  suiteNumber: string,
): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(users.suiteNumber, suiteNumber.trim().toUpperCase()));
  return row;
}

/**
 * The user's row locked until the transaction ends, so a check on it (role, state, hourly cap)
 * still holds when the change it guards is written.
 */
export async function lockUserById(tx: Tx, id: string): Promise<UserRow | undefined> {
  const [row] = await tx.select().from(users).where(eq(users.id, id)).for('update');
  return row;
}

export async function isEmailTaken(db: DbOrTx, email: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row !== undefined;
}

/** A new account, or undefined when the e-mail already has one (the unique index decides). */
export async function insertUser(db: DbOrTx, values: NewUser): Promise<UserRow | undefined> {
  const [row] = await db
    .insert(users)
    .values(values)
    .onConflictDoNothing({ target: users.email })
    .returning();
  return row;
}

/** Writes the changes and moves `updatedAt`; undefined when there is no such user. */
export async function updateUser(
  db: DbOrTx,
  id: string,
  changes: UserChanges,
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return row;
}

/**
 * The customer closed the first-time suite address screen. Only the first close counts: closing
 * it again on another device keeps that time.
 */
export async function markSuiteGreetingSeen(db: DbOrTx, id: string): Promise<void> {
  await db
    .update(users)
    .set({ suiteGreetingSeenAt: sql`now()` })
    .where(and(eq(users.id, id), isNull(users.suiteGreetingSeenAt)));
}

/** 'SP' + 6 digits that no account holds yet; retried on the rare collision. */
export async function newSuiteNumber(db: DbOrTx): Promise<string> {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const candidate = `SP${randomInt(100_000, 1_000_000)}`;
    const [taken] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.suiteNumber, candidate));
    if (!taken) {
      return candidate;
    }
  }
  throw new Error('no free suite number after 20 tries');
}

const STATUS_FILTERS: Record<UserListQuery['status'], SQL | undefined> = {
  all: undefined,
  pending: and(eq(users.isApproved, false), eq(users.isRejected, false)),
  approved: eq(users.isApproved, true),
  rejected: eq(users.isRejected, true),
  inactive: eq(users.isActive, false),
};

/**
 * The operator's user list: newest first, one page, filtered by state and by a keyword found
 * literally in the e-mail, the names or the suite number.
 */
export async function listUsers(
  db: DbOrTx,
  { keyword, status, page }: UserListQuery,
): Promise<{ rows: UserRow[]; total: number }> {
  const pattern = keyword ? containsPattern(keyword) : undefined;
  const where = and(
    STATUS_FILTERS[status],
    pattern
      ? or(
          ilike(users.email, pattern),
          ilike(users.firstName, pattern),
          ilike(users.lastName, pattern),
          and(isNotNull(users.suiteNumber), ilike(users.suiteNumber, pattern)),
        )
      : undefined,
  );
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt))
      .limit(PAGE_SIZE)
      .offset(offsetOf(page)),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

/** The user, or 404 USER_NOT_FOUND. */
export async function requireUserById(db: DbOrTx, id: string): Promise<UserRow> {
  const row = await findUserById(db, id);
  if (!row) {
    throw new AppError('USER_NOT_FOUND');
  }
  return row;
}

/** Every account's e-mail (the demo seed adds only the accounts that are missing). */
export async function listUserEmails(db: DbOrTx): Promise<string[]> {
  const rows = await db.select({ email: users.email }).from(users);
  return rows.map((row) => row.email);
}

/** Many new accounts at once; an e-mail that already has one is skipped. */
export async function insertUsers(db: DbOrTx, values: NewUser[]): Promise<void> {
  await db.insert(users).values(values).onConflictDoNothing();
}

/** The staff and admins among these e-mails, with their stored authenticator secret. */
export async function listOperatorsByEmail(db: DbOrTx, emails: string[]) {
  return db
    .select({ id: users.id, stored: users.totpSecretEncrypted })
    .from(users)
    .where(and(inArray(users.email, emails), inArray(users.role, OPERATOR_ROLES)));
}
