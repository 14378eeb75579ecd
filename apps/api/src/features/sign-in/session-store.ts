import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '@skyparcel/db';
import { schema } from '@skyparcel/db';
import type { Role, Session } from '@skyparcel/domain/accounts';
import {
  SESSION_IDLE_MINUTES,
  SESSION_MAX_HOURS,
  SESSION_TTL_MINUTES,
} from '@skyparcel/domain/accounts';
import { and, eq, gt, isNull } from 'drizzle-orm';

const MINUTE = 60_000;

/** Only the SHA-256 of a token is stored: a leaked table holds no usable token. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A new session answered in the spec's shape: token, expiry, role and agentCodeIsNull. */
export async function openSession(
  db: Db,
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
  db: Db,
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
 * The live session of a token with its user, or undefined when the token is unknown, revoked,
 * expired, idle for more than 30 minutes, older than 12 hours, or its user was deactivated.
 */
export async function findLiveSession(db: Db, token: string) {
  const now = Date.now();
  const [row] = await db
    .select({ session: schema.sessions, user: schema.users })
    .from(schema.sessions)
    .innerJoin(schema.users, eq(schema.users.id, schema.sessions.userId))
    .where(
      and(
        eq(schema.sessions.tokenHash, hashToken(token)),
        isNull(schema.sessions.revokedAt),
        gt(schema.sessions.expiresAt, new Date(now)),
        gt(schema.sessions.lastSeenAt, new Date(now - SESSION_IDLE_MINUTES * MINUTE)),
        gt(schema.sessions.createdAt, new Date(now - SESSION_MAX_HOURS * 60 * MINUTE)),
      ),
    );
  if (!row?.user.isActive) {
    return undefined;
  }
  return row;
}

/** Moves the expiry on (never past 12 hours after sign-in); it is not activity (see auth.ts). */
export async function refreshSession(db: Db, sessionId: string, createdAt: Date) {
  const now = Date.now();
  const expiresAt = new Date(
    Math.min(
      now + SESSION_TTL_MINUTES * MINUTE,
      createdAt.getTime() + SESSION_MAX_HOURS * 60 * MINUTE,
    ),
  );
  await db.update(schema.sessions).set({ expiresAt }).where(eq(schema.sessions.id, sessionId));
  return expiresAt;
}

export async function touchSession(db: Db, sessionId: string) {
  await db
    .update(schema.sessions)
    .set({ lastSeenAt: new Date() })
    .where(eq(schema.sessions.id, sessionId));
}

export async function revokeSession(db: Db, sessionId: string) {
  await db
    .update(schema.sessions)
    .set({ revokedAt: new Date() })
    .where(eq(schema.sessions.id, sessionId));
}
