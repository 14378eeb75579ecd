import { schema } from '@skyparcel/db';
import { PASSWORD_HISTORY_DEPTH } from '@skyparcel/domain/accounts';
import { AppError } from '@skyparcel/domain/errors';
import { and, desc, eq, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { hashPassword, verifyPassword } from '../../modules/credentials';
import { clearAccountLocks } from '../sign-in/password-tries';

type Tx = Parameters<Parameters<FastifyInstance['db']['transaction']>[0]>[0];

/** True when `password` is the current one or one of the last five (spec section 5). */
export async function isPasswordReused(app: FastifyInstance, userId: string, password: string) {
  const [user] = await app.db
    .select({ hash: schema.users.passwordHash })
    .from(schema.users)
    .where(eq(schema.users.id, userId));
  const history = await app.db
    .select({ hash: schema.passwordHistory.passwordHash })
    .from(schema.passwordHistory)
    .where(eq(schema.passwordHistory.userId, userId))
    .orderBy(desc(schema.passwordHistory.createdAt))
    .limit(PASSWORD_HISTORY_DEPTH);
  const hashes = [user?.hash, ...history.map((row) => row.hash)].filter((hash): hash is string =>
    Boolean(hash),
  );
  const matches = await Promise.all(hashes.map((hash) => verifyPassword(hash, password)));
  return matches.some(Boolean);
}

/**
 * Stores the new password, keeps the old hash in the history, clears a lockout and ends the
 * user's other sessions (a changed password must lock out whoever knew the old one).
 */
export async function replacePassword(
  app: FastifyInstance,
  userId: string,
  newPassword: string,
  options: {
    keepSessionId?: string;
    confirmEmail?: boolean;
    inTransaction?: (tx: Tx) => Promise<void>;
  } = {},
) {
  if (await isPasswordReused(app, userId, newPassword)) {
    throw new AppError('PASSWORD_USED_BEFORE');
  }
  const passwordHash = await hashPassword(newPassword);
  await app.db.transaction(async (tx) => {
    await options.inTransaction?.(tx);
    const [previous] = await tx
      .select({ hash: schema.users.passwordHash })
      .from(schema.users)
      .where(eq(schema.users.id, userId));
    if (previous?.hash) {
      await tx.insert(schema.passwordHistory).values({ userId, passwordHash: previous.hash });
    }
    await clearAccountLocks(tx, userId);
    await tx
      .update(schema.users)
      .set({
        passwordHash,
        updatedAt: new Date(),
        ...(options.confirmEmail ? { emailConfirmedAt: new Date() } : {}),
      })
      .where(eq(schema.users.id, userId));
    await tx
      .update(schema.sessions)
      .set({ revokedAt: new Date() })
      .where(
        options.keepSessionId
          ? and(eq(schema.sessions.userId, userId), ne(schema.sessions.id, options.keepSessionId))
          : eq(schema.sessions.userId, userId),
      );
  });
}
