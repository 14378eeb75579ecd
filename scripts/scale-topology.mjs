// The production topology on one machine (decision 074), for the scale test and `npm run bench --
// scale-throughput`: Debian's HAProxy, run with the repository's deploy/haproxy.cfg, in front of
// built API processes (apps/api/dist/server.js) that share one PostgreSQL database through
// PgBouncer in transaction mode. The caller owns the PostgreSQL server and any object store; this
// starts and stops everything else.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureDebianPackage, freePort, ROOT } from './lib.mjs';
import { startPgBouncer } from './pgbouncer-server.mjs';

export const HAPROXY = '/usr/sbin/haproxy';
export const HAPROXY_CONFIG = join(ROOT, 'deploy/haproxy.cfg');

/**
 * How long a draining process keeps serving while readiness says 503: HAProxy's checks
 * (deploy/haproxy.cfg: every 500 ms, then 250 ms apart, out after two failures) need at most
 * about 1 s; the rest is margin for a busy machine.
 */
export const DRAIN_GRACE_MS = 1_500;

/**
 * Starts the topology on the database `databaseUrl` (a PostgreSQL server's database; the first
 * process migrates and seeds it, then the others start):
 * - `apiCount` API processes (2), named api1, api2… (`INSTANCE_NAME`, so each answer's
 *   X-Served-By says which one served it), each on its own port and DATA_DIR, one PUBLIC_URL;
 * - PgBouncer in transaction mode between them and PostgreSQL (`pooler: false` connects them
 *   straight to it); migrations and LISTEN use DATABASE_DIRECT_URL;
 * - HAProxy with deploy/haproxy.cfg on a free port.
 * `env` is added to every process's settings (the object store's, say). `startApi` starts one
 * built server and waits for its readiness: apps/api/src/testing/api-process.ts' startApiProcess,
 * loaded through tsx unless the caller (a Vitest file) passes it.
 * Answers `{ url, processes, kill(i), terminate(i), restart(i), serverStates(), stop() }`.
 */
export async function startTopology({
  databaseUrl,
  apiCount = 2,
  pooler = true,
  env = {},
  startApi,
  readyTimeoutMs = 180_000,
}) {
  await ensureDebianPackage(HAPROXY, 'haproxy');
  const startApiProcess = startApi ?? (await loadStartApiProcess());
  const dir = mkdtempSync(join(tmpdir(), 'skyparcel-topology-'));
  const cleanups = [() => rmSync(dir, { recursive: true, force: true })];
  const stopAll = async () => {
    for (const cleanup of cleanups.splice(0).reverse()) {
      await cleanup();
    }
  };
  try {
    const proxyPort = await freePort();
    const url = `http://127.0.0.1:${proxyPort}`;
    const bouncer = pooler ? await startPgBouncer({ upstreamUrl: databaseUrl }) : undefined;
    if (bouncer) {
      cleanups.push(() => bouncer.stop());
    }
    const ports = [];
    for (let i = 0; i < apiCount; i += 1) {
      ports.push(await freePort());
    }
    const settingsOf = (index) => ({
      DATABASE_URL: bouncer ? databaseUrlThrough(databaseUrl, bouncer.url) : databaseUrl,
      DATABASE_DIRECT_URL: databaseUrl,
      ...(bouncer ? { DATABASE_POOL_MODE: 'transaction' } : {}),
      PUBLIC_URL: url,
      TRUST_PROXY: '1',
      INSTANCE_NAME: `api${index + 1}`,
      DRAIN_GRACE_MS: String(DRAIN_GRACE_MS),
      // Files every process must read; an object store's settings in `env` replace this.
      UPLOADS_DIR: join(dir, 'uploads'),
      ...env,
    });
    const processes = Array.from({ length: apiCount }, () => undefined);
    let isSeeded = false;
    const startOne = async (index) => {
      processes[index] = await startApiProcess({
        name: `api${index + 1}`,
        port: ports[index],
        // The first start seeds the demo (development's and the tests' data); the others find it.
        env: { ...settingsOf(index), ...(isSeeded ? { SEED_DEMO: 'false' } : {}) },
        readyTimeoutMs,
      });
      isSeeded = true;
      return processes[index];
    };
    cleanups.push(async () => {
      await Promise.all(processes.map((api) => api?.stop('SIGTERM')));
    });
    // One after the other: the first migrates and seeds an empty database.
    for (let index = 0; index < apiCount; index += 1) {
      await startOne(index);
    }

    const statsSocket = join(dir, 'haproxy.sock');
    const haproxy = spawn(HAPROXY, ['-f', HAPROXY_CONFIG], {
      env: {
        PATH: process.env.PATH ?? '',
        SKYPARCEL_PROXY_BIND: `127.0.0.1:${proxyPort}`,
        SKYPARCEL_STATS_SOCKET: statsSocket,
        SKYPARCEL_LOG: 'stdout',
        ...Object.fromEntries(
          ports.map((port, index) => [`SKYPARCEL_API_${index + 1}`, `127.0.0.1:${port}`]),
        ),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let haproxyOutput = '';
    const requestLog = [];
    haproxy.stdout.on('data', (chunk) => {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) {
        requestLog.push({ at: Date.now(), line });
      }
    });
    haproxy.stderr.on('data', (chunk) => {
      haproxyOutput = (haproxyOutput + chunk.toString('utf8')).slice(-16_384);
    });
    const haproxyExited = new Promise((resolve) => haproxy.once('exit', resolve));
    cleanups.push(async () => {
      if (haproxy.exitCode === null) {
        haproxy.kill('SIGTERM');
        await haproxyExited;
      }
    });
    const serverStates = () => readServerStates(statsSocket);
    await waitFor(async () => {
      if (haproxy.exitCode !== null) {
        throw new Error(`HAProxy exited with ${haproxy.exitCode}: ${haproxyOutput}`);
      }
      const states = await serverStates().catch(() => []);
      return states.length === apiCount && states.every((state) => state.status === 'UP');
    }, 20_000);

    return {
      url,
      /** The API processes (startApiProcess' answers), in the order of their server lines. */
      processes,
      haproxyPid: haproxy.pid,
      pgbouncerPid: bouncer?.pid,
      /** Each line HAProxy logged for a request (option httplog), with the instant it arrived. */
      requestLog,
      /** kill -9: the process dies mid-request; answers when it has exited. */
      kill: (index) => processes[index].stop('SIGKILL'),
      /** SIGTERM: the process drains (readiness 503, in-flight requests finish), then exits. */
      terminate: (index) => processes[index].stop('SIGTERM'),
      /** Starts a stopped process again on its port; answers once its readiness answers. */
      restart: async (index) => {
        await processes[index].stop('SIGTERM');
        return startOne(index);
      },
      /** HAProxy's view of each process (`show stat`): name, status, sessions sent to it. */
      serverStates,
      /** A command to HAProxy's admin socket, e.g. `set server api/api2 state maint`. */
      admin: (command) => adminCommand(statsSocket, command),
      stop: stopAll,
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}

/** `databaseUrl`'s database and user at the pooler's address. */
function databaseUrlThrough(databaseUrl, poolerUrl) {
  const url = new URL(databaseUrl);
  const pooler = new URL(poolerUrl);
  url.hostname = pooler.hostname;
  url.port = pooler.port;
  return url.toString();
}

async function loadStartApiProcess() {
  const { tsImport } = await import('tsx/esm/api');
  const module = await tsImport('../apps/api/src/testing/api-process.ts', import.meta.url);
  return module.startApiProcess;
}

/**
 * The backend's servers as HAProxy's admin socket lists them (`show stat`, CSV): `status` is UP,
 * DOWN, MAINT or a transition ("UP 1/2"); `sessions` counts the requests sent to each so far.
 */
export async function readServerStates(socketPath) {
  const csv = await adminCommand(socketPath, 'show stat');
  const [header, ...rows] = csv.trim().split('\n');
  const columns = header.replace(/^# /, '').split(',');
  const at = (name) => columns.indexOf(name);
  return rows
    .map((row) => row.split(','))
    .filter(
      (cells) =>
        cells[at('pxname')] === 'api' && !['FRONTEND', 'BACKEND'].includes(cells[at('svname')]),
    )
    .map((cells) => ({
      name: cells[at('svname')],
      status: cells[at('status')],
      sessions: Number(cells[at('stot')]),
    }));
}

function adminCommand(socketPath, command) {
  return new Promise((resolve, reject) => {
    const socket = connect(socketPath);
    let answer = '';
    socket.on('connect', () => socket.end(`${command}\n`));
    socket.on('data', (chunk) => {
      answer += chunk.toString('utf8');
    });
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
  });
}

async function waitFor(check, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) {
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`not ready within ${timeoutMs} ms`);
}
