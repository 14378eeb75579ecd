import { schema } from '@skyparcel/db';
import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../lib/tx';

/** The hashes of the user's last `depth` passwords before the current one, newest first. */
export async function listPreviousPasswordHashes(db: DbOrTx, userId: string, depth: number) {
  const rows = await db
    .select({ hash: schema.passwordHistory.passwordHash })
    .from(schema.passwordHistory)
    .where(eq(schema.passwordHistory.userId, userId))
    .orderBy(desc(schema.passwordHistory.createdAt))
    .limit(depth);
  return rows.map((row) => row.hash);
}

export async function recordPreviousPassword(db: DbOrTx, userId: string, passwordHash: string) {
  await db.insert(schema.passwordHistory).values({ userId, passwordHash });
}
