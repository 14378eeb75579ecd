import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { isDatabaseUnavailable } from './database-unavailable';
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

/**
 * What the PostgreSQL URL leads to (decision 072): `session`, a server or a pooler that gives a
 * client one server connection for as long as it stays; `transaction`, a pooler such as
 * PgBouncer in transaction mode, which hands each transaction any server connection: nothing
 * set on a session survives there, no named prepared statement, no startup option.
 */
export type PoolMode = 'session' | 'transaction';

export type DbTarget =
  | { kind: 'pglite'; dataDir: string | undefined; loadDataDir?: Blob | File }
  | {
      kind: 'postgres';
      url: string;
      timeouts?: DbTimeouts;
      poolMode?: PoolMode;
      /** The server itself, never a pooler, for migrations (`withoutTimeouts`). Default: `url`. */
      directUrl?: string;
      /** A streaming replica: `readDb` reads there while it answers (decision 072). */
      replicaUrl?: string;
    };

/** Where `readDb` reads now: the replica, or the primary (no replica, or it does not answer). */
export type ReadTarget = 'replica' | 'primary';

export type DbHandle = {
  db: Db;
  /**
   * For reads that tolerate a second of lag and need none of this request's own writes: reports,
   * dashboards, exports (decision 072). The replica while it answers; the primary without one,
   * and within one failed statement when it stops answering (the statement runs again there),
   * until a probe finds it back. Writes never go here (a replica refuses them).
   */
  readDb: Db;
  /** Where `readDb` reads now. */
  readTarget(): ReadTarget;
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
  onReadTarget?: (target: ReadTarget, error?: unknown) => void,
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
      readDb: db,
      readTarget: () => 'primary',
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
  const poolMode = target.poolMode ?? 'session';
  const directUrl = target.directUrl ?? target.url;
  if (poolMode === 'transaction') {
    await makeSettingsTheRoleDefaults(directUrl, timeouts);
  }
  const pool = new pg.Pool(poolConfig(target.url, timeouts, poolMode));
  // An idle client can lose its server; without a listener that error would crash the process.
  pool.on('error', (error) => onPoolError?.(error));
  const observers = new QueryObservers();
  // Each new connection's `query`: the pool's own query() and transactions both end there.
  pool.on('connect', (client) => observePgQueries(client, observers));
  const db = drizzlePg({ client: pool, schema, casing: 'snake_case' });
  const replica = target.replicaUrl
    ? openReplica(pool, poolConfig(target.replicaUrl, timeouts, poolMode), onReadTarget)
    : undefined;
  replica?.pool.on('connect', (client) => observePgQueries(client, observers));
  const readDb = replica ? drizzlePg({ client: replica.router, schema, casing: 'snake_case' }) : db;
  if (poolMode === 'transaction') {
    // Named statements belong to a server connection the pooler may never hand back.
    unnamedStatementsOnly.add(db);
    unnamedStatementsOnly.add(readDb);
  }
  return {
    db,
    readDb,
    readTarget: () => replica?.target() ?? 'primary',
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
    close: async () => {
      await replica?.close();
      await pool.end();
    },
    withoutTimeouts: async (work) => {
      const client = new pg.Client({
        connectionString: directUrl,
        connectionTimeoutMillis: timeouts.connectMs,
      });
      await client.connect();
      try {
        // A session of its own on the server: SET lasts, and overrides the role's defaults.
        await client.query(
          `set statement_timeout = 0; set idle_in_transaction_session_timeout = 0; ${sessionSets}`,
        );
        return await work(drizzlePg({ client, schema, casing: 'snake_case' }));
      } finally {
        await client.end();
      }
    },
  };
}

const unnamedStatementsOnly = new WeakSet<object>();

/**
 * False for a handle behind a transaction-mode pooler: a named prepared statement lives on one
 * server connection, and the next call may get another (PgBouncer 1.18 does not track them).
 * apps/api lib/prepared-query.ts then keeps its built query but sends it unnamed.
 */
export function allowsNamedStatements(db: object): boolean {
  return !unnamedStatementsOnly.has(db);
}

/**
 * Every session's settings (decisions 055, 057). No just-in-time compilation: PostgreSQL
 * compiles a statement whose estimated cost passes jit_above_cost, and a report's estimate over
 * 100,000 shipments does (a correlated subquery counted once per row): LLVM then took 0.6 s of a
 * 0.8 s statement that runs in 0.1 s without it. The portal's statements are short; none gains.
 * The zone is UTC whatever the server's default: a timestamptz in JSON or text, and any date
 * cast, reads the same from every server, as on PGlite.
 */
const SESSION_SETTINGS = { jit: 'off', TimeZone: 'UTC' } as const;

const sessionSets = Object.entries(SESSION_SETTINGS)
  .map(([name, value]) => `set ${name} = '${value}';`)
  .join(' ');

function poolConfig(url: string, timeouts: DbTimeouts, poolMode: PoolMode): pg.PoolConfig {
  const common: pg.PoolConfig = {
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: timeouts.connectMs,
    idleTimeoutMillis: 30_000,
    // The client's own timer covers a server that answers nothing at all (hung, or the network
    // gone); the server's statement timeout cancels a long statement a second before.
    query_timeout: timeouts.statementMs + 1_000,
    keepAlive: true,
  };
  if (poolMode === 'transaction') {
    // PgBouncer refuses a startup packet with parameters it cannot keep (`options`,
    // statement_timeout): the settings are the role's defaults instead.
    return common;
  }
  return {
    ...common,
    // The server cancels a long statement and ends a transaction left idle (ADR 023).
    statement_timeout: timeouts.statementMs,
    idle_in_transaction_session_timeout: timeouts.statementMs,
    options: Object.entries(SESSION_SETTINGS)
      .map(([name, value]) => `-c ${name}=${value}`)
      .join(' '),
  };
}

/**
 * Behind a transaction-mode pooler a session's settings last one transaction, and a startup
 * option is refused: each server connection the pooler opens must start with them. Making them
 * the defaults of this role in this database (which any role may do for itself) does that for
 * every pooler, and a streaming replica inherits them. Once per boot, on the server itself;
 * the advisory lock keeps two processes starting at once from updating the same row together.
 */
async function makeSettingsTheRoleDefaults(directUrl: string, timeouts: DbTimeouts) {
  const client = new pg.Client({
    connectionString: directUrl,
    connectionTimeoutMillis: timeouts.connectMs,
  });
  await client.connect();
  try {
    const settings = {
      ...SESSION_SETTINGS,
      statement_timeout: String(timeouts.statementMs),
      idle_in_transaction_session_timeout: String(timeouts.statementMs),
    };
    const statements = Object.entries(settings)
      .map(
        ([name, value]) =>
          `execute format('alter role current_user in database %I set ${name} = %L', current_database(), '${value}');`,
      )
      .join(' ');
    await client.query('begin');
    await client.query(
      `select pg_advisory_xact_lock(hashtextextended('skyparcel:role-settings', 0))`,
    );
    await client.query(`do $$ begin ${statements} end $$`);
    await client.query('commit');
  } finally {
    await client.end();
  }
}

/** How long the replica is left alone after it failed, before a probe asks again. */
const REPLICA_PROBE_MS = 1_000;

/**
 * The replica's pool, and a pool-shaped router in front of it that drizzle reads through: a
 * statement goes to the replica while it is up and runs again on the primary when the replica
 * cannot answer (reads only, so running one twice is harmless). Then every read goes straight
 * to the primary, waiting for nothing, while a probe asks the replica every second; its first
 * answer brings the reads back. A statement the replica cancelled for a conflict with the
 * primary's changes (40001) runs again on the primary, the replica staying up.
 */
function openReplica(
  primary: pg.Pool,
  config: pg.PoolConfig,
  onReadTarget?: (target: ReadTarget, error?: unknown) => void,
) {
  // A replica that does not answer at once is worth less than the primary that does.
  const replica = new pg.Pool({
    ...config,
    connectionTimeoutMillis: Math.min(config.connectionTimeoutMillis ?? 1_000, 1_000),
  });
  let down = false;
  let probe: NodeJS.Timeout | undefined;
  let probing = false;
  const markUp = () => {
    down = false;
    clearInterval(probe);
    probe = undefined;
    onReadTarget?.('replica');
  };
  const markDown = (error: unknown) => {
    if (down) {
      return;
    }
    down = true;
    onReadTarget?.('primary', error);
    probe = setInterval(() => {
      if (probing) {
        return;
      }
      probing = true;
      replica
        .query('select 1')
        .then(markUp, () => undefined)
        .finally(() => {
          probing = false;
        });
    }, REPLICA_PROBE_MS);
    probe.unref();
  };
  // A server that stops closes the idle connections: the next read should not wait to find out.
  replica.on('error', markDown);
  const onReplica = async <T>(run: (pool: pg.Pool) => Promise<T>): Promise<T> => {
    if (down) {
      return run(primary);
    }
    try {
      return await run(replica);
    } catch (error) {
      if (isRecoveryConflict(error)) {
        return run(primary);
      }
      if (!isDatabaseUnavailable(error) || isStatementTimeout(error)) {
        throw error;
      }
      markDown(error);
      return run(primary);
    }
  };
  const router = new Proxy(replica, {
    get(pool, property) {
      if (property === 'query') {
        // drizzle calls query(config, values) for a promise, never with a callback.
        return (config: pg.QueryConfig, values?: unknown[]) =>
          onReplica((each) => each.query(config, values));
      }
      if (property === 'connect') {
        // A transaction: all of it on one side. A replica lost mid-transaction fails it once.
        return () => onReplica((each) => each.connect());
      }
      return Reflect.get(pool, property, pool);
    },
  });
  return {
    pool: replica,
    router,
    target: (): ReadTarget => (down ? 'primary' : 'replica'),
    close: async () => {
      clearInterval(probe);
      await replica.end();
    },
  };
}

/** The SQLSTATE of a driver's error (the router sees node-postgres' own, not drizzle's). */
const codeOf = (error: unknown) =>
  error instanceof Error && 'code' in error ? error.code : undefined;

/** `canceling statement due to conflict with recovery`: the replica replayed a change first. */
const isRecoveryConflict = (error: unknown) => codeOf(error) === '40001';

/** Cancelled by the statement timeout: as slow on the primary, so it is not run again. */
const isStatementTimeout = (error: unknown) => codeOf(error) === '57014';

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
