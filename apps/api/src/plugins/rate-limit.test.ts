import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { schema } from '@skyparcel/db';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { buildApp } from '../app';
import { countRateLimitHit, sweepEndedRateLimitWindows } from '../modules/rate-limits';
import { buildTestApp } from '../testing/build-test-app';
import { findFreePort } from '../testing/cookie-browser';
import { createDatabaseFromTemplate } from '../testing/template-db';
import { TEST_AUTH_SECRET } from '../testing/test-auth-secret';
import { waitUntilReady } from '../testing/wait-until-ready';

const LIMIT = 4;
// An incomplete body: the limit counts the hit before the body is read, and no password is hashed.
const SIGN_IN = { method: 'POST' as const, url: '/api/login/login', payload: {} };

describe('rate limits live in the database (ADR 023)', () => {
  let first: Awaited<ReturnType<typeof buildTestApp>>;
  let second: Awaited<ReturnType<typeof buildApp>>;

  beforeAll(async () => {
    first = await buildTestApp({ SIGN_IN_RATE_LIMIT_PER_MINUTE: String(LIMIT) });
    // A second app on the same database: its own plugins and memory, nothing shared but the
    // database, as a second API process behind the same proxy.
    second = await buildApp({ config: first.config, dbHandle: first.dbHandle });
    await second.ready();
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  test('two app instances on one database exhaust one limit together', async () => {
    const statuses: number[] = [];
    for (let hit = 0; hit < LIMIT + 2; hit += 1) {
      const app = hit % 2 === 0 ? first.app : second;
      statuses.push((await app.inject(SIGN_IN)).statusCode);
    }
    expect(statuses.slice(0, LIMIT)).toEqual(Array(LIMIT).fill(400));
    expect(statuses.slice(LIMIT)).toEqual([429, 429]);
    const refused = await first.app.inject(SIGN_IN);
    expect(refused.json().error.code).toBe('TOO_MANY_REQUESTS');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
  });

  test('a window that has ended starts again at 1, and the sweep removes ended windows', async () => {
    const key = 'test:window-restart';
    expect(await countRateLimitHit(first.db, key, 60_000)).toMatchObject({ current: 1 });
    const again = await countRateLimitHit(first.db, key, 60_000);
    expect(again.current).toBe(2);
    expect(again.ttl).toBeGreaterThan(50_000);
    expect(again.ttl).toBeLessThanOrEqual(60_000);

    await first.db
      .update(schema.rateLimitHits)
      .set({ windowEndsAt: new Date(Date.now() - 1_000) })
      .where(eq(schema.rateLimitHits.key, key));
    expect(await countRateLimitHit(first.db, key, 60_000)).toMatchObject({ current: 1 });

    await first.db
      .update(schema.rateLimitHits)
      .set({ windowEndsAt: new Date(Date.now() - 1_000) })
      .where(eq(schema.rateLimitHits.key, key));
    await sweepEndedRateLimitWindows(first.db);
    const left = await first.db
      .select()
      .from(schema.rateLimitHits)
      .where(like(schema.rateLimitHits.key, 'test:%'));
    expect(left).toEqual([]);
  });

  test('parallel hits are counted one by one (one atomic upsert each)', async () => {
    const results = await Promise.all(
      Array.from({ length: 20 }, () => countRateLimitHit(first.db, 'test:parallel', 60_000)),
    );
    expect(results.map((result) => result.current).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, index) => index + 1),
    );
  });
});

/**
 * Two real server processes need a database server both can reach: PGlite belongs to one
 * process, so this runs in the PostgreSQL run only (TEST_DATABASE_URL set).
 */
const postgresUrl = process.env.TEST_DATABASE_URL;
const SERVER = fileURLToPath(new URL('../server.ts', import.meta.url));

describe.runIf(postgresUrl)('two API processes on one PostgreSQL', () => {
  const children: ChildProcess[] = [];
  const bases: string[] = [];
  let dataDir: string;
  let drop: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    if (!postgresUrl) {
      return;
    }
    const database = await createDatabaseFromTemplate(postgresUrl, inject('templateDb'));
    drop = database.drop;
    dataDir = mkdtempSync(join(tmpdir(), 'skyparcel-two-processes-'));
    // One after the other: each runs the (already applied) migrations at boot.
    for (const name of ['first', 'second']) {
      const port = await findFreePort();
      const child = spawn(process.execPath, ['--import', 'tsx', SERVER], {
        env: {
          ...process.env,
          NODE_ENV: 'test',
          HOST: '127.0.0.1',
          PORT: String(port),
          DATABASE_URL: database.url,
          DATA_DIR: join(dataDir, name),
          SEED_DEMO: 'false',
          LOG_LEVEL: 'warn',
          WEB_DIST_DIR: '/nonexistent',
          AUTH_SECRET: TEST_AUTH_SECRET,
          SIGN_IN_RATE_LIMIT_PER_MINUTE: String(LIMIT),
        },
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      children.push(child);
      bases.push(`http://127.0.0.1:${port}`);
      await waitUntilReady(`http://127.0.0.1:${port}`, child);
    }
  }, 120_000);

  afterAll(async () => {
    await Promise.all(
      children.map(
        (child) =>
          new Promise((resolve) => {
            if (child.exitCode !== null) {
              resolve(undefined);
              return;
            }
            child.once('exit', resolve);
            child.kill('SIGTERM');
          }),
      ),
    );
    await drop?.();
    if (dataDir) {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  test('hits alternating between the two processes exhaust one limit: 429 at max + 1 in total', async () => {
    const statuses: number[] = [];
    for (let hit = 0; hit < LIMIT + 2; hit += 1) {
      const response = await fetch(`${bases[hit % 2]}${SIGN_IN.url}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([...Array(LIMIT).fill(400), 429, 429]);
  });
});
