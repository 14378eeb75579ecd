// `npm run bench -- scale` (issue 29, decision 073): a large forwarder's data in a throwaway
// PostgreSQL 15 (bench-scale-data.mjs), then the built API on it with production's settings, and
// p50/p95 over HTTP of the reads a customer with 500 packages and an admin make most.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import {
  createScaleSessions,
  describeScaleDataSet,
  MEASURED_CUSTOMER_EMAIL,
  SCALE_ADMIN_EMAIL,
  writeScaleDataSet,
} from './bench-scale-data.mjs';
import { freePort, log, mustRun, ROOT, waitForHttp } from './lib.mjs';
import { startPostgres } from './postgres-server.mjs';

/** Writing the data set, from an empty server to VACUUM ANALYZE done (issue 29). */
const WRITE_GOAL_SECONDS = 600;
/** Each read's p95 (issue 29). */
const READ_GOAL_MS = 50;
const WARM_UP_ROUNDS = 30;
const ROUNDS = Number(process.env.BENCH_SCALE_ROUNDS ?? 300);

/**
 * Migrates and seeds the database at `url` as `npm start` does (the demo accounts, the admin the
 * bench signs in as), through the real prepareDatabase. Answers the AUTH_SECRET the seed used
 * (the demo admin's authenticator is sealed with it), which the portal must then run with.
 */
export async function prepareScaleDatabase(url, dataDir) {
  const { tsImport } = await import('tsx/esm/api');
  const { openDatabase, prepareDatabase } = await tsImport(
    '../apps/api/src/prepare-database.ts',
    import.meta.url,
  );
  const { loadConfig } = await tsImport('../apps/api/src/plugins/env.ts', import.meta.url);
  const authSecret = randomBytes(32).toString('hex');
  const config = loadConfig({
    NODE_ENV: 'development',
    DATABASE_URL: url,
    DATA_DIR: dataDir,
    DB_STATEMENT_TIMEOUT_MS: '600000',
  });
  const handle = await openDatabase(config);
  try {
    await prepareDatabase(handle, config, authSecret);
  } finally {
    await handle.close();
  }
  return authSecret;
}

/**
 * The settings a deployed portal runs with (ADR 020: NODE_ENV=production refuses to start
 * without them): its PostgreSQL pool, no demo, no sandbox payments, mail to an SMTP server (a
 * closed port here: the measured reads send none).
 */
export function productionLikeEnv({ url, port, dataDir, authSecret, smtpPort }) {
  return {
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATABASE_URL: url,
    DATA_DIR: dataDir,
    AUTH_SECRET: authSecret,
    CAPTCHA_HMAC_SECRET: randomBytes(32).toString('hex'),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    LOYALTY_SIGN_IN: 'false',
    PAYMENT_GATEWAY: 'off',
    LOG_LEVEL: 'warn',
  };
}

/** The newest modification time under `dir` (files only), 0 when it does not exist. */
function newestFile(dir) {
  if (!existsSync(dir)) {
    return 0;
  }
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile() && !entry.parentPath.includes('node_modules')) {
      newest = Math.max(newest, statSync(join(entry.parentPath, entry.name)).mtimeMs);
    }
  }
  return newest;
}

/**
 * Builds the API and the web app when their sources are newer than the built server. Other
 * builds on the machine (the e2e runs) take the same lock file, so no build reads another's
 * half-written dist.
 */
export async function ensureBuilt() {
  const server = join(ROOT, 'apps/api/dist/server.js');
  const builtAt = existsSync(server) ? statSync(server).mtimeMs : 0;
  const sources = ['apps/api/src', 'apps/web/src', 'packages', 'apps/web/index.html'].map((path) =>
    join(ROOT, path),
  );
  const changedAt = Math.max(
    ...sources.map((path) =>
      existsSync(path) && statSync(path).isFile() ? statSync(path).mtimeMs : newestFile(path),
    ),
  );
  if (builtAt > changedAt) {
    return;
  }
  const lock = process.env.BENCH_BUILD_LOCK ?? '/tmp/e2e.lock';
  const hasFlock = spawnSync('flock', ['--version'], { stdio: 'ignore' }).status === 0;
  log(`Building (the sources changed since the last build${hasFlock ? `; under ${lock}` : ''})`);
  await (hasFlock
    ? mustRun('flock', [lock, 'npm', 'run', 'build'])
    : mustRun('npm', ['run', 'build']));
}

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/**
 * p50 and p95 in milliseconds of each target over `rounds` rounds in which the targets take
 * turns (so garbage collection, the background passes and the machine's other load fall on all
 * alike), after `warmUp` untimed rounds. A target that answers anything but 200 is measured no
 * further and answers its status instead: a fast error is not a fast read.
 */
async function measureReads(targets, rounds, warmUp) {
  const failed = targets.map(() => undefined);
  const call = async (target, index) => {
    const response = await fetch(target.url, { headers: target.headers });
    const body = await response.arrayBuffer();
    if (response.status !== 200) {
      failed[index] = `answered ${response.status}: ${Buffer.from(body).toString().slice(0, 200)}`;
    }
  };
  for (let round = 0; round < warmUp; round += 1) {
    for (const [index, target] of targets.entries()) {
      if (!failed[index]) {
        await call(target, index);
      }
    }
  }
  const samples = targets.map(() => []);
  for (let round = 0; round < rounds; round += 1) {
    for (const [index, target] of targets.entries()) {
      if (failed[index]) {
        continue;
      }
      const start = performance.now();
      await call(target, index);
      samples[index].push(performance.now() - start);
    }
  }
  return samples.map((list, index) => {
    const sorted = list.sort((a, b) => a - b);
    return failed[index]
      ? { failed: failed[index] }
      : { p50: percentile(sorted, 50), p95: percentile(sorted, 95), n: sorted.length };
  });
}

/** The reads measured, as the web app asks them (apps/web/src/features/…/api). */
function scaleTargets(base, data, tokens) {
  const customer = { authorization: `Bearer ${tokens[MEASURED_CUSTOMER_EMAIL]}` };
  const admin = { authorization: `Bearer ${tokens[SCALE_ADMIN_EMAIL]}` };
  const suite = data.measuredCustomer.suiteNumber;
  const today = new Date().toISOString().slice(0, 10);
  const twoYearsAgo = new Date(Date.now() - 730 * 86_400_000).toISOString().slice(0, 10);
  return [
    {
      name: 'customer: My Suite list (US, 500 packages)',
      url: `${base}/api/warehouses/byCountry/US/packages`,
      headers: customer,
    },
    {
      name: 'customer: My History (US, last 90 days)',
      url: `${base}/api/warehouses/country/US/packages/history?period=90&page=1`,
      headers: customer,
    },
    {
      name: 'customer: My History (US, two years)',
      url: `${base}/api/warehouses/country/US/packages/history?period=custom&dateFrom=${twoYearsAgo}&dateTo=${today}&page=1`,
      headers: customer,
    },
    { name: 'customer: cart', url: `${base}/api/payment/pendingpayment`, headers: customer },
    { name: 'customer: GET /state', url: `${base}/api/state`, headers: customer },
    {
      name: 'tracking of 10 numbers (5 air waybills, 5 order numbers)',
      url: `${base}/api/tracking?keyword=${encodeURIComponent(data.trackingNumbers.join(','))}`,
      headers: customer,
    },
    { name: 'admin: GET /state', url: `${base}/api/state`, headers: admin },
    {
      name: 'admin: invoices (first page, all)',
      url: `${base}/api/admin/invoices?page=1`,
      headers: admin,
    },
    {
      name: `admin: invoices of one customer (${suite})`,
      url: `${base}/api/admin/invoices?customerId=${suite}&page=1`,
      headers: admin,
    },
    {
      name: 'staff console: receiving, first page (all warehouses)',
      url: `${base}/api/staff/packages?page=1`,
      headers: admin,
    },
    {
      name: `staff console: receiving search by suite (${suite})`,
      url: `${base}/api/staff/packages?suite=${suite}&page=1`,
      headers: admin,
    },
    {
      name: 'staff console: receiving search by retailer and status',
      url: `${base}/api/staff/packages?retailer=etsy&status=in_review&page=1`,
      headers: admin,
    },
    {
      name: 'admin: user search (a family name, 4,000 matches)',
      url: `${base}/api/userProfile/users?keyword=haddad&status=all&page=1`,
      headers: admin,
    },
    {
      name: `admin: user search (a suite number, ${suite})`,
      url: `${base}/api/userProfile/users?keyword=${suite}&status=all&page=1`,
      headers: admin,
    },
  ];
}

async function stopChild(child) {
  if (child.exitCode !== null || child.signalCode !== null) {
    return;
  }
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
}

/**
 * The `scale` section: prints each table's write time and the reads' p50 and p95, and records
 * each figure beside its goal through `record(name, value, unit, goal, ok)`.
 * `BENCH_SCALE_DATABASE_URL` names a database that already holds the data set (an earlier run's,
 * kept): the write is skipped and only the reads are measured. `BENCH_SCALE_KEEP=1` keeps the
 * throwaway server and its data after the run and prints that URL, so a change is measured again
 * in a minute instead of writing the data set anew.
 */
export async function benchScale({ record }) {
  const startedAt = performance.now();
  const kept = process.env.BENCH_SCALE_DATABASE_URL;
  const isKeeping = !kept && process.env.BENCH_SCALE_KEEP === '1';
  const postgres = kept ? undefined : await startPostgres();
  const url = kept ?? postgres.url;
  const dataDir = mkdtempSync(join(tmpdir(), 'skyparcel-bench-scale-'));
  try {
    let authSecret = randomBytes(32).toString('hex');
    let data;
    if (kept) {
      log('Scale: the data set already in BENCH_SCALE_DATABASE_URL (not written again)');
      data = await describeScaleDataSet(url);
    } else {
      log('Scale: migrations and the demo seed (prepareDatabase, as `npm start`)');
      const seedStarted = performance.now();
      authSecret = await prepareScaleDatabase(url, dataDir);
      console.log(`  ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`);
      log(
        'Scale: 100,000 customers, 1,000,000 packages, 300,000 ship requests, 5,000,000 tracking events, 500,000 invoices (bulk SQL; each table, then its keys and indexes)',
      );
      data = await writeScaleDataSet(url);
      const totalSeconds = (performance.now() - startedAt) / 1000;
      console.log(
        `  data set ${data.writeSeconds.toFixed(0)} s + VACUUM ANALYZE ${(data.totalSeconds - data.writeSeconds).toFixed(0)} s; with the server's start, migrations and seed ${totalSeconds.toFixed(0)} s (load average ${loadavg()[0].toFixed(1)} on ${availableParallelism()} cores)`,
      );
      record(
        'scale data set written (empty server to VACUUM ANALYZE done)',
        totalSeconds.toFixed(0),
        's',
        `<= ${WRITE_GOAL_SECONDS} s`,
        totalSeconds <= WRITE_GOAL_SECONDS,
      );
    }
    console.log(
      `  rows: ${Object.entries(data.tables)
        .map(([name, rows]) => `${name} ${rows.toLocaleString('en-US')}`)
        .join(', ')}`,
    );
    await ensureBuilt();
    await measureScaleReads({ url, dataDir, authSecret, data, record });
  } finally {
    if (isKeeping) {
      log(
        `Scale: the server is kept: BENCH_SCALE_DATABASE_URL=${url} measures it again; stop it with pg_ctl -D ${await dataDirectoryOf(url)} stop`,
      );
    } else {
      postgres?.stop();
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function dataDirectoryOf(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query('show data_directory')).rows[0].data_directory;
  } finally {
    await client.end();
  }
}

/** Starts the built portal on the data set with production's settings and times the reads. */
async function measureScaleReads({ url, dataDir, authSecret, data, record }) {
  const port = await freePort();
  const portal = spawn(process.execPath, [join(ROOT, 'apps/api/dist/server.js')], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      ...productionLikeEnv({ url, port, dataDir, authSecret, smtpPort: await freePort() }),
    },
  });
  try {
    const base = `http://127.0.0.1:${port}`;
    await waitForHttp(`${base}/api/health/ready`, 300_000);
    const tokens = await createScaleSessions(url);
    const targets = scaleTargets(base, data, tokens);
    log(
      `Scale: p50 and p95 of each read over HTTP, NODE_ENV=production on PostgreSQL 15 (${ROUNDS} rounds taking turns after ${WARM_UP_ROUNDS} warm-up rounds; load average ${loadavg()[0].toFixed(1)} on ${availableParallelism()} cores)`,
    );
    const figures = await measureReads(targets, ROUNDS, WARM_UP_ROUNDS);
    for (const [index, target] of targets.entries()) {
      const figure = figures[index];
      if (figure.failed) {
        console.log(`  ${target.name}: ${figure.failed}`);
        record(`scale p95 ${target.name}`, figure.failed, '', `<= ${READ_GOAL_MS} ms`, false);
        continue;
      }
      console.log(
        `  ${target.name}: p50 ${figure.p50.toFixed(1)} ms, p95 ${figure.p95.toFixed(1)} ms (n ${figure.n})`,
      );
      record(
        `scale p95 ${target.name}`,
        figure.p95.toFixed(1),
        'ms',
        `<= ${READ_GOAL_MS} ms`,
        figure.p95 <= READ_GOAL_MS,
      );
    }
  } finally {
    await stopChild(portal);
  }
}
