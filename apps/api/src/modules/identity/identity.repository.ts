import { schema } from '@skyparcel/db';
import type { IdentityStatus } from '@skyparcel/domain/profile';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../lib/tx';

const { identityDocuments, userIdentities, users } = schema;

export type IdentityRow = typeof userIdentities.$inferSelect;
export type IdentityDocumentRow = typeof identityDocuments.$inferSelect;
type IdentityChanges = Partial<Omit<IdentityRow, 'userId'>>;

/** The customer's identity row, or undefined before their first change (status 'missing'). */
export async function findIdentity(db: DbOrTx, userId: string): Promise<IdentityRow | undefined> {
  const [row] = await db.select().from(userIdentities).where(eq(userIdentities.userId, userId));
  return row;
}

/**
 * The customer's identity row, made if missing, locked until the transaction ends: an ID
 * change, an upload and a staff verdict on the same customer happen one after the other.
 */
export async function lockIdentity(tx: Tx, userId: string): Promise<IdentityRow> {
  await tx.insert(userIdentities).values({ userId }).onConflictDoNothing();
  const [row] = await tx
    .select()
    .from(userIdentities)
    .where(eq(userIdentities.userId, userId))
    .for('update');
  if (!row) {
    throw new Error('identity row not readable after insert');
  }
  return row;
}

export async function updateIdentity(tx: DbOrTx, userId: string, changes: IdentityChanges) {
  const [row] = await tx
    .update(userIdentities)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(userIdentities.userId, userId))
    .returning();
  if (!row) {
    throw new Error('identity row missing');
  }
  return row;
}

/** The customer's ID documents, oldest first (the user in the `where`). */
export function listIdentityDocuments(db: DbOrTx, userId: string) {
  return db
    .select()
    .from(identityDocuments)
    .where(eq(identityDocuments.userId, userId))
    .orderBy(asc(identityDocuments.createdAt), asc(identityDocuments.id));
}

export async function countIdentityDocuments(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(identityDocuments)
    .where(eq(identityDocuments.userId, userId));
  return row?.value ?? 0;
}

/** One of the customer's own documents; another customer's id finds nothing. */
export async function findOwnedIdentityDocument(
  db: DbOrTx,
  userId: string,
  documentId: string,
): Promise<IdentityDocumentRow | undefined> {
  const [row] = await db
    .select()
    .from(identityDocuments)
    .where(and(eq(identityDocuments.userId, userId), eq(identityDocuments.id, documentId)));
  return row;
}

export async function insertIdentityDocument(
  tx: DbOrTx,
  values: typeof identityDocuments.$inferInsert,
): Promise<IdentityDocumentRow> {
  const [row] = await tx.insert(identityDocuments).values(values).returning();
  if (!row) {
    throw new Error('identity document not inserted');
  }
  return row;
}

export async function deleteIdentityDocumentRow(tx: DbOrTx, userId: string, documentId: string) {
  await tx
    .delete(identityDocuments)
    .where(and(eq(identityDocuments.userId, userId), eq(identityDocuments.id, documentId)));
}

/**
 * The staff's queue: identities in `status` with their customer, a page at a time (pending the
 * longest waiting first, the others the newest first), and how many there are in all.
 */
export async function listIdentitiesByStatus(
  db: DbOrTx,
  status: IdentityStatus,
  { page, pageSize }: { page: number; pageSize: number },
) {
  const documentCount = db
    .select({ userId: identityDocuments.userId, value: count().as('document_count') })
    .from(identityDocuments)
    .groupBy(identityDocuments.userId)
    .as('document_counts');
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        identity: userIdentities,
        user: {
          id: users.id,
          firstName: users.firstName,
          middleName: users.middleName,
          lastName: users.lastName,
          email: users.email,
          suiteNumber: users.suiteNumber,
        },
        documentCount: sql<number>`coalesce(${documentCount.value}, 0)::int`,
      })
      .from(userIdentities)
      .innerJoin(users, eq(users.id, userIdentities.userId))
      .leftJoin(documentCount, eq(documentCount.userId, userIdentities.userId))
      .where(eq(userIdentities.status, status))
      .orderBy(
        status === 'pending' ? asc(userIdentities.updatedAt) : desc(userIdentities.updatedAt),
        // A stable order across pages when two changed at the same moment.
        asc(userIdentities.userId),
      )
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db
      .select({ value: count() })
      .from(userIdentities)
      .innerJoin(users, eq(users.id, userIdentities.userId))
      .where(eq(userIdentities.status, status)),
  ]);
  return { rows, total: counted?.value ?? 0 };
}

/** Account erasure (decision 048): the identity and its scans' rows; the scans' names, to remove. */
export async function deleteIdentityOf(tx: DbOrTx, userId: string): Promise<string[]> {
  const documents = await tx
    .delete(identityDocuments)
    .where(eq(identityDocuments.userId, userId))
    .returning({ storedName: identityDocuments.storedName });
  await tx.delete(userIdentities).where(eq(userIdentities.userId, userId));
  return documents.map((document) => document.storedName);
}
