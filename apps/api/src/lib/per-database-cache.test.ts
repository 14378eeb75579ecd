import { describe, expect, test } from 'vitest';
import { perDatabaseCache } from './per-database-cache';

describe('perDatabaseCache', () => {
  test('loads once per database and version, again when the version moves, never keeps a failure', async () => {
    const versions = new Map<string, number>([
      ['a', 1],
      ['b', 1],
    ]);
    const loads: string[] = [];
    let fail = false;
    const cached = perDatabaseCache(
      async (db: { name: string }) => versions.get(db.name) ?? 0,
      async (db: { name: string }) => {
        loads.push(db.name);
        if (fail) {
          throw new Error('database down');
        }
        return `${db.name}-${loads.length}`;
      },
    );
    const first = { name: 'a' };
    const second = { name: 'b' };

    // Callers at the same moment share one load; another database has its own.
    expect(await Promise.all([cached(first), cached(first)])).toEqual(['a-1', 'a-1']);
    expect(await cached(second)).toBe('b-2');
    expect(await cached(first)).toBe('a-1');
    expect(loads).toEqual(['a', 'b']);

    // A change to the first database's tables: loaded again there, kept for the other.
    versions.set('a', 2);
    expect(await cached(first)).toBe('a-3');
    expect(await cached(second)).toBe('b-2');

    // A failed load is not kept: the next call loads again.
    versions.set('a', 3);
    fail = true;
    await expect(cached(first)).rejects.toThrow('database down');
    fail = false;
    expect(await cached(first)).toBe('a-5');
    expect(loads).toEqual(['a', 'b', 'a', 'a', 'a']);
  });

  test('a version it cannot read fails the call and keeps nothing', async () => {
    let isDown = true;
    const cached = perDatabaseCache(
      async () => {
        if (isDown) {
          throw new Error('database down');
        }
        return 1;
      },
      async () => 'lists',
    );
    const db = {};
    await expect(cached(db)).rejects.toThrow('database down');
    isDown = false;
    expect(await cached(db)).toBe('lists');
  });
});
