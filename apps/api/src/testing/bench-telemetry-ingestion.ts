// `npm run bench -- telemetry` runs this in a process of its own (node --import tsx), once per
// database: `postgres <url>` or `pglite`. The portal's app listens on a loopback port and takes
// 100-envelope batches through the real POST /v2/track (HTTP, body reading, per-address limit,
// each item checked, one INSERT), posted by a client process of its own
// (scripts/bench-telemetry-client.mjs); beside it this process writes the same rows as bare
// multi-row INSERTs on the same database, rounds interleaved. The last line of output is the
// result as JSON.
import { fork, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { type DbHandle, migrateDb, openDb } from '@skyparcel/db';
import { readTelemetryEnvelope, telemetryRetentionCutoff } from '@skyparcel/domain/telemetry';
import { sql } from 'drizzle-orm';
import { buildApp } from '../app';
import { readUserAgent } from '../features/telemetry-ingestion/read-user-agent';
import { DEVELOPMENT_TELEMETRY_KEY, loadConfig } from '../plugins/env';

const BATCH = 100;
const BATCHES_PER_ROUND = Number(process.env.BENCH_TELEMETRY_BATCHES ?? 200);
const ROUNDS = 3;
/** Batches in flight at once, for both ways in: a few browsers' flushes arriving together. */
const CONCURRENCY = Number(process.env.BENCH_TELEMETRY_CONCURRENCY ?? 4);
const USER_AGENT =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const PAGES = ['/', '/tracking/:trackingNumber', '/my-suite', '/ship', '/faq', '/register'];
const COLUMNS = [
  'occurred_at',
  'received_at',
  'kind',
  'name',
  'page',
  'session_id',
  'user_id',
  'auth_user_id',
  'signed_in',
  'role',
  'language',
  'device',
  'browser',
  'country',
] as const;

const [kind, url] = process.argv.slice(2);
if (kind !== 'postgres' && kind !== 'pglite') {
  throw new Error('usage: bench-telemetry-ingestion.ts postgres <url> | pglite');
}

function envelope(index: number) {
  const page = PAGES[index % PAGES.length] ?? '/';
  return {
    name: 'Microsoft.ApplicationInsights.5e1ec7ed000040008000000000da7a.Pageview',
    time: new Date(Date.now() - (index % 600) * 1000).toISOString(),
    iKey: DEVELOPMENT_TELEMETRY_KEY,
    tags: {
      'ai.session.id': `s${String(index % 997).padStart(21, '0')}`,
      'ai.user.id': `u${String(index % 4001).padStart(21, '0')}`,
      'ai.device.id': 'browser',
      'ai.operation.name': page,
      'ai.internal.sdkVersion': 'javascript:3.3.4',
    },
    data: {
      baseType: 'PageviewData',
      baseData: {
        ver: 2,
        name: page,
        url: `https://portal.example${page.replace(':trackingNumber', 'SP123456789AE')}?lang=fr`,
        duration: '00:00:00.250',
        properties: { language: 'fr', signedIn: index % 3 === 0 ? 'true' : 'false' },
        measurements: {},
      },
    },
  };
}

const batches = Array.from({ length: BATCHES_PER_ROUND }, (_, batch) =>
  Array.from({ length: BATCH }, (_, item) => envelope(batch * BATCH + item)),
);
const bodies = batches.map((batch) => JSON.stringify(batch));

/** The rows the endpoint stores for a batch, as parameter lists in column order. */
function rowsOf(batch: unknown[]): unknown[][] {
  const now = new Date();
  const rules = {
    instrumentationKey: DEVELOPMENT_TELEMETRY_KEY,
    now,
    oldestAccepted: telemetryRetentionCutoff(now, 13),
  };
  const { device, browser } = readUserAgent(USER_AGENT);
  return batch.map((item) => {
    const result = readTelemetryEnvelope(item, rules);
    if (!result.ok) {
      throw new Error(result.message);
    }
    const event = result.event;
    return [
      event.occurredAt.toISOString(),
      now.toISOString(),
      event.kind,
      event.name,
      event.page,
      event.sessionId,
      event.userId,
      event.authUserId,
      event.signedIn,
      event.role,
      event.language,
      device,
      browser,
      null,
    ];
  });
}

const bareStatements = batches.map((batch) => {
  const rows = rowsOf(batch);
  const tuples = rows.map(
    (_, row) =>
      `(${COLUMNS.map((_, column) => `$${row * COLUMNS.length + column + 1}`).join(', ')})`,
  );
  return {
    text: `insert into telemetry_events (${COLUMNS.join(', ')}) values ${tuples.join(', ')}`,
    values: rows.flat(),
  };
});

/** Runs `work(i)` for every batch, CONCURRENCY at a time; answers the rows per second. */
async function rowsPerSecond(work: (index: number) => Promise<void>): Promise<number> {
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < BATCHES_PER_ROUND) {
        const index = next;
        next += 1;
        await work(index);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  return (BATCHES_PER_ROUND * BATCH) / seconds;
}

/**
 * As the health section pins its servers (scripts/bench.mjs `pinForLoad`): the database's
 * processes and this one (the portal, and the bare INSERTs' client) share CPU 0, the browsers'
 * process has CPU 1, so both ways in are measured on the same single CPU and the client never
 * takes the portal's. The pool's connections are open by now (the warm-up), so their backends
 * are listed. Answers whether it pinned (taskset and two CPUs are needed).
 */
async function pinForLoad(db: DbHandle, clientPid: number | undefined): Promise<boolean> {
  const can =
    availableParallelism() >= 2 && spawnSync('taskset', ['-V'], { stdio: 'ignore' }).status === 0;
  if (!can || clientPid === undefined) {
    return false;
  }
  const pin = (cpu: string, pid: number) =>
    spawnSync('taskset', ['-a', '-p', '-c', cpu, String(pid)], { stdio: 'ignore' });
  if (db.kind === 'postgres') {
    const result = await db.db.execute(sql`select pid from pg_stat_activity`);
    for (const row of (result as unknown as { rows: { pid: number }[] }).rows) {
      pin('0', Number(row.pid));
    }
  }
  pin('0', process.pid);
  pin('1', clientPid);
  return true;
}

/** CPU time (user + system) of the database server's processes so far; 0 for PGlite. */
async function serverCpuMicroseconds(db: DbHandle): Promise<number> {
  if (db.kind !== 'postgres') {
    return 0;
  }
  const result = await db.db.execute(sql`select pid from pg_stat_activity`);
  let total = 0;
  for (const row of (result as unknown as { rows: { pid: number }[] }).rows) {
    try {
      const fields = readFileSync(`/proc/${row.pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
      // utime and stime, in clock ticks of 10 ms.
      total += (Number(fields[11]) + Number(fields[12])) * 10_000;
    } catch {
      // A backend that ended between the listing and the read.
    }
  }
  return total;
}

const dataDir = mkdtempSync(join(tmpdir(), 'skyparcel-bench-telemetry-'));
let handle: DbHandle | undefined;
try {
  handle =
    kind === 'postgres'
      ? await openDb({ kind: 'postgres', url: url ?? '' })
      : await openDb({ kind: 'pglite', dataDir: join(dataDir, 'db') });
  await migrateDb(handle);
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: '/nonexistent',
    // The limit's counter is still written per batch; only its ceiling is out of the way.
    TELEMETRY_RATE_LIMIT_PER_MINUTE: '1000000',
  });
  const app = await buildApp({ config, dbHandle: handle });
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  const driver = Reflect.get(handle.db, '$client') as {
    query: (text: string, values: unknown[]) => Promise<unknown>;
  };
  const bare = () =>
    rowsPerSecond(async (index) => {
      const statement = bareStatements[index];
      if (statement) {
        await driver.query(statement.text, statement.values);
      }
    });
  const client = fork(new URL('../../../../scripts/bench-telemetry-client.mjs', import.meta.url), {
    execArgv: [],
  });
  const answerOf = () =>
    new Promise<{ seconds?: number; failure?: string }>((resolve) =>
      client.once('message', resolve),
    );
  const ready = answerOf();
  client.send({ bodies, concurrency: CONCURRENCY });
  await ready;
  const endpoint = async () => {
    const answer = answerOf();
    client.send({ url: address, concurrency: CONCURRENCY, userAgent: USER_AGENT });
    const { seconds, failure } = await answer;
    if (failure || !seconds) {
      throw new Error(failure ?? 'the client answered no time');
    }
    return (BATCHES_PER_ROUND * BATCH) / seconds;
  };
  // A warm-up of each, then the rounds interleaved so both see the same machine.
  await bare();
  await endpoint();
  const pinned = await pinForLoad(handle, client.pid);
  /**
   * Each round's wall-clock rows per second, and its CPU per batch in milliseconds: this
   * process's (the bare INSERTs' client, or the portal answering; the browsers are the other
   * process) plus, on PostgreSQL, its server processes' (read from /proc, as bench.mjs does).
   */
  const rounds = { bare: [] as number[], endpoint: [] as number[] };
  const cpu = { bare: [] as number[], endpoint: [] as number[] };
  const timed = async (way: 'bare' | 'endpoint', run: () => Promise<number>) => {
    const serverBefore = await serverCpuMicroseconds(db);
    const before = process.cpuUsage();
    const rate = await run();
    const used = process.cpuUsage(before);
    const server = (await serverCpuMicroseconds(db)) - serverBefore;
    rounds[way].push(rate);
    cpu[way].push((used.user + used.system + server) / 1000 / BATCHES_PER_ROUND);
  };
  const db = handle;
  for (let round = 0; round < ROUNDS; round += 1) {
    await timed('bare', bare);
    await timed('endpoint', endpoint);
  }
  client.disconnect();
  await app.close();
  const median = (values: number[]) =>
    [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
  const bareRowsPerSecond = median(rounds.bare);
  const endpointRowsPerSecond = median(rounds.endpoint);
  const bareCpuMsPerBatch = median(cpu.bare);
  const endpointCpuMsPerBatch = median(cpu.endpoint);
  console.log(
    JSON.stringify({
      kind,
      batchSize: BATCH,
      batchesPerRound: BATCHES_PER_ROUND,
      rounds: ROUNDS,
      concurrency: CONCURRENCY,
      pinned,
      bareRowsPerSecond,
      endpointRowsPerSecond,
      ratio: endpointRowsPerSecond / bareRowsPerSecond,
      bareCpuMsPerBatch,
      endpointCpuMsPerBatch,
      // Rows per second at the full use of one CPU: what each way in costs, steadier than the
      // wall clock on a machine others share.
      bareRowsPerCpuSecond: (BATCH * 1000) / bareCpuMsPerBatch,
      endpointRowsPerCpuSecond: (BATCH * 1000) / endpointCpuMsPerBatch,
      cpuRatio: bareCpuMsPerBatch / endpointCpuMsPerBatch,
    }),
  );
} finally {
  await handle?.close();
  rmSync(dataDir, { recursive: true, force: true });
}
