import { describe, expect, test } from 'vitest';
import { perDatabaseCache } from './per-database-cache';

describe('perDatabaseCache', () => {
  test('loads once per database within the time, again after it, and never keeps a failure', async () => {
    let clock = 0;
    const loads: string[] = [];
    let fail = false;
    const cached = perDatabaseCache(
      1_000,
      async (db: { name: string }) => {
        loads.push(db.name);
        if (fail) {
          throw new Error('database down');
        }
        return `${db.name}-${loads.length}`;
      },
      () => clock,
    );
    const first = { name: 'a' };
    const second = { name: 'b' };

    // Callers at the same moment share one load; another database has its own.
    expect(await Promise.all([cached(first), cached(first)])).toEqual(['a-1', 'a-1']);
    expect(await cached(second)).toBe('b-2');
    clock = 999;
    expect(await cached(first)).toBe('a-1');
    expect(loads).toEqual(['a', 'b']);

    // Past the time, loaded again.
    clock = 1_000;
    expect(await cached(first)).toBe('a-3');

    // A failed load is not kept: the next call loads again.
    clock = 5_000;
    fail = true;
    await expect(cached(first)).rejects.toThrow('database down');
    fail = false;
    expect(await cached(first)).toBe('a-5');
    expect(loads).toEqual(['a', 'b', 'a', 'a', 'a']);
  });
});
