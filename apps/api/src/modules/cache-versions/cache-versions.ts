import type { Db } from '@skyparcel/db';
import { listCacheVersions } from './cache-versions.repository';

/**
 * How stale a process's idea of the versions may get when no notification arrives (a listener
 * down, or none, as on PGlite): the version rows are read again at most this often, so a change
 * reaches every process within this time plus one load (decision 071).
 */
export const CACHE_VERSION_CHECK_MS = 500;

/** A cache's name as the migration's triggers bump it (`bump_cache_version('…')`). */
export type CacheName = 'reference-lists';

export type CacheVersions = {
  /**
   * The version of `name` as the database had it at most CACHE_VERSION_CHECK_MS ago: answered
   * from memory, or after one read of the version rows shared by every caller at that moment.
   */
  current(name: CacheName): Promise<number>;
  /** A notification's news (`<name> <version>`), applied at once; a stale one changes nothing. */
  noteNotification(payload: string): void;
};

/**
 * The versions this process knows for one database. A failed read is not remembered: the next
 * caller reads again (and the caller's own query would have failed on that database anyway).
 */
export function createCacheVersions(
  db: Db,
  now: () => number = () => performance.now(),
): CacheVersions {
  const versions = new Map<string, number>();
  let checkedAt = Number.NEGATIVE_INFINITY;
  let checking: Promise<void> | undefined;
  const raise = (name: string, version: number) => {
    // Versions only grow: a read begun before a notification must not undo it.
    if (version > (versions.get(name) ?? 0)) {
      versions.set(name, version);
    }
  };
  const check = () => {
    if (!checking) {
      const startedAt = now();
      checking = listCacheVersions(db)
        .then((rows) => {
          for (const row of rows) {
            raise(row.name, row.version);
          }
          checkedAt = startedAt;
        })
        .finally(() => {
          checking = undefined;
        });
    }
    return checking;
  };
  return {
    current: async (name) => {
      if (now() - checkedAt >= CACHE_VERSION_CHECK_MS) {
        await check();
      }
      return versions.get(name) ?? 0;
    },
    noteNotification: (payload) => {
      const [name, version] = payload.split(' ');
      const parsed = Number(version);
      if (name && Number.isSafeInteger(parsed)) {
        raise(name, parsed);
      }
    },
  };
}

const byDatabase = new WeakMap<Db, CacheVersions>();

/** The one CacheVersions of a database handle (tests open several), made on first use. */
export function cacheVersionsOf(db: Db): CacheVersions {
  let versions = byDatabase.get(db);
  if (!versions) {
    versions = createCacheVersions(db);
    byDatabase.set(db, versions);
  }
  return versions;
}
