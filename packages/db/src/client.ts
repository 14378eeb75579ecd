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
  /** The pool's connections now: PGlite is one connection, always open, never waited for. */
  poolStats(): PoolStats;
  /**
   * Calls `observer` as each statement starts; the function it answers is called when the
   * statement ends (with the error when it failed). Answers the way to stop observing. Nothing
   * is timed while no one observes, so a handle without observers pays one array check.
   */
  observeQueries(observer: QueryObserver): () => void;
};

export type PoolStats = { total: number; idle: number; waiting: number };

export type QueryObserver = (sql: string) => (error?: unknown) => void;

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
    const observers = new QueryObservers();
    observePgliteQueries(client, observers);
    const db = drizzlePglite({ client, schema, casing: 'snake_case' });
    return {
      db,
      kind: 'pglite',
      poolStats: () => ({ total: 1, idle: 1, waiting: 0 }),
      observeQueries: (observer) => observers.add(observer),
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
  const observers = new QueryObservers();
  // Each new connection's `query`: the pool's own query() and transactions both end there.
  pool.on('connect', (client) => observePgQueries(client, observers));
  const db = drizzlePg({ client: pool, schema, casing: 'snake_case' });
  return {
    db,
    kind: 'postgres',
    poolStats: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
    }),
    observeQueries: (observer) => observers.add(observer),
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

class QueryObservers {
  private observers: QueryObserver[] = [];

  add(observer: QueryObserver): () => void {
    this.observers = [...this.observers, observer];
    return () => {
      this.observers = this.observers.filter((each) => each !== observer);
    };
  }

  /** The end callback of a statement, or undefined when nobody observes (the common case). */
  start(sql: string): ((error?: unknown) => void) | undefined {
    if (this.observers.length === 0) {
      return undefined;
    }
    const ends = this.observers.map((observer) => observer(sql));
    return (error) => {
      for (const end of ends) {
        end(error);
      }
    };
  }
}

/**
 * PGlite has no driver instrumentation to hook: its `query` (what drizzle calls) is wrapped on
 * the instance, and so is each transaction's, since drizzle runs a transaction's statements on
 * the object `transaction` hands its callback.
 */
function observePgliteQueries(client: PGlite, observers: QueryObservers) {
  const timed = <Q extends PGlite['query']>(query: Q): Q =>
    (async (sql: string, ...rest: unknown[]) => {
      const end = observers.start(sql);
      if (!end) {
        return Reflect.apply(query, undefined, [sql, ...rest]);
      }
      try {
        const result = await Reflect.apply(query, undefined, [sql, ...rest]);
        end();
        return result;
      } catch (error) {
        end(error);
        throw error;
      }
    }) as Q;
  client.query = timed(client.query.bind(client));
  const transaction = client.transaction.bind(client);
  client.transaction = (callback) =>
    transaction((tx) => {
      tx.query = timed(tx.query.bind(tx));
      return callback(tx);
    });
}

/**
 * node-postgres calls `query` with a callback (the pool's own query()) or for a promise
 * (drizzle inside a transaction); both are timed. A streaming query object is passed through.
 */
function observePgQueries(client: pg.PoolClient, observers: QueryObservers) {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  const patched = (...args: unknown[]) => {
    const [config] = args;
    const text =
      typeof config === 'string' ? config : String(Reflect.get(Object(config), 'text') ?? '');
    const isStream = typeof Reflect.get(Object(config), 'submit') === 'function';
    const end = isStream ? undefined : observers.start(text);
    if (!end) {
      return query(...args);
    }
    const callback = args.at(-1);
    if (typeof callback === 'function') {
      return query(...args.slice(0, -1), (error: unknown, ...results: unknown[]) => {
        end(error ?? undefined);
        Reflect.apply(callback, undefined, [error, ...results]);
      });
    }
    const result = query(...args);
    if (result instanceof Promise) {
      result.then(
        () => end(),
        (error: unknown) => end(error),
      );
    }
    return result;
  };
  Reflect.set(client, 'query', patched);
}
