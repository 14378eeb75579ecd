import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildApp } from '../app';
import { DEMO_ACCOUNTS } from '../modules/users';
import { buildTestApp } from '../testing/build-test-app';
import { sessionFor } from '../testing/session-for';
import { loadConfig } from './env';
import { redactSecrets } from './log-redaction';

let ctx: Awaited<ReturnType<typeof buildTestApp>>;
let webDist: string;
beforeAll(async () => {
  ctx = await buildTestApp();
  webDist = mkdtempSync(join(tmpdir(), 'skyparcel-web-dist-'));
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Skyparcel</title>');
});
afterAll(async () => {
  await ctx.close();
  rmSync(webDist, { recursive: true, force: true });
});

/** The real app writing every log line (trace and up) into memory, as JSON lines. */
async function appWithCapturedLog(webDistDir: string) {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, callback) {
      lines.push(String(chunk));
      callback();
    },
  });
  const app = await buildApp({
    config: loadConfig({ LOG_LEVEL: 'trace', WEB_DIST_DIR: webDistDir, NODE_ENV: 'test' }),
    dbHandle: { ...ctx.app.dbHandle, close: async () => undefined },
    logStream: stream,
  });
  return { app, lines };
}

/** Each secret is distinct, so a failure names the place that leaked it. */
const secret = (name: string) => `leak-${name}-7f3a9c`;

describe('secrets in logs', () => {
  for (const [label, webDistDir] of [
    ['with the web app', () => webDist],
    ['without the web app (Fastify logs "Route … not found")', () => '/nonexistent'],
  ] as const) {
    test(`links, headers, bodies and failed queries leave no secret in a log line, ${label}`, async () => {
      const { app, lines } = await appWithCapturedLog(webDistDir());
      // The links the portal e-mails and the loyalty provider's return address.
      await app.inject(`/?token=${secret('confirm')}&lang=fr`);
      await app.inject(`/?lang=en-US&resetToken=${secret('reset')}`);
      await app.inject(`/admin-redirect?adminToken=${secret('admin')}&returnTo=%2Finvoices`);
      await app.inject(`/authsuccess?code=${secret('oidc-code')}&state=${secret('oidc-state')}`);
      await app.inject({ method: 'POST', url: `/nowhere?token=${secret('post')}` });
      // The signed unsubscribe link works signed out; the EDI progress is read by its key.
      await app.inject(`/api/UserProfile/unsubscribe?key=${secret('unsubscribe')}&kind=offers`);
      await app.inject(`/api/Booking/edi-upload-progress?key=${secret('edi-progress')}`);
      // Calls with the token in a header, a cookie, the query string or the body.
      await app.inject({
        method: 'GET',
        url: `/api/user?token=${secret('query')}`,
        headers: { authorization: `Bearer ${secret('bearer')}`, cookie: `sid=${secret('cookie')}` },
      });
      await app.inject({
        method: 'POST',
        url: '/api/register/confirm-email',
        payload: { token: secret('body-token') },
      });
      await app.inject({
        method: 'POST',
        url: '/api/register/set-password',
        payload: { token: secret('body-reset'), newPassword: 'Fjord-Parcel-42!' },
      });
      await app.inject({
        method: 'POST',
        url: '/api/login/admin-token',
        payload: { adminToken: secret('body-admin') },
      });
      // A failed query: Drizzle's error carries the statement's values.
      const failure = await app.db
        .execute(sql`select no_such_column from users where email = ${secret('query-param')}`)
        .catch((error: unknown) => error);
      app.log.error({ err: failure }, 'query failed');
      await app.close();

      const output = lines.join('');
      expect(output).toContain('[redacted]');
      expect(output).toContain('no_such_column');
      expect(lines.some((line) => JSON.parse(line).req?.url.includes('/admin-redirect'))).toBe(
        true,
      );
      expect(output.match(/leak-[\w-]+-7f3a9c/g) ?? []).toEqual([]);
    });
  }
});

describe('the request line', () => {
  test("one line per request, with its id and the signed-in user's opaque id, never the e-mail or token", async () => {
    const customer = DEMO_ACCOUNTS.find((account) => account.role === 'CUSTOMER');
    if (!customer) {
      throw new Error('no demo customer');
    }
    const { user, token } = await sessionFor(ctx.db, customer.email);
    const { app, lines } = await appWithCapturedLog('/nonexistent');
    await app.inject({
      url: '/api/warehouses/byCountry/US/packages',
      headers: { authorization: `Bearer ${token}`, 'request-id': 'signed-in-call' },
    });
    await app.inject({ url: '/api/shipping/countries', headers: { 'request-id': 'visitor-call' } });
    await app.close();

    const parsed = lines.map((line) => JSON.parse(line));
    const signedIn = parsed.filter((line) => line.reqId === 'signed-in-call' && line.level >= 30);
    expect(signedIn).toEqual([
      expect.objectContaining({
        msg: 'request completed',
        userId: user.id,
        req: expect.objectContaining({
          method: 'GET',
          url: '/api/warehouses/byCountry/US/packages',
        }),
        res: { statusCode: 200 },
        responseTime: expect.any(Number),
      }),
    ]);
    const visitor = parsed.filter((line) => line.reqId === 'visitor-call' && line.level >= 30);
    expect(visitor).toEqual([expect.objectContaining({ msg: 'request completed' })]);
    expect(visitor[0]).not.toHaveProperty('userId');
    // Tracing is off here (no OTEL_EXPORTER_OTLP_ENDPOINT): no trace id to name (lib/tracing.test.ts).
    expect(parsed.some((line) => 'trace_id' in line)).toBe(false);
    const output = lines.join('');
    expect(output).not.toContain(token);
    expect(output).not.toContain(user.email);
  });
});

describe('redactSecrets', () => {
  test('keeps ordinary parameters and cuts only secret ones', () => {
    expect(redactSecrets('/api/deliveries/price?toCountryCode=KW&weight=2&postcode=0150')).toBe(
      '/api/deliveries/price?toCountryCode=KW&weight=2&postcode=0150',
    );
    expect(redactSecrets('/?lang=fr&token=abc&resetToken=def&x=1')).toBe(
      '/?lang=fr&token=[redacted]&resetToken=[redacted]&x=1',
    );
    expect(redactSecrets('/api/UserProfile/unsubscribe?key=abc.def&lang=no')).toBe(
      '/api/UserProfile/unsubscribe?key=[redacted]&lang=no',
    );
    expect(redactSecrets('Failed query: select 1\nparams: 123456,a@b.c')).toBe(
      'Failed query: select 1\nparams: [redacted]',
    );
  });
});
