/**
 * An answer kept in this process for `ttlMs` per database handle (tests open several), for
 * reads that are the same for every caller and change only when the server is deployed (the
 * reference tables the seed writes at start). Callers at the same moment share one load; a load
 * that fails is forgotten at once, so the next caller tries again instead of keeping an error.
 */
export function perDatabaseCache<Db extends object, T>(
  ttlMs: number,
  load: (db: Db) => Promise<T>,
  now: () => number = () => performance.now(),
): (db: Db) => Promise<T> {
  const entries = new WeakMap<Db, { until: number; value: Promise<T> }>();
  return (db) => {
    const at = now();
    const kept = entries.get(db);
    if (kept && kept.until > at) {
      return kept.value;
    }
    const value = load(db);
    entries.set(db, { until: at + ttlMs, value });
    value.catch(() => {
      if (entries.get(db)?.value === value) {
        entries.delete(db);
      }
    });
    return value;
  };
}
