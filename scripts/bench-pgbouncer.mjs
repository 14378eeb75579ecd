// `npm run bench -- pgbouncer` (decision 072): the calls with speed goals on PostgreSQL, straight
// to the server and through PgBouncer 1.18 in transaction mode, with the portal's named prepared
// statements and without them (what transaction mode needs). Three built portals on one throwaway
// server and one data set (a customer with 500 packages and 50 contacts), measured taking turns.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { freePort, ROOT, waitForHttp } from './lib.mjs';
import { startPgBouncer } from './pgbouncer-server.mjs';
import { startPostgres } from './postgres-server.mjs';

const ROUNDS = Number(process.env.BENCH_PGBOUNCER_ROUNDS ?? 400);
const CPU_CALLS = 300;

/** CPU time (user + system) of a process so far, in microseconds; 0 once it has ended. */
function cpuMicroseconds(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10_000;
  } catch {
    return 0;
  }
}

function p95(samples) {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(0.95 * sorted.length) - 1)];
}

/**
 * Answers `{ figures, notes }`: per call and way, the p95 in ms (`ROUNDS` calls of each way,
 * taking turns after 30 warm-up rounds) and the CPU per call of everything on the database path
 * (the portal, PostgreSQL's processes and PgBouncer), from a block of calls of that way alone.
 */
export async function benchPgBouncer() {
  const postgres = await startPostgres();
  const portals = [];
  let bouncer;
  try {
    const { tsImport } = await import('tsx/esm/api');
    const { prepareBenchSuite } = await tsImport(
      '../apps/api/src/testing/bench-suite-data.ts',
      import.meta.url,
    );
    const bench = await prepareBenchSuite(postgres.url, 500);
    // As many server connections as one portal's pool: the pooler never makes a call wait.
    bouncer = await startPgBouncer({ upstreamUrl: postgres.url, poolSize: 10 });
    const ways = [
      { label: 'direct, named statements', env: { DATABASE_URL: postgres.url } },
      {
        label: 'direct, unnamed',
        env: {
          DATABASE_URL: postgres.url,
          DATABASE_DIRECT_URL: postgres.url,
          DATABASE_POOL_MODE: 'transaction',
        },
      },
      {
        label: 'PgBouncer transaction mode, unnamed',
        env: {
          DATABASE_URL: bouncer.url,
          DATABASE_DIRECT_URL: postgres.url,
          DATABASE_POOL_MODE: 'transaction',
        },
      },
    ];
    // One after another: the first migrates and seeds the demo (the quote's coupon).
    for (const way of ways) {
      const port = await freePort();
      const dataDir = mkdtempSync(join(tmpdir(), 'skyparcel-bench-pgbouncer-'));
      const child = spawn(process.execPath, [join(ROOT, 'apps/api/dist/server.js')], {
        cwd: ROOT,
        stdio: ['ignore', 'ignore', 'inherit'],
        env: {
          ...process.env,
          NODE_ENV: 'development',
          HOST: '127.0.0.1',
          PORT: String(port),
          DATA_DIR: dataDir,
          LOG_LEVEL: 'warn',
          ...way.env,
        },
      });
      portals.push({ ...way, child, dataDir, base: `http://127.0.0.1:${port}` });
      await waitForHttp(`http://127.0.0.1:${port}/api/health/ready`, 300_000);
    }
    const headers = { authorization: `Bearer ${bench.token}` };
    const calls = [
      { name: 'state p95 (50 contacts, 500 packages)', path: '/api/state', goal: 20 },
      {
        name: 'suite list p95 (500 packages)',
        path: '/api/warehouses/byCountry/US/packages',
        goal: 50,
      },
      {
        name: 'quote p95 (10-package consolidation)',
        path: '/api/shipping/warehouses/US-DE/shipping-discount',
        body: {
          packageIds: bench.readyPackageIds,
          destinationCode: 'KW',
          options: ['INS', 'LPH'],
          couponCode: 'WELCOME10',
          justCredit: true,
        },
        goal: 30,
      },
    ];
    const send = async (base, call) => {
      const response = await fetch(`${base}${call.path}`, {
        method: call.body ? 'POST' : 'GET',
        headers: call.body ? { ...headers, 'content-type': 'application/json' } : headers,
        body: call.body ? JSON.stringify(call.body) : undefined,
      });
      const text = await response.text();
      if (!response.ok) {
        throw new Error(`${call.path} answered ${response.status}: ${text}`);
      }
    };
    // Per process: a backend may start during the block (counted whole) or end (lost, small).
    const cpuOfPath = (portal) =>
      new Map(
        [portal.child.pid, ...postgres.serverPids(), bouncer.pid].map((pid) => [
          pid,
          cpuMicroseconds(pid),
        ]),
      );
    const cpuSince = (before, after) =>
      [...after].reduce(
        (sum, [pid, cpu]) => (cpu > 0 ? sum + cpu - (before.get(pid) ?? 0) : sum),
        0,
      );
    const figures = [];
    for (const call of calls) {
      for (let round = 0; round < 30; round += 1) {
        for (const portal of portals) {
          await send(portal.base, call);
        }
      }
      const samples = portals.map(() => []);
      for (let round = 0; round < ROUNDS; round += 1) {
        for (const [index, portal] of portals.entries()) {
          const start = performance.now();
          await send(portal.base, call);
          samples[index].push(performance.now() - start);
        }
      }
      for (const [index, portal] of portals.entries()) {
        const before = cpuOfPath(portal);
        for (let i = 0; i < CPU_CALLS; i += 1) {
          await send(portal.base, call);
        }
        figures.push({
          call: call.name,
          way: portal.label,
          goal: call.goal,
          p95Ms: p95(samples[index]),
          cpuMsPerCall: cpuSince(before, cpuOfPath(portal)) / CPU_CALLS / 1000,
        });
      }
    }
    return figures;
  } finally {
    for (const portal of portals) {
      if (portal.child.exitCode === null) {
        portal.child.kill('SIGTERM');
        await new Promise((resolve) => portal.child.once('exit', resolve));
      }
      rmSync(portal.dataDir, { recursive: true, force: true });
    }
    await bouncer?.stop();
    postgres.stop();
  }
}
