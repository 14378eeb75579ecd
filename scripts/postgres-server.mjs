// A throwaway PostgreSQL 15 cluster for tests and benchmarks: Debian's binaries, a temporary
// data directory, a free loopback port, removed on stop. initdb refuses root, so it runs as postgres.
import { execFileSync } from 'node:child_process';
import { chownSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureDebianPackage, freePort, log, PG_BIN } from './lib.mjs';

/**
 * The server's own default zone is far from UTC (UTC+14) on purpose: the portal sets its
 * sessions to UTC (packages/db client.ts, decision 057), and a statement that relied on the
 * server's default would show here.
 */
export async function startPostgres() {
  await ensureDebianPackage(join(PG_BIN, 'initdb'), 'postgresql');
  const dataDir = ownedTempDir('skyparcel-pg-');
  const port = await freePort();
  log(`Starting a throwaway PostgreSQL 15 on 127.0.0.1:${port}`);
  asPostgres([
    join(PG_BIN, 'initdb'),
    '-D',
    dataDir,
    '-U',
    'postgres',
    '--auth=trust',
    '-E',
    'UTF8',
    '--no-locale',
  ]);
  // initdb's defaults already serve a streaming replica (startReplica): wal_level=replica,
  // max_wal_senders=10, and pg_hba.conf trusts replication connections from 127.0.0.1.
  return serverOf(dataDir, port);
}

/**
 * A streaming replica of the throwaway server at `primaryUrl` (decision 072): a base backup
 * with its standby settings written (`pg_basebackup -R`), started read-only on a port of its own.
 * Answers what startPostgres does; `stopServer` and `startServer` take the replica away and back.
 */
export async function startReplica(primaryUrl) {
  const primary = new URL(primaryUrl);
  const dataDir = ownedTempDir('skyparcel-pg-replica-');
  const port = await freePort();
  log(`Starting a streaming replica of ${primary.host} on 127.0.0.1:${port}`);
  asPostgres([
    join(PG_BIN, 'pg_basebackup'),
    '-h',
    primary.hostname,
    '-p',
    primary.port || '5432',
    '-U',
    decodeURIComponent(primary.username || 'postgres'),
    '-D',
    dataDir,
    '-R',
    '-X',
    'stream',
    '--checkpoint=fast',
    '--no-sync',
  ]);
  const server = serverOf(dataDir, port);
  const url = new URL(primaryUrl);
  url.port = String(port);
  return { ...server, url: url.toString() };
}

/** Runs a PostgreSQL program as postgres: initdb and the server refuse root. */
function asPostgres(args) {
  const [command, rest] =
    process.getuid?.() === 0
      ? ['runuser', ['-u', 'postgres', '--', ...args]]
      : [args[0], args.slice(1)];
  execFileSync(command, rest, { stdio: ['ignore', 'ignore', 'inherit'] });
}

function ownedTempDir(prefix) {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  if (process.getuid?.() === 0) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString());
    chownSync(dir, uid, gid);
  }
  return dir;
}

/** Starts the cluster in `dataDir` on `port`, and answers its controls. */
function serverOf(dataDir, port) {
  const pgCtl = (...args) => asPostgres([join(PG_BIN, 'pg_ctl'), '-D', dataDir, ...args]);
  let running = false;
  const startServer = () => {
    pgCtl(
      '-l',
      join(dataDir, 'server.log'),
      '-w',
      '-o',
      `-p ${port} -k /tmp -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200 -c timezone=Pacific/Kiritimati`,
      'start',
    );
    running = true;
  };
  const stopServer = () => {
    pgCtl('-m', 'fast', '-w', 'stop');
    running = false;
  };
  /** The postmaster and its backends: all of them, so a paused server answers nothing at all. */
  const serverPids = () => {
    const postmaster = Number(readFileSync(join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
    const children = execFileSync('pgrep', ['-P', String(postmaster)], { encoding: 'utf8' })
      .split('\n')
      .filter(Boolean)
      .map(Number);
    return [postmaster, ...children];
  };
  const signalServer = (signal) => {
    for (const pid of serverPids()) {
      process.kill(pid, signal);
    }
  };
  startServer();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    /** Stops the server but keeps its data and port, for tests of a database outage. */
    stopServer,
    /** Starts a server stopped by `stopServer` again, on the same port with the same data. */
    startServer,
    /** The server's processes (postmaster and backends), e.g. to read their CPU time. */
    serverPids,
    /** Freezes every server process: connections open but nothing answers (a hung server). */
    pauseServer: () => signalServer('SIGSTOP'),
    resumeServer: () => signalServer('SIGCONT'),
    /** Stops the server (if running) and removes its data. */
    stop() {
      try {
        if (running) {
          // A paused server would never finish stopping.
          signalServer('SIGCONT');
          stopServer();
        }
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
  };
}
