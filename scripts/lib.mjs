// Small helpers shared by start.mjs, test.mjs and bench.mjs (plain Node, no dependencies, so they
// run before `npm ci` has installed anything).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
export const CHROMIUM = '/usr/bin/chromium';
export const PG_BIN = '/usr/lib/postgresql/15/bin';

/**
 * Prints a step with the minutes since this script started, so a slow run shows which step took
 * the time (the test run must stay under 25 minutes).
 */
export function log(message) {
  const minutes = (process.uptime() / 60).toFixed(1);
  console.log(`\n▶ [${minutes} min] ${message}`);
}

/** Runs a command with inherited output; resolves with its exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit', ...options });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', () => resolve(127));
  });
}

export function runSync(command, args, options = {}) {
  return spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', ...options }).status ?? 1;
}

export async function mustRun(command, args, options) {
  const code = await run(command, args, options);
  if (code !== 0) {
    throw new Error(`${command} ${args.join(' ')} exited with ${code}`);
  }
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

function newer(a, b) {
  return existsSync(a) && existsSync(b) && statSync(a).mtimeMs > statSync(b).mtimeMs;
}

/**
 * `npm install` on a fresh clone, or when the lockfile changed since the last install. Not
 * `npm ci`: with `omit-lockfile-registry-resolved` (set on these machines) npm leaves other
 * platforms' optional packages out of the lockfile, and `npm ci` then refuses it as out of sync.
 */
export async function ensureDependencies() {
  const marker = join(ROOT, 'node_modules', '.package-lock.json');
  // Installed under another Node major (say, the machine's Node 20 before the project's 24), native
  // addons and engine checks may not fit: install again.
  const nodeMarker = join(ROOT, 'node_modules', '.skyparcel-node-major');
  const major = process.versions.node.split('.')[0];
  const sameNode = existsSync(nodeMarker) && readFileSync(nodeMarker, 'utf8').trim() === major;
  if (existsSync(marker) && sameNode && !newer(join(ROOT, 'package-lock.json'), marker)) {
    return;
  }
  log(`Installing dependencies (npm install, Node ${process.versions.node})`);
  await mustRun('npm', ['install', '--no-audit', '--no-fund']);
  writeFileSync(nodeMarker, `${major}\n`);
}

let aptUpdated = false;
/** Installs Debian packages as root when a needed program is missing (never a browser download). */
export async function ensureDebianPackage(path, pkg) {
  if (existsSync(path)) {
    return;
  }
  log(`Installing Debian package ${pkg} (${path} is missing)`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if (!aptUpdated) {
    await mustRun('apt-get', ['update', '-qq'], { env });
    aptUpdated = true;
  }
  await mustRun('apt-get', ['install', '-y', '-qq', '--no-install-recommends', pkg], { env });
}

/** Waits until `url` answers 2xx, or throws after `timeoutMs`. */
export async function waitForHttp(url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) {
        return;
      }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}
