import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { schema } from '@skyparcel/db';
import { MAX_FAILED_LOGINS } from '@skyparcel/domain/accounts';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { telemetryItems, trackPass } from '../lib/metrics';
import { hashPassword } from '../modules/credentials';
import { signNotification } from '../modules/payments';
import { DEMO_PASSWORD } from '../modules/users';
import { as } from '../testing/as';
import { buildShipRequest } from '../testing/build-ship-request';
import { buildTestApp } from '../testing/build-test-app';
import { buildAccount, buildCustomer } from '../testing/build-user';
import { PRODUCTION_ENV } from '../testing/production-env';
import { sampleOf } from '../testing/prometheus-text';
import { loadConfig } from './env';
import {
  hasBearerToken,
  listenForMetrics,
  OUTBOX_READ_KEEP_MS,
  PerMinuteCounts,
  routeLabelOf,
} from './metrics';

// A dozen real Argon2 checks (the lockout), on a busy 2-core machine.
vi.setConfig({ testTimeout: 60_000 });

const TOKEN = 'metrics-token-of-at-least-32-characters-0123';
const GATEWAY_SECRET = 'metrics-test-gateway-secret-of-32-characters';
let ctx: Awaited<ReturnType<typeof buildTestApp>>;

beforeAll(async () => {
  ctx = await buildTestApp(
    { METRICS_TOKEN: TOKEN, PAYMENT_GATEWAY_SECRET: GATEWAY_SECRET },
    (app) => {
      // A route that fails as a bug would: the error answer is counted.
      app.get('/api/metrics-test/failure', async () => {
        throw new Error('planted failure');
      });
    },
  );
});
afterAll(async () => ctx.close());

async function scrape(): Promise<string> {
  const response = await ctx.app.inject({
    method: 'GET',
    url: '/metrics',
    headers: { authorization: `Bearer ${TOKEN}` },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.body;
}

describe('GET /metrics: off the public path', () => {
  test('answers Prometheus text to the bearer of METRICS_TOKEN', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(response.body).toContain('# TYPE skyparcel_http_requests_total counter');
  });

  test('answers 404 NOT_FOUND, as to an unknown file, without the token or with another', async () => {
    const wrong = [
      {},
      { authorization: `Bearer ${TOKEN.slice(0, -1)}x` },
      { authorization: `Bearer ${TOKEN}x` },
      { authorization: 'Bearer ' },
      { authorization: `Basic ${Buffer.from(`prometheus:${TOKEN}`).toString('base64')}` },
      { authorization: TOKEN },
    ];
    for (const headers of wrong) {
      const response = await ctx.app.inject({ method: 'GET', url: '/metrics', headers });
      expect(response.statusCode, JSON.stringify(headers)).toBe(404);
      expect(response.json().error.code).toBe('NOT_FOUND');
      expect(response.body).not.toContain('skyparcel_');
    }
  });

  test('the token is compared whole, in constant time, whatever its length', () => {
    expect(hasBearerToken(`Bearer ${TOKEN}`, TOKEN)).toBe(true);
    expect(hasBearerToken(`bearer ${TOKEN}`, TOKEN)).toBe(true);
    expect(hasBearerToken(`Bearer ${TOKEN.slice(1)}`, TOKEN)).toBe(false);
    expect(hasBearerToken(`Bearer ${TOKEN}${TOKEN}`, TOKEN)).toBe(false);
    expect(hasBearerToken(undefined, TOKEN)).toBe(false);
  });

  test('does not exist without METRICS_TOKEN, in production with a built web app too', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'skyparcel-dist-'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    // Production is the case that matters; development and test follow the same rule (no
    // branch on NODE_ENV in plugins/metrics.ts).
    const production = await buildTestApp({ ...PRODUCTION_ENV, WEB_DIST_DIR: dist });
    try {
      for (const app of [production.app]) {
        for (const authorization of [undefined, `Bearer ${TOKEN}`, 'Bearer ']) {
          const response = await app.inject({
            method: 'GET',
            url: '/metrics',
            headers: authorization ? { authorization } : {},
          });
          expect(response.statusCode).toBe(404);
          expect(response.body).not.toContain('<div id="root">');
          expect(response.body).not.toContain('skyparcel_');
        }
      }
      const document = (await production.app.inject({ url: '/api/openapi.json' })).json();
      expect(Object.keys(document.paths)).not.toContain('/metrics');
    } finally {
      await production.close();
      rmSync(dist, { recursive: true, force: true });
    }
  });

  test('METRICS_PORT serves it without a token, on that port only, and nothing else there', async () => {
    let server: Server | undefined;
    try {
      server = await listenForMetrics(ctx.app, { host: '127.0.0.1', port: 0 });
      const { port } = server.address() as AddressInfo;
      const answer = await fetch(`http://127.0.0.1:${port}/metrics`);
      expect(answer.status).toBe(200);
      expect(await answer.text()).toContain('skyparcel_http_requests_total');
      for (const [method, path] of [
        ['GET', '/'],
        ['GET', '/api/health'],
        ['POST', '/metrics'],
        ['GET', '/metrics/../api/health'],
      ] as const) {
        const other = await fetch(`http://127.0.0.1:${port}${path}`, { method });
        expect(other.status, `${method} ${path}`).toBe(404);
      }
    } finally {
      await new Promise((resolve) => server?.close(resolve));
    }
  });

  test('the settings: a token of 32 characters or more, a metrics port other than PORT', () => {
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/);
    expect(() => loadConfig({ PORT: '3000', METRICS_PORT: '3000' })).toThrow(/METRICS_PORT/);
    expect(() => loadConfig({ METRICS_PORT: 'ninety' })).toThrow(/METRICS_PORT/);
    expect(loadConfig({ METRICS_PORT: '9464' }).METRICS_PORT).toBe(9464);
  });
});

describe('GET /metrics: what it counts', () => {
  test('requests by route pattern, method and status class; never the raw address', async () => {
    const before = await scrape();
    const route = '/api/warehouses/byCountry/:countryCode';
    const labels = { method: 'GET', route, status_class: '2xx' };
    for (const country of ['US', 'GB', 'us']) {
      const response = await as(ctx.app, null).get(`/api/warehouses/byCountry/${country}`);
      expect(response.statusCode).toBe(200);
    }
    await as(ctx.app, null).get('/api/no-such-call/4111111111111111?token=secret');
    await as(ctx.app, null).get('/also-not-here/4111111111111111');
    const after = await scrape();
    const count = (text: string) => sampleOf(text, 'skyparcel_http_requests_total', labels) ?? 0;
    expect(count(after) - count(before)).toBe(3);
    expect(
      sampleOf(after, 'skyparcel_http_request_duration_seconds_count', labels),
    ).toBeGreaterThanOrEqual(3);
    const unmatched = { method: 'GET', route: 'unmatched', status_class: '4xx' };
    expect(
      (sampleOf(after, 'skyparcel_http_requests_total', unmatched) ?? 0) -
        (sampleOf(before, 'skyparcel_http_requests_total', unmatched) ?? 0),
    ).toBe(2);
    expect(after).not.toMatch(/byCountry\/US|4111111111111111|no-such-call|secret/);
  });

  test('a failing call counts as a 5xx of its route', async () => {
    const labels = { method: 'GET', route: '/api/metrics-test/failure', status_class: '5xx' };
    const before = sampleOf(await scrape(), 'skyparcel_http_requests_total', labels) ?? 0;
    const failed = await as(ctx.app, null).get('/api/metrics-test/failure');
    expect(failed.statusCode).toBe(500);
    expect(sampleOf(await scrape(), 'skyparcel_http_requests_total', labels)).toBe(before + 1);
    expect(ctx.app.metrics.errorsInLastHour()).toBeGreaterThanOrEqual(1);
  });

  test("Node's event-loop lag and heap, the database pool and statement durations", async () => {
    await as(ctx.app, null).get('/api/faqs');
    const text = await scrape();
    expect(sampleOf(text, 'skyparcel_nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
    expect(sampleOf(text, 'skyparcel_nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
    expect(sampleOf(text, 'skyparcel_process_resident_memory_bytes')).toBeGreaterThan(0);
    // PGlite is one connection, idle between statements; a PostgreSQL pool keeps what it opened
    // and may be running the scrape's own outbox read, so only its total is fixed.
    const inUse = sampleOf(text, 'skyparcel_db_pool_connections_in_use') ?? -1;
    const idle = sampleOf(text, 'skyparcel_db_pool_connections_idle') ?? -1;
    if (ctx.dbHandle.kind === 'pglite') {
      expect([inUse, idle]).toEqual([0, 1]);
    } else {
      expect(inUse).toBeGreaterThanOrEqual(0);
      expect(idle).toBeGreaterThanOrEqual(0);
      expect(inUse + idle).toBeGreaterThanOrEqual(1);
    }
    expect(sampleOf(text, 'skyparcel_db_pool_waiting_requests')).toBe(0);
    expect(
      sampleOf(text, 'skyparcel_db_query_duration_seconds_count', { operation: 'select' }),
    ).toBeGreaterThan(0);
  });

  test('the mail outbox: how much waits and for how long the oldest has', async () => {
    const written = new Date(Date.now() - 10 * 60_000);
    // Waiting mail, not due before the test ends: the worker leaves it alone.
    const later = new Date(Date.now() + 60 * 60_000);
    const mail = { subject: 'Waiting', text: 'x', html: 'x', nextAttemptAt: later };
    const rows = await ctx.db
      .insert(schema.mailOutbox)
      .values([
        { ...mail, to: 'one@example.com', createdAt: written },
        { ...mail, to: 'two@example.com', createdAt: new Date() },
      ])
      .returning({ id: schema.mailOutbox.id });
    try {
      // Past the few seconds a read is kept, so this scrape reads the outbox again.
      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + OUTBOX_READ_KEEP_MS });
      const text = await scrape();
      vi.useRealTimers();
      const waiting = await ctx.db.$count(
        schema.mailOutbox,
        and(isNull(schema.mailOutbox.sentAt), isNull(schema.mailOutbox.failedAt)),
      );
      expect(waiting).toBeGreaterThanOrEqual(2);
      expect(sampleOf(text, 'skyparcel_mail_outbox_depth')).toBe(waiting);
      const age = sampleOf(text, 'skyparcel_mail_outbox_oldest_age_seconds') ?? 0;
      expect(age).toBeGreaterThanOrEqual(600 + OUTBOX_READ_KEEP_MS / 1000);
      expect(age).toBeLessThan(3600);
    } finally {
      vi.useRealTimers();
      for (const row of rows) {
        await ctx.db.delete(schema.mailOutbox).where(eq(schema.mailOutbox.id, row.id));
      }
    }
  });

  test('background passes: runs, failures, last duration, running now', async () => {
    let release = () => {};
    const pass = trackPass('metrics_test_pass', async () => {
      await new Promise<void>((resolve) => {
        release = resolve;
      });
    });
    const failing = trackPass('metrics_test_failing_pass', async () => {
      throw new Error('planted');
    });
    const running = pass();
    const during = await scrape();
    expect(
      sampleOf(during, 'skyparcel_background_pass_running', { pass: 'metrics_test_pass' }),
    ).toBe(1);
    release();
    await running;
    await expect(failing()).rejects.toThrow('planted');
    const text = await scrape();
    const of = (name: string, pass: string) => sampleOf(text, name, { pass });
    expect(of('skyparcel_background_pass_running', 'metrics_test_pass')).toBe(0);
    expect(of('skyparcel_background_pass_runs_total', 'metrics_test_pass')).toBeGreaterThanOrEqual(
      1,
    );
    expect(
      of('skyparcel_background_pass_last_duration_seconds', 'metrics_test_pass'),
    ).toBeGreaterThan(0);
    expect(
      of('skyparcel_background_pass_last_run_timestamp_seconds', 'metrics_test_pass'),
    ).toBeGreaterThan(Date.now() / 1000 - 60);
    expect(
      of('skyparcel_background_pass_failures_total', 'metrics_test_failing_pass'),
    ).toBeGreaterThanOrEqual(1);
  });

  test('payments settled, failed and refunded, counted where the payment ends', async () => {
    const outcome = (text: string, name: string) =>
      sampleOf(text, 'skyparcel_payments_total', { outcome: name }) ?? 0;
    const before = await scrape();
    const sara = await buildCustomer(ctx.db);
    const notify = async (paymentId: string, overrides: object) => {
      const [payment] = await ctx.db
        .select()
        .from(schema.payments)
        .where(eq(schema.payments.id, paymentId));
      const rawBody = JSON.stringify({
        type: 'payment.succeeded',
        sessionId: payment?.gatewayReference,
        reference: payment?.orderCode,
        amountMinor: payment?.amountMinor,
        currency: payment?.currency,
        transactionId: `txn_metrics_${paymentId.slice(0, 8)}`,
        failureReason: null,
        saveCard: false,
        card: { token: 'tok_x', brand: 'visa', last4: '4242', expiryMonth: 12, expiryYear: 2030 },
        ...overrides,
      });
      const answer = await ctx.app.inject({
        method: 'POST',
        url: '/api/payment/notifications',
        headers: {
          'content-type': 'application/json',
          'x-gateway-signature': signNotification(GATEWAY_SECRET, rawBody, new Date()),
        },
        payload: rawBody,
      });
      return answer.json().settlement;
    };
    const open = async () => {
      const request = await buildShipRequest(ctx.app, ctx.db, sara);
      const answer = await as(ctx.app, sara).post(
        '/api/payment/invoices',
        { shipRequestIds: [request.id] },
        { headers: { 'idempotency-key': `metrics-${request.id}` } },
      );
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json().paymentId as string;
    };
    const paid = await open();
    expect(await notify(paid, {})).toBe('succeeded');
    const refused = await open();
    const failure = { type: 'payment.failed', transactionId: null, failureReason: 'declined' };
    expect(await notify(refused, failure)).toBe('failed');
    // The card was charged after all: the late success is given back.
    expect(await notify(refused, {})).toBe('refunded');
    const after = await scrape();
    expect(outcome(after, 'settled') - outcome(before, 'settled')).toBe(1);
    expect(outcome(after, 'failed') - outcome(before, 'failed')).toBe(1);
    expect(outcome(after, 'refunded') - outcome(before, 'refunded')).toBe(1);
  });

  test('sign-in failures and the lockout the last one causes', async () => {
    const failures = (text: string, reason: string) =>
      sampleOf(text, 'skyparcel_sign_in_failures_total', { reason }) ?? 0;
    const lockouts = (text: string) => sampleOf(text, 'skyparcel_sign_in_lockouts_total') ?? 0;
    const before = await scrape();
    const bot = await buildAccount(ctx.db, {
      role: 'BOT',
      passwordHash: await hashPassword(DEMO_PASSWORD),
    });
    const botLogin = (password: string) =>
      as(ctx.app, null).post('/api/login/botlogin', { email: bot.email, password });
    for (let i = 0; i < MAX_FAILED_LOGINS; i += 1) {
      await botLogin(`Wrong-pass-${i}!`);
    }
    expect((await botLogin(DEMO_PASSWORD)).json().error.code).toBe('ACCOUNT_LOCKED');
    const after = await scrape();
    expect(failures(after, 'wrong_password') - failures(before, 'wrong_password')).toBe(
      MAX_FAILED_LOGINS,
    );
    expect(failures(after, 'locked') - failures(before, 'locked')).toBe(1);
    expect(lockouts(after) - lockouts(before)).toBe(1);
  });

  test('telemetry items by outcome, the counter the ingestion endpoint feeds', async () => {
    const items = (text: string, outcome: string) =>
      sampleOf(text, 'skyparcel_telemetry_items_total', { outcome }) ?? 0;
    const before = await scrape();
    telemetryItems.inc({ outcome: 'accepted' }, 3);
    telemetryItems.inc({ outcome: 'refused' });
    const after = await scrape();
    expect(items(after, 'accepted') - items(before, 'accepted')).toBe(3);
    expect(items(after, 'refused') - items(before, 'refused')).toBe(1);
  });
});

test('errors in the last hour: one slot per minute, older minutes forgotten', () => {
  const counts = new PerMinuteCounts(60);
  const start = Date.UTC(2026, 0, 1, 12, 0, 0);
  counts.add(start);
  counts.add(start + 30_000);
  counts.add(start + 59 * 60_000);
  expect(counts.total(start + 59 * 60_000)).toBe(3);
  // An hour after the first minute, its two are gone; the same slot's new minute starts at 0.
  expect(counts.total(start + 60 * 60_000)).toBe(1);
  counts.add(start + 60 * 60_000);
  expect(counts.total(start + 60 * 60_000)).toBe(2);
  expect(counts.total(start + 3 * 60 * 60_000)).toBe(0);
});

test('route labels: the pattern; one label each for the web app’s pages, its files, and no match', () => {
  expect(routeLabelOf('/api/packages/:packageId', 200)).toBe('/api/packages/:packageId');
  expect(routeLabelOf('/api/admin/prices/rate-cards.csv', 200)).toBe(
    '/api/admin/prices/rate-cards.csv',
  );
  expect(routeLabelOf('/assets/index-3f9c2b7d.js', 200)).toBe('static');
  expect(routeLabelOf('/favicon.svg', 304)).toBe('static');
  expect(routeLabelOf('/v2/track', 200)).toBe('/v2/track');
  expect(routeLabelOf(undefined, 200)).toBe('page');
  expect(routeLabelOf(undefined, 404)).toBe('unmatched');
});
