import type { Db } from '@skyparcel/db';
import { sql } from 'drizzle-orm';

/**
 * The reports' rollup pass (decision 055): merges the differences the triggers appended into one
 * row per key, so a report reads about one row per company, day and lane. The figures are exact
 * before it runs too (a report sums every row); it only keeps them few. One fold at a time.
 */
export async function foldReportDays(deps: { db: Db }) {
  await deps.db.transaction(async (tx) => {
    await tx.execute(sql`select report_fold_days()`);
  });
}
