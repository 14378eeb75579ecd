import { schema } from '@skyparcel/db';
import type { DbOrTx } from '../../lib/tx';

export type AirWaybillRange = typeof schema.airWaybillRanges.$inferInsert;

/**
 * Configures a range of serials (decision 042); a range already given (same prefix and first
 * serial) is left as it is, so a seed can run at every start. `allocateAirWaybill` hands out the
 * lowest active range first.
 */
export async function addAirWaybillRange(db: DbOrTx, range: AirWaybillRange) {
  await db.insert(schema.airWaybillRanges).values(range).onConflictDoNothing();
}
