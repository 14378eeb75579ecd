import { schema } from '@skyparcel/db';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { DbOrTx } from '../../lib/tx';

const { users } = schema;

/**
 * Stores a new (encrypted) authenticator secret only when the user has none, and answers the
 * secret the user holds afterwards: of two password steps at once, the first one's secret wins
 * and both show it.
 */
export async function claimAuthenticatorSecret(
  db: DbOrTx,
  userId: string,
  encryptedSecret: string,
): Promise<string | null> {
  const [created] = await db
    .update(users)
    .set({ totpSecretEncrypted: encryptedSecret, totpLastStep: null })
    .where(and(eq(users.id, userId), isNull(users.totpSecretEncrypted)))
    .returning({ totpSecretEncrypted: users.totpSecretEncrypted });
  if (created) {
    return created.totpSecretEncrypted;
  }
  const [current] = await db
    .select({ totpSecretEncrypted: users.totpSecretEncrypted })
    .from(users)
    .where(eq(users.id, userId));
  return current?.totpSecretEncrypted ?? null;
}

/** The user's encrypted authenticator secret and the last time step a code of it was used at. */
export async function findAuthenticator(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({ secret: users.totpSecretEncrypted, lastStep: users.totpLastStep })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

/**
 * Records a code's step as used, in one conditional UPDATE: the step only moves forward, so of
 * two requests with the same code only one wins and a code works once (replay). The first
 * accepted code also confirms an enrolment (the step is no longer null).
 */
export async function recordAuthenticatorStep(
  db: DbOrTx,
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
