import { schema } from '@skyparcel/db';
import { and, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../../lib/tx';

/**
 * Ends every session of a user and voids their open sign-in challenges, inside the transaction
 * of the change that calls for it (a new role, a rejection, a deactivation, a lost phone): the
 * next sign-in goes through the checks of the account as it is now (ADR 021).
 */
export async function endUserSessions(tx: Tx, userId: string, now = new Date()) {
  await tx
    .update(schema.sessions)
    .set({ revokedAt: now })
    .where(and(eq(schema.sessions.userId, userId), isNull(schema.sessions.revokedAt)));
  await tx
    .update(schema.loginChallenges)
    .set({ voidedAt: now })
    .where(
      and(
        eq(schema.loginChallenges.userId, userId),
        isNull(schema.loginChallenges.consumedAt),
        isNull(schema.loginChallenges.voidedAt),
      ),
    );
}
