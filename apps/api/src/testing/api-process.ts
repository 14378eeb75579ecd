import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { findFreePort } from './cookie-browser';
import { TEST_AUTH_SECRET } from './test-auth-secret';
import { waitUntilReady } from './wait-until-ready';

/** The server `npm run build` makes and `npm start` runs (scripts/start.mjs). */
export const BUILT_SERVER = fileURLToPath(new URL('../../dist/server.js', import.meta.url));

/**
 * What every process of one portal must share, or a step begun on one process fails on another:
 * code hashes and authenticator secrets (AUTH_SECRET), captcha challenges, the sandbox gateway's
 * notification signatures. Each is random per start when unset.
 */
export const SHARED_PROCESS_ENV = {
  NODE_ENV: 'test',
  HOST: '127.0.0.1',
  AUTH_SECRET: TEST_AUTH_SECRET,
  CAPTCHA_HMAC_SECRET: 'scale-test-captcha-secret-of-32-characters-at-least',
  PAYMENT_GATEWAY_SECRET: 'scale-test-gateway-secret-of-32-characters-at-least',
  LOG_LEVEL: 'warn',
} as const satisfies Record<string, string>;

export type ApiProcess = {
  name: string;
  port: number;
  /** `http://127.0.0.1:<port>` */
  base: string;
  child: ChildProcess;
  /** The process's standard output and error so far (the last 64 KB), for a failure's message. */
  output(): string;
  /** SIGTERM (a graceful stop: requests in flight finish) or SIGKILL; answers the exit code. */
  stop(signal?: 'SIGTERM' | 'SIGKILL'): Promise<number | null>;
};

export type StartApiProcessOptions = {
  /** Shown in errors; also names the process's own DATA_DIR. */
  name: string;
  /** Added to SHARED_PROCESS_ENV (DATABASE_URL at least, for more than one process). */
  env: Record<string, string>;
  /** A free one when absent. */
  port?: number;
  /** A first start on an empty database migrates and seeds it first. */
  readyTimeoutMs?: number;
};

const KEPT_OUTPUT = 64 * 1024;

/**
 * Starts the built server (apps/api/dist/server.js: build first) as a process of its own, on a
 * free port with a DATA_DIR of its own, and waits until its readiness probe answers. The
 * process's own environment is not passed on, so nothing of the test runner's leaks in.
 */
export async function startApiProcess(options: StartApiProcessOptions): Promise<ApiProcess> {
  if (!existsSync(BUILT_SERVER)) {
    throw new Error(`${BUILT_SERVER} is missing: run npm run build first`);
  }
  const port = options.port ?? (await findFreePort());
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), `skyparcel-${options.name}-`));
  const child = spawn(process.execPath, ['--enable-source-maps', BUILT_SERVER], {
    env: {
      PATH: process.env.PATH ?? '',
      TZ: process.env.TZ ?? 'UTC',
      ...SHARED_PROCESS_ENV,
      DATA_DIR: dataDir,
      ...options.env,
      PORT: String(port),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-KEPT_OUTPUT);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<number | null>((resolve) => {
    child.once('exit', (code, signal) => {
      rmSync(dataDir, { recursive: true, force: true });
      resolve(code ?? (signal ? -1 : null));
    });
  });
  const stop = async (signal: 'SIGTERM' | 'SIGKILL' = 'SIGTERM') => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill(signal);
      // A process that has not ended 30 s after the signal is killed, so a test never hangs on
      // one; the server's own deadline (DRAIN_GRACE_MS + 10 s, server.ts) comes first.
      const force = setTimeout(() => child.kill('SIGKILL'), 30_000);
      const code = await exited;
      clearTimeout(force);
      return code;
    }
    return exited;
  };
  try {
    await waitUntilReady(base, child, options.readyTimeoutMs);
  } catch (error) {
    await stop('SIGKILL');
    throw new Error(`${options.name} did not start: ${String(error)}\n${output}`);
  }
  return { name: options.name, port, base, child, output: () => output, stop };
}
