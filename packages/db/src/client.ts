import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import * as schema from './schema/index';

/**
 * The database as features see it: the base class both drivers share, so one query runs on
 * PGlite and PostgreSQL alike. Transactions (`db.transaction(tx => …)`) have the same type.
 */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DbTarget =
  | { kind: 'pglite'; dataDir: string | undefined; loadDataDir?: Blob | File }
  | { kind: 'postgres'; url: string };

export type DbHandle = {
  db: Db;
  kind: DbTarget['kind'];
  /** Round-trips to the database; used by the readiness check. */
  ping(): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: the whole database as a tarball, so tests can clone a prepared one fast. */
  dumpDataDir?: () => Promise<Blob | File>;
};

/**
 * Opens the embedded PGlite database (a folder, or memory when `dataDir` is undefined) or a
 * PostgreSQL server. Both speak the same schema and migrations.
 */
export async function openDb(
  target: DbTarget,
  onPoolError?: (error: Error) => void,
): Promise<DbHandle> {
  if (target.kind === 'pglite') {
    if (target.dataDir) {
      mkdirSync(target.dataDir, { recursive: true });
    }
    const client = await PGlite.create({
      dataDir: target.dataDir,
      loadDataDir: target.loadDataDir,
    });
    const db = drizzlePglite({ client, schema, casing: 'snake_case' });
    return {
      db,
      kind: 'pglite',
      ping: async () => {
        await client.query('select 1');
      },
      close: () => client.close(),
      dumpDataDir: () => client.dumpDataDir('none'),
    };
  }
  const pool = new pg.Pool({
    connectionString: target.url,
    max: 10,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
  });
  // An idle client can lose its server; without a listener that error would crash the process.
  pool.on('error', (error) => onPoolError?.(error));
  const db = drizzlePg({ client: pool, schema, casing: 'snake_case' });
  return {
    db,
    kind: 'postgres',
    ping: async () => {
      await pool.query('select 1');
    },
    close: () => pool.end(),
  };
}
