import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '@skyparcel/db';
import { schema } from '@skyparcel/db';
import type { Role, Session } from '@skyparcel/domain/accounts';
import {
  SESSION_IDLE_MINUTES,
  SESSION_MAX_HOURS,
  SESSION_REFRESH_GRACE_SECONDS,
  SESSION_TTL_MINUTES,
} from '@skyparcel/domain/accounts';
import { AppError } from '@skyparcel/domain/errors';
import { and, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import { preparedQuery } from '../../lib/prepared-query';
import type { DbOrTx } from '../../lib/tx';

const MINUTE = 60_000;

/** Only the SHA-256 of a token is stored: a leaked table holds no usable token. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A new session answered in the spec's shape: token, expiry, role and agentCodeIsNull. */
export async function openSession(
  db: DbOrTx,
  user: { id: string; role: Role; companyId: string | null },
  options: { actingAdminId?: string } = {},
): Promise<Session> {
  const { token, expiresAt } = await createSession(db, user.id, options);
  return {
    token,
    expiresAt: expiresAt.toISOString(),
    role: user.role,
    agentCodeIsNull: user.companyId === null,
  };
}

/**
 * A new bearer token (256 random bits) and its session row; `actingAdminId` marks a session an
 * operator opened as the customer (admin return), so its actions can be told apart.
 */
export async function createSession(
  db: DbOrTx,
  userId: string,
  { actingAdminId }: { actingAdminId?: string } = {},
) {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + SESSION_TTL_MINUTES * MINUTE);
  await db
    .insert(schema.sessions)
    .values({ userId, tokenHash: hashToken(token), expiresAt, actingAdminId });
  return { token, expiresAt };
}

/**
 * The session check of every signed-in call: only what the auth plugin needs of the session and
 * its user, in one prepared statement (lib/prepared-query.ts).
 */
const liveSessionQuery = preparedQuery('find_live_session', (db) =>
  db
    .select({
      session: {
        id: schema.sessions.id,
        createdAt: schema.sessions.createdAt,
        lastSeenAt: schema.sessions.lastSeenAt,
        actingAdminId: schema.sessions.actingAdminId,
      },
      user: {
        id: schema.users.id,
        email: schema.users.email,
        role: schema.users.role,
        companyId: schema.users.companyId,
        isActive: schema.users.isActive,
      },
    })
    .from(schema.sessions)
    .innerJoin(schema.users, eq(schema.users.id, schema.sessions.userId))
    .where(
      and(
        eq(schema.sessions.tokenHash, sql.placeholder('tokenHash')),
        isNull(schema.sessions.revokedAt),
        gt(schema.sessions.expiresAt, sql.placeholder('now')),
        gt(schema.sessions.lastSeenAt, sql.placeholder('idleSince')),
        gt(schema.sessions.createdAt, sql.placeholder('signedInSince')),
      ),
    ),
);

/**
 * The live session of a token with its user, or undefined when the token is unknown, revoked,
 * expired, idle for more than 30 minutes, older than 12 hours, or its user was deactivated.
 */
export async function findLiveSession(db: Db, token: string) {
  const now = Date.now();
  const [row] = await liveSessionQuery(db, {
    tokenHash: hashToken(token),
    now: new Date(now).toISOString(),
    idleSince: new Date(now - SESSION_IDLE_MINUTES * MINUTE).toISOString(),
    signedInSince: new Date(now - SESSION_MAX_HOURS * 60 * MINUTE).toISOString(),
  });
  if (!row?.user.isActive) {
    return undefined;
  }
  return row;
}

/** The session's expiry from now: 15 minutes on, never past 12 hours after sign-in. */
function nextExpiry(signedInAt: Date): Date {
  return new Date(
    Math.min(
      Date.now() + SESSION_TTL_MINUTES * MINUTE,
      signedInAt.getTime() + SESSION_MAX_HOURS * 60 * MINUTE,
    ),
  );
}

/**
 * POST /login/refresh (ADR 021): a new token of the same sign-in (family) with the expiry moved
 * on; the presented one is retired after SESSION_REFRESH_GRACE_SECONDS, so another tab or a call
 * in flight does not fail, and is dead after that. The sign-in time and the last activity carry
 * over, so a refresh never stretches the 12-hour or the idle rule (refresh is not activity).
 */
export async function rotateSession(db: Db, sessionId: string) {
  return db.transaction(async (tx) => {
    const now = new Date();
    const [old] = await tx
      .update(schema.sessions)
      .set({
        replacedAt: sql`coalesce(${schema.sessions.replacedAt}, ${now.toISOString()}::timestamptz)`,
        expiresAt: sql`least(${schema.sessions.expiresAt}, ${new Date(now.getTime() + SESSION_REFRESH_GRACE_SECONDS * 1000).toISOString()}::timestamptz)`,
      })
      .where(and(eq(schema.sessions.id, sessionId), isNull(schema.sessions.revokedAt)))
      .returning();
    if (!old) {
      throw new AppError('SESSION_EXPIRED');
    }
    const token = randomBytes(32).toString('base64url');
    const expiresAt = nextExpiry(old.createdAt);
    await tx.insert(schema.sessions).values({
      userId: old.userId,
      familyId: old.familyId,
      tokenHash: hashToken(token),
      createdAt: old.createdAt,
      lastSeenAt: old.lastSeenAt,
      expiresAt,
      actingAdminId: old.actingAdminId,
    });
    return { token, expiresAt };
  });
}

/**
 * How stale `last_seen_at` may get before a call moves it. Writing it on every call cost a
 * statement (and on PostgreSQL a commit) per signed-in call; once a minute is enough for the
 * 30-minute idle rule, which then ends a session between 29 and 30 minutes after its last call
 * (decision 022), never later.
 */
const SESSION_TOUCH_EVERY_MS = MINUTE;

const touchSessionQuery = preparedQuery('touch_session', (db) =>
  db
    .update(schema.sessions)
    .set({ lastSeenAt: sql`${sql.placeholder('now')}::timestamptz` })
    .where(eq(schema.sessions.id, sql.placeholder('id'))),
);

/** A call that counts as activity: the session's last activity is now (to the minute). */
export async function touchSession(db: Db, session: { id: string; lastSeenAt: Date }) {
  const now = Date.now();
  if (now - session.lastSeenAt.getTime() < SESSION_TOUCH_EVERY_MS) {
    return;
  }
  await touchSessionQuery(db, { id: session.id, now: new Date(now).toISOString() });
}

/** Logout: ends the session and every token a refresh made of the same sign-in. */
export async function revokeSession(db: Db, sessionId: string) {
  const family = db
    .select({ familyId: schema.sessions.familyId })
    .from(schema.sessions)
    .where(eq(schema.sessions.id, sessionId));
  await db
    .update(schema.sessions)
    .set({ revokedAt: new Date() })
    .where(and(inArray(schema.sessions.familyId, family), isNull(schema.sessions.revokedAt)));
}

/**
 * Ends every session of the user but `exceptSessionId` (the one that changed the password
 * keeps working), so whoever knew the old password is signed out everywhere.
 */
export async function revokeUserSessions(
  db: DbOrTx,
  userId: string,
  { exceptSessionId }: { exceptSessionId?: string | undefined } = {},
) {
  await db
    .update(schema.sessions)
    .set({ revokedAt: new Date() })
    .where(
      exceptSessionId
        ? and(eq(schema.sessions.userId, userId), ne(schema.sessions.id, exceptSessionId))
        : eq(schema.sessions.userId, userId),
    );
}
