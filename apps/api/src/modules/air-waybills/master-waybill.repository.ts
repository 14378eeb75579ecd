import { schema } from '@skyparcel/db';
import { eq } from 'drizzle-orm';
import { isUuid } from '../../lib/is-uuid';
import type { DbOrTx, Tx } from '../../lib/tx';

const { masterWaybills, airports } = schema;

export type MasterWaybillRow = typeof masterWaybills.$inferSelect;

export async function insertMasterWaybill(
  tx: Tx,
  values: Omit<typeof masterWaybills.$inferInsert, 'id'>,
): Promise<MasterWaybillRow> {
  const [row] = await tx.insert(masterWaybills).values(values).returning();
  if (!row) {
    throw new Error('a master waybill was not inserted');
  }
  return row;
}

/** A CAWB with its origin airport's country, locked while its shipments change. */
export async function lockMasterWaybill(tx: Tx, id: string) {
  if (!isUuid(id)) {
    return undefined;
  }
  const [row] = await tx
    .select({ cawb: masterWaybills, originCountryCode: airports.countryCode })
    .from(masterWaybills)
    .innerJoin(airports, eq(airports.code, masterWaybills.originAirportCode))
    .where(eq(masterWaybills.id, id))
    .for('update', { of: masterWaybills });
  return row;
}

export async function findMasterWaybill(db: DbOrTx, id: string) {
  const [row] = await db.select().from(masterWaybills).where(eq(masterWaybills.id, id));
  return row;
}
