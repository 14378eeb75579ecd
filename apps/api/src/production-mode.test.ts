import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildTestApp } from './testing/build-test-app';
import { PRODUCTION_ENV } from './testing/production-env';

// The demo's doors, each asked the way a browser or a script would.
const DEV_REQUESTS = [
  { method: 'GET', url: '/dev/mailbox' },
  { method: 'GET', url: '/api/dev/mailbox' },
  { method: 'GET', url: '/dev/loyalty-provider/.well-known/openid-configuration' },
  { method: 'GET', url: '/dev/loyalty-provider/jwks' },
  { method: 'POST', url: '/dev/loyalty-provider/token' },
  { method: 'POST', url: '/dev/payment-gateway/sessions/00000000-0000-4000-8000-000000000000' },
] as const;

let dist = '';
beforeAll(() => {
  // A built SPA, so a /dev path that is not registered could fall through to index.html.
  dist = mkdtempSync(join(tmpdir(), 'skyparcel-dist-'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
});
afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe('NODE_ENV=production', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    // The real app from a production configuration, over the test database.
    ctx = await buildTestApp({ ...PRODUCTION_ENV, WEB_DIST_DIR: dist });
  });
  afterAll(async () => ctx.close());

  test('/dev/* and /api/dev/* answer 404: the mailbox, the local provider and the sandbox gateway are not there', async () => {
    for (const { method, url } of DEV_REQUESTS) {
      const response = await ctx.app.inject({ method, url });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.body, url).not.toContain('<div id="root">');
    }
    const routes = ctx.app.printRoutes({ commonPrefix: false });
    expect(routes).not.toMatch(/\/dev\/|loyalty-provider|payment-gateway/);
  });

  test('the OpenAPI document lists no development path', async () => {
    const document = (await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(Object.keys(document.paths).filter((path) => path.includes('/dev'))).toEqual([]);
  });

  test('the loyalty sign-in goes to the configured programme', async () => {
    const routes = ctx.app.printRoutes({ commonPrefix: false });
    expect(routes).toContain('/api/login/loyalty-programme');
  });
});

describe('development (the living demo)', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    ctx = await buildTestApp({ NODE_ENV: 'development', WEB_DIST_DIR: dist });
  });
  afterAll(async () => ctx.close());

  test('keeps the local mailbox and the local loyalty provider on this machine', async () => {
    for (const { method, url } of DEV_REQUESTS.filter((request) => request.method === 'GET')) {
      const response = await ctx.app.inject({ method, url });
      expect(response.statusCode, url).toBe(200);
    }
    // The same listing production's test reads, here with the demo's doors in it.
    const routes = ctx.app.printRoutes({ commonPrefix: false });
    expect(routes).toMatch(/\/dev\/mailbox/);
    expect(routes).toMatch(/\/dev\/loyalty-provider\//);
    expect(routes).toMatch(/\/dev\/payment-gateway\/sessions\//);
  });

  test('a /dev path nothing serves answers 404, not the web app', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/dev/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('NOT_FOUND');
  });
});

describe('LOYALTY_SIGN_IN=false', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    ctx = await buildTestApp({ LOYALTY_SIGN_IN: 'false' });
  });
  afterAll(async () => ctx.close());

  test('registers no loyalty call and no local provider', async () => {
    const start = await ctx.app.inject({
      method: 'GET',
      url: '/api/login/loyalty-programme?callbackUrl=http://localhost:3000/authsuccess',
    });
    expect(start.statusCode).toBe(404);
    expect(start.json().error.code).toBe('ROUTE_NOT_FOUND');
    const token = await ctx.app.inject({
      method: 'POST',
      url: '/api/Login/skywards/Token?state=x',
      headers: { 'content-type': 'text/plain' },
      payload: 'code',
    });
    expect(token.statusCode).toBe(404);
    const discovery = await ctx.app.inject({
      method: 'GET',
      url: '/dev/loyalty-provider/.well-known/openid-configuration',
    });
    expect(discovery.statusCode).toBe(404);
  });
});
