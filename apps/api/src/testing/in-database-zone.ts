import type { Db } from '@skyparcel/db';
import { sql, TransactionRollbackError } from 'drizzle-orm';

/**
 * Runs `work` in a transaction whose session time zone is `zone`, then rolls it back: what a
 * PostgreSQL server set up in that zone would answer (decision 058), without leaving a row
 * behind. `SET LOCAL` keeps the zone to this transaction, so a pooled connection gets it back.
 */
export async function inDatabaseZone<T>(
  db: Db,
  zone: string,
  work: (tx: Db) => Promise<T>,
): Promise<T> {
  let answer: { value: T } | undefined;
  try {
    await db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('TimeZone', ${zone}, true)`);
      answer = { value: await work(tx) };
      tx.rollback();
    });
  } catch (error) {
    if (!(error instanceof TransactionRollbackError)) {
      throw error;
    }
  }
  if (answer === undefined) {
    throw new Error('the work in the rolled-back transaction gave no answer');
  }
  return answer.value;
}
