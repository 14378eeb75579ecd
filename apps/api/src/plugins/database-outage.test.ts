import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { type DbHandle, openDb } from '@skyparcel/db';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startPostgres, type ThrowawayPostgres } from '../../../../scripts/postgres-server.mjs';
import { buildApp } from '../app';
import { sessionFor } from '../testing/session-for';
import { migrateAndSeed } from '../testing/template-db';
import { TEST_AUTH_SECRET } from '../testing/test-auth-secret';
import { loadConfig } from './env';

/**
 * A database outage (ADR 023) needs a database server that can go away while the app runs. In
 * the PGlite run the database lives inside this test process and cannot be stopped, so these
 * tests run in the PostgreSQL run only (TEST_DATABASE_URL set). They start a server of their own:
 * stopping the run's shared server would fail every other test file.
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

describe.runIf(onPostgres)('database outage', () => {
  let postgres: ThrowawayPostgres;
  let dbHandle: DbHandle;
  let app: Awaited<ReturnType<typeof buildApp>>;
  let dataDir: string;
  let token: string;
  const config = () =>
    loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      WEB_DIST_DIR: '/nonexistent',
      AUTH_SECRET: TEST_AUTH_SECRET,
    });

  beforeAll(async () => {
    postgres = await startPostgres();
    dbHandle = await openDb({ kind: 'postgres', url: postgres.url });
    await migrateAndSeed(dbHandle);
    dataDir = mkdtempSync(join(tmpdir(), 'skyparcel-outage-'));
    app = await buildApp({ config: config(), dbHandle });
    await app.ready();
    token = (await sessionFor(dbHandle.db, 'customer@demo.skyparcel.test')).token;
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await dbHandle?.close();
    postgres?.stop();
    if (dataDir) {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  const calls = () => [
    { name: 'public FAQs', url: '/api/faqs' },
    { name: 'signed-in user', url: '/api/user', headers: { authorization: `Bearer ${token}` } },
  ];

  test('answers 503 with Retry-After within 2 s while the server is stopped, then 200 again without a restart', async () => {
    for (const call of calls()) {
      const before = await app.inject({ method: 'GET', url: call.url, headers: call.headers });
      expect(before.statusCode, call.name).toBe(200);
    }

    postgres.stopServer();
    for (const call of calls()) {
      for (const lang of ['en-US', 'fr']) {
        const started = performance.now();
        const down = await app.inject({
          method: 'GET',
          url: `${call.url}?lang=${lang}`,
          headers: call.headers,
        });
        const elapsed = performance.now() - started;
        expect(down.statusCode, call.name).toBe(503);
        expect(down.headers['retry-after'], call.name).toBe('5');
        expect(down.json().error.code).toBe('SERVICE_UNAVAILABLE');
        expect(down.json().error.message).toBe(
          lang === 'fr' ? 'Service indisponible' : 'Service Unavailable',
        );
        expect(elapsed, call.name).toBeLessThan(2_000);
      }
    }
    // A rate-limited call counts its hit in the database first (ADR 023): that fails the same way.
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/login/login',
      payload: { email: 'customer@demo.skyparcel.test', password: 'wrong', captcha: 'x' },
    });
    expect(signIn.statusCode).toBe(503);
    expect(signIn.headers['retry-after']).toBe('5');
    // So does the telemetry endpoint, whose 503 the SDK retries (decision 064).
    const track = await app.inject({
      method: 'POST',
      url: '/v2/track',
      headers: { 'content-type': 'text/plain' },
      payload: '[{}]',
    });
    expect(track.statusCode).toBe(503);
    expect(track.headers['retry-after']).toBe('5');
    const ready = await app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({
      status: 'unavailable',
      database: 'down',
      failing: ['database'],
    });

    postgres.startServer();
    for (const call of calls()) {
      const after = await app.inject({ method: 'GET', url: call.url, headers: call.headers });
      expect(after.statusCode, call.name).toBe(200);
    }
    const readyAgain = await app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(readyAgain.statusCode).toBe(200);
  });

  test('a hung server (nothing answers) also gives 503 within 2 s, through the statement and connection timeouts', async () => {
    // Small timeouts of this app's own: the defaults (5 s statements) leave room for slow queries.
    const tight = await openDb({
      kind: 'postgres',
      url: postgres.url,
      timeouts: { connectMs: 1_000, statementMs: 500 },
    });
    const tightApp = await buildApp({ config: config(), dbHandle: tight });
    try {
      const warm = await tightApp.inject({ method: 'GET', url: '/api/faqs' });
      expect(warm.statusCode).toBe(200);
      postgres.pauseServer();
      try {
        // First on the pooled connection (the query's own timer), then on a new one (the
        // connection timeout: the kernel accepts it, the frozen server never greets it).
        for (const attempt of ['pooled connection', 'new connection']) {
          const started = performance.now();
          const hung = await tightApp.inject({
            method: 'GET',
            url: '/api/user',
            headers: { authorization: `Bearer ${token}` },
          });
          expect(hung.statusCode, attempt).toBe(503);
          expect(hung.headers['retry-after'], attempt).toBe('5');
          expect(performance.now() - started, attempt).toBeLessThan(2_000);
        }
      } finally {
        postgres.resumeServer();
      }
      const back = await tightApp.inject({ method: 'GET', url: '/api/faqs' });
      expect(back.statusCode).toBe(200);
    } finally {
      await tightApp.close();
      await tight.close();
    }
  });
});
