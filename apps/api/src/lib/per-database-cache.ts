/**
 * An answer kept in this process per database handle (tests open several), for reads that are
 * the same for every caller and change rarely. It is kept while `version(db)` answers the number
 * it was loaded under: the caller passes the version the database keeps for the tables read
 * (modules/cache-versions, decision 071), so a change committed by any process, or by SQL,
 * replaces it everywhere. The version is read before the load, so a change that lands during a
 * load is loaded again next time. Callers at the same moment share one load; a load that fails
 * is forgotten at once, so the next caller tries again instead of keeping an error.
 */
export function perDatabaseCache<Db extends object, T>(
  version: (db: Db) => Promise<number>,
  load: (db: Db) => Promise<T>,
): (db: Db) => Promise<T> {
  const entries = new WeakMap<Db, { version: number; value: Promise<T> }>();
  return async (db) => {
    const current = await version(db);
    const kept = entries.get(db);
    if (kept && kept.version === current) {
      return kept.value;
    }
    const value = load(db);
    entries.set(db, { version: current, value });
    value.catch(() => {
      if (entries.get(db)?.value === value) {
        entries.delete(db);
      }
    });
    return value;
  };
}
