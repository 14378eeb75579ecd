import type { Db } from '@skyparcel/db';
import { schema } from '@skyparcel/db';
import type { TotpEnrolment } from '@skyparcel/domain/accounts';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describeEnrolment, findCodeStep, newAuthenticatorSecret } from './authenticator';

const users = schema.users;

type OperatorUser = {
  id: string;
  email: string;
  totpSecretEncrypted: string | null;
  totpLastStep: number | null;
};

/**
 * For an operator's password step (ADR 015): nothing when their authenticator is confirmed;
 * otherwise what to add to an authenticator app, creating the secret on first need. An
 * unconfirmed secret is shown again until a first code confirms it.
 */
export async function findPendingEnrolment(
  app: FastifyInstance,
  user: OperatorUser,
): Promise<TotpEnrolment | undefined> {
  if (user.totpSecretEncrypted && user.totpLastStep !== null) {
    return undefined;
  }
  let stored = user.totpSecretEncrypted;
  if (!stored) {
    const [created] = await app.db
      .update(users)
      .set({
        totpSecretEncrypted: app.totpCipher.encrypt(newAuthenticatorSecret(), user.id),
        totpLastStep: null,
      })
      .where(and(eq(users.id, user.id), isNull(users.totpSecretEncrypted)))
      .returning({ totpSecretEncrypted: users.totpSecretEncrypted });
    // Two password steps at once: the first one's secret wins and both show it.
    const [current] = created
      ? [created]
      : await app.db
          .select({ totpSecretEncrypted: users.totpSecretEncrypted })
          .from(users)
          .where(eq(users.id, user.id));
    stored = current?.totpSecretEncrypted ?? null;
  }
  if (!stored) {
    throw new Error(`no authenticator secret for user ${user.id}`);
  }
  return describeEnrolment(readSecret(app, stored, user.id), user.email);
}

/** The time step of a right, unused authenticator code of this user, or null. */
export async function findAuthenticatorStep(
  app: FastifyInstance,
  userId: string,
  code: string,
): Promise<number | null> {
  const [user] = await app.db
    .select({ secret: users.totpSecretEncrypted, lastStep: users.totpLastStep })
    .from(users)
    .where(eq(users.id, userId));
  if (!user?.secret) {
    return null;
  }
  return findCodeStep(readSecret(app, user.secret, userId), code, user.lastStep);
}

/**
 * Records a code's step as used, in one conditional UPDATE: of two requests with the same code
 * only one moves the step on, so a code works once (replay). The first accepted code also
 * confirms an enrolment (the step is no longer null).
 */
export async function recordAuthenticatorStep(
  db: Db,
  userId: string,
  step: number,
): Promise<boolean> {
  const updated = await db
    .update(users)
    .set({ totpLastStep: step })
    .where(and(eq(users.id, userId), or(isNull(users.totpLastStep), lt(users.totpLastStep, step))))
    .returning({ id: users.id });
  return updated.length === 1;
}

/**
 * Fails closed when the secret cannot be read: a guessable way round it (enrolling anew on the
 * password alone) would undo the second factor. An admin resets the user instead (ADR 015).
 */
function readSecret(app: FastifyInstance, stored: string, userId: string): string {
  try {
    return app.totpCipher.decrypt(stored, userId);
  } catch (error) {
    throw new Error(
      `the authenticator secret of user ${userId} cannot be decrypted (was AUTH_SECRET changed?)`,
      { cause: error },
    );
  }
}
