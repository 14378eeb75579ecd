import { type Db, schema } from '@skyparcel/db';
import type { PaymentFailureReason } from '@skyparcel/domain/payments';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { isUuid } from '../../../../lib/is-uuid';
import type { DbOrTx } from '../../../../lib/tx';

const { sandboxSessions, sandboxCardTokens, sandboxCharges, sandboxRefunds } = schema;

export type SandboxSessionRow = typeof sandboxSessions.$inferSelect;
export type SandboxTokenRow = typeof sandboxCardTokens.$inferSelect;
export type SandboxChargeRow = typeof sandboxCharges.$inferSelect;

/** open -> (awaiting_3ds) -> succeeded | failed; only the first completion counts. */
export type SandboxSessionStatus = 'open' | 'awaiting_3ds' | 'succeeded' | 'failed';

export async function insertSandboxSession(
  db: DbOrTx,
  values: typeof sandboxSessions.$inferInsert,
): Promise<SandboxSessionRow> {
  const [row] = await db.insert(sandboxSessions).values(values).returning();
  if (!row) {
    throw new Error('sandbox session not inserted');
  }
  return row;
}

export async function findSandboxSession(db: DbOrTx, sessionId: string) {
  if (!isUuid(sessionId)) {
    return undefined;
  }
  const [row] = await db.select().from(sandboxSessions).where(eq(sandboxSessions.id, sessionId));
  return row;
}

/** Moves a session on from one of `from`; undefined when another request moved it first. */
export async function moveSandboxSession(
  db: DbOrTx,
  sessionId: string,
  from: SandboxSessionStatus[],
  change: {
    status: SandboxSessionStatus;
    cardTokenId?: string;
    failureReason?: PaymentFailureReason | null;
    transactionId?: string | null;
    completedAt?: Date | null;
  },
) {
  const [row] = await db
    .update(sandboxSessions)
    .set(change)
    .where(and(eq(sandboxSessions.id, sessionId), inArray(sandboxSessions.status, from)))
    .returning();
  return row;
}

export async function insertSandboxToken(
  db: DbOrTx,
  values: typeof sandboxCardTokens.$inferInsert,
): Promise<SandboxTokenRow> {
  const [row] = await db.insert(sandboxCardTokens).values(values).returning();
  if (!row) {
    throw new Error('sandbox token not inserted');
  }
  return row;
}

export async function findSandboxToken(db: DbOrTx, by: { id: string } | { token: string }) {
  const where =
    'id' in by ? eq(sandboxCardTokens.id, by.id) : eq(sandboxCardTokens.token, by.token);
  const [row] = await db.select().from(sandboxCardTokens).where(where);
  return row;
}

/** The charge of this idempotency key: the first insert wins, a repeat reads it. */
export async function insertSandboxChargeOnce(
  db: DbOrTx,
  values: typeof sandboxCharges.$inferInsert,
): Promise<SandboxChargeRow> {
  await db.insert(sandboxCharges).values(values).onConflictDoNothing();
  const [row] = await db
    .select()
    .from(sandboxCharges)
    .where(eq(sandboxCharges.idempotencyKey, values.idempotencyKey));
  if (!row) {
    throw new Error('sandbox charge not found');
  }
  return row;
}

export async function countSandboxCharges(db: DbOrTx, token: string) {
  const rows = await db
    .select({ id: sandboxCharges.id })
    .from(sandboxCharges)
    .where(eq(sandboxCharges.token, token));
  return rows.length;
}

/**
 * A refund, once per idempotency key as a provider keeps it: asked again with the same key (a
 * retry after a crash, decision 051) it answers the first refund. The key's advisory lock makes
 * two callers with one key wait for each other instead of both refunding.
 */
export async function insertSandboxRefund(
  db: Db,
  values: typeof sandboxRefunds.$inferInsert & { idempotencyKey: string },
) {
  const { idempotencyKey, ...refund } = values;
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${`sandbox-refund:${idempotencyKey}`}, 0))`,
    );
    const [earlier] = await tx
      .select({ id: sandboxRefunds.id })
      .from(sandboxRefunds)
      .where(sql`${sandboxRefunds.detail} ->> 'idempotencyKey' = ${idempotencyKey}`)
      .limit(1);
    if (earlier) {
      return earlier;
    }
    const [row] = await tx
      .insert(sandboxRefunds)
      .values({ ...refund, detail: { ...(refund.detail ?? {}), idempotencyKey } })
      .returning({ id: sandboxRefunds.id });
    if (!row) {
      throw new Error('sandbox refund not inserted');
    }
    return row;
  });
}
