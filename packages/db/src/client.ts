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

/**
 * How long a PostgreSQL server may keep a request waiting (ADR 023). A server that is down or
 * unreachable then fails a call within seconds (503), instead of leaving it hanging.
 */
export type DbTimeouts = {
  /** Opening a connection, and waiting for a free one of the pool. */
  connectMs: number;
  /** One statement; the client gives up a second later if the server does not answer at all. */
  statementMs: number;
};

export const DEFAULT_DB_TIMEOUTS: DbTimeouts = { connectMs: 1_500, statementMs: 5_000 };

export type DbTarget =
  | { kind: 'pglite'; dataDir: string | undefined; loadDataDir?: Blob | File }
  | { kind: 'postgres'; url: string; timeouts?: DbTimeouts };

export type DbHandle = {
  db: Db;
  kind: DbTarget['kind'];
  /** Round-trips to the database; used by the readiness check. */
  ping(): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: the whole database as a tarball, so tests can clone a prepared one fast. */
  dumpDataDir?: () => Promise<Blob | File>;
  /**
   * PostgreSQL only: runs `work` on a connection of its own without the statement timeout, for
   * migrations (building an index on a big table may take minutes).
   */
  withoutTimeouts?: <T>(work: (db: Db) => Promise<T>) => Promise<T>;
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
  const timeouts = target.timeouts ?? DEFAULT_DB_TIMEOUTS;
  const pool = new pg.Pool({
    connectionString: target.url,
    max: 10,
    connectionTimeoutMillis: timeouts.connectMs,
    idleTimeoutMillis: 30_000,
    // The server cancels a long statement and ends a transaction left idle; the client's own
    // timer covers a server that answers nothing at all (hung, or the network gone).
    statement_timeout: timeouts.statementMs,
    idle_in_transaction_session_timeout: timeouts.statementMs,
    query_timeout: timeouts.statementMs + 1_000,
    keepAlive: true,
    // No just-in-time compilation: PostgreSQL compiles a statement whose estimated cost passes
    // jit_above_cost, and a report's estimate over 100,000 shipments does (a correlated
    // subquery counted once per row): LLVM then took 0.6 s of a 0.8 s statement that runs in
    // 0.1 s without it (decision 055). The portal's statements are short; none gains from it.
    // The session's zone is UTC whatever the server's default (decision 057): a timestamptz in
    // JSON or text, and any date cast, reads the same from every server, as on PGlite.
    options: '-c jit=off -c TimeZone=UTC',
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
    withoutTimeouts: async (work) => {
      const client = new pg.Client({
        connectionString: target.url,
        connectionTimeoutMillis: timeouts.connectMs,
      });
      await client.connect();
      try {
        return await work(drizzlePg({ client, schema, casing: 'snake_case' }));
      } finally {
        await client.end();
      }
    },
  };
}
