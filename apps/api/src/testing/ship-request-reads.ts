import { type Db, schema } from '@skyparcel/db';
import { eq, inArray } from 'drizzle-orm';
import type { BuiltShipRequest } from './build-ship-request';

/** A ship request's row as stored, for tests that check what a call changed. */
export async function shipRequestRow(db: Db, id: string) {
  const [row] = await db.select().from(schema.shipRequests).where(eq(schema.shipRequests.id, id));
  return row;
}

/** The states of a built request's packages, in no particular order. */
export async function packageStatusesOf(db: Db, request: BuiltShipRequest) {
  const rows = await db
    .select({ status: schema.packages.status })
    .from(schema.packages)
    .where(inArray(schema.packages.id, request.packageIds));
  return rows.map((row) => row.status);
}
