import { schema } from '@skyparcel/db';
import type { AccountDeletionStatus } from '@skyparcel/domain/customer-profile';
import { and, asc, eq } from 'drizzle-orm';
import { isUuid } from '../../lib/is-uuid';
import type { DbOrTx } from '../../lib/tx';

const { accountDeletionRequests, users } = schema;

export type AccountDeletionRow = typeof accountDeletionRequests.$inferSelect;

/** The user's pending request, if any (the user in the `where`). */
export async function findPendingRequestOf(db: DbOrTx, userId: string) {
  const [row] = await db
    .select()
    .from(accountDeletionRequests)
    .where(
      and(
        eq(accountDeletionRequests.userId, userId),
        eq(accountDeletionRequests.status, 'pending'),
      ),
    );
  return row;
}

/** A new pending request; undefined when one is pending already (the partial unique index). */
export async function insertPendingRequest(db: DbOrTx, userId: string) {
  const [row] = await db
    .insert(accountDeletionRequests)
    .values({ userId })
    .onConflictDoNothing()
    .returning();
  return row;
}

/** The pending request of this id, locked: one operator decides it, once. */
export async function lockPendingRequest(tx: DbOrTx, requestId: string) {
  if (!isUuid(requestId)) {
    return undefined;
  }
  const [row] = await tx
    .select()
    .from(accountDeletionRequests)
    .where(
      and(eq(accountDeletionRequests.id, requestId), eq(accountDeletionRequests.status, 'pending')),
    )
    .for('update');
  return row;
}

export async function decideRequest(
  tx: DbOrTx,
  requestId: string,
  decision: { status: AccountDeletionStatus; decidedBy: string; decidedAt: Date },
) {
  await tx
    .update(accountDeletionRequests)
    .set(decision)
    .where(eq(accountDeletionRequests.id, requestId));
}

/** The operators' queue: pending requests, oldest first, with who asked. */
export async function listPendingRequests(db: DbOrTx) {
  return db
    .select({
      request: accountDeletionRequests,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(accountDeletionRequests)
    .innerJoin(users, eq(users.id, accountDeletionRequests.userId))
    .where(eq(accountDeletionRequests.status, 'pending'))
    .orderBy(asc(accountDeletionRequests.requestedAt));
}
