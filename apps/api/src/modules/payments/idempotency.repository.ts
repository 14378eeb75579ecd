import { schema } from '@skyparcel/db';
import { and, eq, isNull } from 'drizzle-orm';
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

/**
 * Takes the key for this call: answers the claim's instant (milliseconds, written here so it
 * reads back equal), which only its holder knows; null when a call with the key came first.
 */
export async function claimIdempotencyKey(
  db: DbOrTx,
  claim: KeyOf & { requestHash: string; at: Date },
): Promise<Date | null> {
  const { at, ...values } = claim;
  const rows = await db
    .insert(idempotencyKeys)
    .values({ ...values, createdAt: at })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  return rows.length === 1 ? at : null;
}

/**
 * Takes over a claim whose holder gave no answer within its lease (its process died): only one
 * caller wins, since the claim's instant must still be the one read. Answers the new instant.
 */
export async function retakeIdempotencyKey(
  db: DbOrTx,
  key: KeyOf,
  heldSince: Date,
  at: Date,
): Promise<Date | null> {
  const rows = await db
    .update(idempotencyKeys)
    .set({ createdAt: at })
    .where(
      and(
        whereKey(key),
        isNull(idempotencyKeys.responseStatus),
        eq(idempotencyKeys.createdAt, heldSince),
      ),
    )
    .returning({ key: idempotencyKeys.key });
  return rows.length === 1 ? at : null;
}

export async function findIdempotencyKey(db: DbOrTx, key: KeyOf) {
  const [row] = await db.select().from(idempotencyKeys).where(whereKey(key));
  return row;
}

/** The holder's answer; a holder whose claim was taken over writes nothing. */
export async function storeIdempotentAnswer(
  db: DbOrTx,
  key: KeyOf,
  heldSince: Date,
  answer: { status: number; body: unknown },
) {
  await db
    .update(idempotencyKeys)
    .set({ responseStatus: answer.status, responseBody: answer.body })
    .where(and(whereKey(key), eq(idempotencyKeys.createdAt, heldSince)));
}

/** Lets the key be used again: the call failed before it did anything lasting. */
export async function releaseIdempotencyKey(db: DbOrTx, key: KeyOf, heldSince: Date) {
  await db
    .delete(idempotencyKeys)
    .where(and(whereKey(key), eq(idempotencyKeys.createdAt, heldSince)));
}
