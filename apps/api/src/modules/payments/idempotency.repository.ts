import { schema } from '@skyparcel/db';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../lib/tx';

const { idempotencyKeys } = schema;

export type IdempotencyScope = 'payment.invoices';

type KeyOf = { userId: string; scope: IdempotencyScope; key: string };

function whereKey({ userId, scope, key }: KeyOf) {
  return and(
    eq(idempotencyKeys.userId, userId),
    eq(idempotencyKeys.scope, scope),
    eq(idempotencyKeys.key, key),
  );
}

/** Takes the key for this call; false when a call with it came first. */
export async function claimIdempotencyKey(db: DbOrTx, claim: KeyOf & { requestHash: string }) {
  const rows = await db
    .insert(idempotencyKeys)
    .values(claim)
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  return rows.length === 1;
}

export async function findIdempotencyKey(db: DbOrTx, key: KeyOf) {
  const [row] = await db.select().from(idempotencyKeys).where(whereKey(key));
  return row;
}

export async function storeIdempotentAnswer(
  db: DbOrTx,
  key: KeyOf,
  answer: { status: number; body: unknown },
) {
  await db
    .update(idempotencyKeys)
    .set({ responseStatus: answer.status, responseBody: answer.body })
    .where(whereKey(key));
}

/** Lets the key be used again: the call failed before it did anything lasting. */
export async function releaseIdempotencyKey(db: DbOrTx, key: KeyOf) {
  await db.delete(idempotencyKeys).where(whereKey(key));
}
