import { type DbHandle, openDb } from '@skyparcel/db';

/**
 * The database a bench's data goes into: a postgres:// URL (the throwaway server `npm run bench`
 * starts, production's engine) or a PGlite folder (the demo's). Writing 100,000 rows in one
 * statement takes longer than a request may, so the statement timeout is a bench's, not ADR 023's.
 */
export function openBenchDb(where: string): Promise<DbHandle> {
  return /^postgres(ql)?:\/\//.test(where)
    ? openDb({
        kind: 'postgres',
        url: where,
        timeouts: { connectMs: 10_000, statementMs: 600_000 },
      })
    : openDb({ kind: 'pglite', dataDir: where });
}
