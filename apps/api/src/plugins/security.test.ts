import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEMO_PASSWORD } from '../modules/users';
import { as } from '../testing/as';
import { buildTestApp } from '../testing/build-test-app';
import { sessionFor } from '../testing/session-for';

type TestApp = Awaited<ReturnType<typeof buildTestApp>>;
const HSTS = 'max-age=31536000; includeSubDomains';

/** An app with these settings for the tests of one `describe` (each build has its own hook time). */
function appWith(env: Record<string, string>) {
  const holder: { current?: TestApp } = {};
  beforeAll(async () => {
    holder.current = await buildTestApp(env);
  });
  afterAll(async () => holder.current?.close());
  return () => {
    if (!holder.current) {
      throw new Error('the app was not built');
    }
    return holder.current;
  };
}

const plain = appWith({});

describe('Strict-Transport-Security over plain HTTP (ADR 023)', () => {
  test('is not sent over plain HTTP, nor for an X-Forwarded-Proto no proxy vouches for', async () => {
    for (const url of ['/api/health', '/']) {
      const direct = await plain().app.inject({ method: 'GET', url });
      expect(direct.headers['strict-transport-security'], url).toBeUndefined();
      const faked = await plain().app.inject({
        method: 'GET',
        url,
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(faked.headers['strict-transport-security'], url).toBeUndefined();
    }
  });
});

describe('Strict-Transport-Security behind a trusted proxy (ADR 023)', () => {
  const behindProxy = appWith({ TRUST_PROXY: '1' });
  test('is sent on API answers and pages that came over HTTPS through a trusted proxy', async () => {
    for (const url of ['/api/health', '/api/faqs', '/']) {
      const https = await behindProxy().app.inject({
        method: 'GET',
        url,
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(https.headers['strict-transport-security'], url).toBe(HSTS);
      const http = await behindProxy().app.inject({
        method: 'GET',
        url,
        headers: { 'x-forwarded-proto': 'http' },
      });
      expect(http.headers['strict-transport-security'], url).toBeUndefined();
    }
  });
});

describe('Strict-Transport-Security with an https PUBLIC_URL (ADR 023)', () => {
  const publicHttps = appWith({ PUBLIC_URL: 'https://portal.example' });
  test('is sent on every answer when PUBLIC_URL is https', async () => {
    for (const url of ['/api/health', '/api/nothing-here', '/']) {
      const response = await publicHttps().app.inject({ method: 'GET', url });
      expect(response.headers['strict-transport-security'], url).toBe(HSTS);
    }
  });
});

describe("the page CSP's connect-src follows the telemetry endpoint (decision 063)", () => {
  const azure = appWith({
    TELEMETRY_CONNECTION_STRING:
      'InstrumentationKey=1f3c6a2e-5b7d-4e8f-9a0b-1c2d3e4f5a6b;IngestionEndpoint=https://westeurope-5.in.applicationinsights.azure.com/',
  });
  const connectSrc = (csp: unknown) => /connect-src [^;]*/.exec(String(csp))?.[0];

  test("the portal's own endpoint is the page's origin: 'self' only", async () => {
    const page = await plain().app.inject({ method: 'GET', url: '/' });
    expect(connectSrc(page.headers['content-security-policy'])).toBe("connect-src 'self'");
  });

  test("another endpoint's origin (Azure) joins connect-src, and nothing else changes", async () => {
    const page = await azure().app.inject({ method: 'GET', url: '/' });
    const own = await plain().app.inject({ method: 'GET', url: '/' });
    expect(connectSrc(page.headers['content-security-policy'])).toBe(
      "connect-src 'self' https://westeurope-5.in.applicationinsights.azure.com",
    );
    const withoutConnect = (csp: unknown) => String(csp).replace(/connect-src [^;]*/, '');
    expect(withoutConnect(page.headers['content-security-policy'])).toBe(
      withoutConnect(own.headers['content-security-policy']),
    );
  });
});

describe('Cache-Control: no-store (ADR 023)', () => {
  test('on every answer to a signed-in call, also a refused one', async () => {
    const customer = await sessionFor(plain().db, 'customer@demo.skyparcel.test');
    const me = await as(plain().app, customer).get('/api/user');
    expect(me.statusCode).toBe(200);
    expect(me.headers['cache-control']).toBe('no-store');
    // An operator's list: a customer's token is refused.
    const forbidden = await as(plain().app, customer).get('/api/userProfile/users');
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.headers['cache-control']).toBe('no-store');
    const expired = await as(plain().app, { token: 'not-a-live-token' }).get('/api/user');
    expect(expired.statusCode).toBe(401);
    expect(expired.headers['cache-control']).toBe('no-store');
  });

  test('on sign-in answers that hand out a token', async () => {
    const bot = await plain().app.inject({
      method: 'POST',
      url: '/api/login/botlogin',
      payload: { email: 'bot@demo.skyparcel.test', password: DEMO_PASSWORD },
    });
    expect(bot.statusCode).toBe(200);
    expect(bot.json().token).toEqual(expect.any(String));
    expect(bot.headers['cache-control']).toBe('no-store');
    const refreshed = await as(plain().app, { token: bot.json().token }).post('/api/login/refresh');
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.headers['cache-control']).toBe('no-store');
  });
});
