import { schema } from '@skyparcel/db';
import type { DbOrTx } from '../../lib/tx';

const { cacheVersions } = schema;

/** Every cache's version: a handful of rows, read in one round trip. */
export function listCacheVersions(db: DbOrTx) {
  return db
    .select({ name: cacheVersions.name, version: cacheVersions.version })
    .from(cacheVersions);
}
