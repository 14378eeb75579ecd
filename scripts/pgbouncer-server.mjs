// A throwaway PgBouncer (Debian's 1.18) in front of a PostgreSQL server, for tests and benchmarks
// (decision 072): a temporary folder with its configuration and log, a free loopback port,
// removed on stop. PgBouncer refuses to run as root, so it runs as postgres, as the server does.
import { execFileSync, spawn } from 'node:child_process';
import { chownSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureDebianPackage, freePort, log } from './lib.mjs';

export const PGBOUNCER = '/usr/sbin/pgbouncer';

/**
 * Starts PgBouncer on 127.0.0.1 for every database of `upstreamUrl`'s server, logging in with
 * that URL's user (trusted, as the throwaway server trusts). `poolMode` is `transaction` (what
 * managed offers run, and the portal must survive) or `session`; `poolSize` is the server
 * connections per database and user. No startup parameter is ignored: a client that sends one
 * PgBouncer cannot keep (statement_timeout, options) fails to connect, so a test sees it.
 * Answers `{ url, port, pid, stop }`; `url` is `upstreamUrl` with PgBouncer's host and port.
 */
export async function startPgBouncer({ upstreamUrl, poolMode = 'transaction', poolSize = 20 }) {
  await ensureDebianPackage(PGBOUNCER, 'pgbouncer');
  const upstream = new URL(upstreamUrl);
  const user = decodeURIComponent(upstream.username || 'postgres');
  const dir = mkdtempSync(join(tmpdir(), 'skyparcel-pgbouncer-'));
  const port = await freePort();
  const ini = join(dir, 'pgbouncer.ini');
  writeFileSync(
    ini,
    [
      '[databases]',
      `* = host=${upstream.hostname} port=${upstream.port || 5432} user=${user}`,
      '[pgbouncer]',
      'listen_addr = 127.0.0.1',
      `listen_port = ${port}`,
      'unix_socket_dir =',
      'auth_type = trust',
      `auth_file = ${join(dir, 'users.txt')}`,
      `pool_mode = ${poolMode}`,
      `default_pool_size = ${poolSize}`,
      'max_client_conn = 1000',
      `logfile = ${join(dir, 'pgbouncer.log')}`,
      `pidfile = ${join(dir, 'pgbouncer.pid')}`,
      // Quick to give up on a stopped server, so a test of an outage does not wait.
      'server_connect_timeout = 2',
      'server_login_retry = 1',
      'log_connections = 0',
      'log_disconnections = 0',
      '',
    ].join('\n'),
  );
  writeFileSync(join(dir, 'users.txt'), `"${user}" ""\n`);
  const isRoot = process.getuid?.() === 0;
  if (isRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString());
    for (const path of [dir, ini, join(dir, 'users.txt')]) {
      chownSync(path, uid, gid);
    }
  }
  log(`Starting PgBouncer (${poolMode} mode) on 127.0.0.1:${port} for ${upstream.host}`);
  const [command, args] = isRoot
    ? ['runuser', ['-u', 'postgres', '--', PGBOUNCER, ini]]
    : [PGBOUNCER, [ini]];
  const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk) => {
    stderr += chunk;
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    await waitForPort(port, exited);
  } catch (error) {
    child.kill('SIGTERM');
    const logged = readLog(dir);
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`PgBouncer did not start: ${error.message}\n${stderr}${logged}`);
  }
  const pid = Number(readFileSync(join(dir, 'pgbouncer.pid'), 'utf8'));
  const url = new URL(upstreamUrl);
  url.hostname = '127.0.0.1';
  url.port = String(port);
  let stopped = false;
  return {
    url: url.toString(),
    port,
    /** PgBouncer's own process (not runuser's). */
    pid,
    /** What PgBouncer logged, e.g. to show why a client was refused. */
    log: () => readLog(dir),
    /** Stops PgBouncer (closing every client) and removes its folder. */
    async stop() {
      if (stopped) {
        return;
      }
      stopped = true;
      try {
        process.kill(pid, 'SIGINT');
      } catch {
        // already gone
      }
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 3_000))]);
      child.kill('SIGKILL');
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

function readLog(dir) {
  try {
    return readFileSync(join(dir, 'pgbouncer.log'), 'utf8');
  } catch {
    return '';
  }
}

/** Resolves when 127.0.0.1:`port` accepts a connection; rejects if `exited` settles first. */
async function waitForPort(port, exited, timeoutMs = 10_000) {
  let gone = false;
  exited.then(() => {
    gone = true;
  });
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && !gone) {
    const open = await new Promise((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) {
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(gone ? 'it exited' : `port ${port} not open within ${timeoutMs} ms`);
}
