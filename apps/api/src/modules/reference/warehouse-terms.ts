import { schema } from '@skyparcel/db';
import { type SQL, sql } from 'drizzle-orm';

const { warehousePriceTerms: terms } = schema;

/**
 * A warehouse's storage and liability terms in force at `at` (the database's `now()` when not
 * given), as columns of any query that reads `warehouses`: the newest `warehouse_price_terms`
 * row from on or before that moment (decision 040). Subqueries, so a reader keeps its one query.
 */
export function warehouseTermsInForce(at?: Date) {
  const moment = at ? sql`${at.toISOString()}::timestamptz` : sql`now()`;
  const termOf = (column: SQL) =>
    sql<number>`(select ${column} from ${terms}
      where ${terms.warehouseId} = "warehouses"."id" and ${terms.effectiveFrom} <= ${moment}
      order by ${terms.effectiveFrom} desc limit 1)`.mapWith(Number);
  return {
    freeStorageDays: termOf(sql`${terms.freeStorageDays}`),
    storageFeePerDayMinor: termOf(sql`${terms.storageFeePerDayMinor}`),
    liabilityIncrementMinor: termOf(sql`${terms.liabilityIncrementMinor}`),
  };
}
