import type { Db } from '@skyparcel/db';

/** A transaction handle: what `db.transaction(async (tx) => …)` passes in. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** A query runs the same on the database or inside a transaction. */
export type DbOrTx = Db | Tx;
