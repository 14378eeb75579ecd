import { afterAll, beforeAll, expect, test } from 'vitest';
import { buildTestApp } from '../testing/build-test-app';

/** Several processes behind a proxy (decision 074): each answer names its process; SIGTERM drains. */
let ctx: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  ctx = await buildTestApp({ INSTANCE_NAME: 'api7' });
});
afterAll(async () => ctx.close());

test('every answer names the process that served it, API and web app alike', async () => {
  for (const url of ['/api/health', '/api/no-such-route', '/']) {
    const response = await ctx.app.inject({ method: 'GET', url });
    expect(response.headers['x-served-by'], url).toBe('api7');
  }
});

test('while draining, readiness answers 503 "draining" and every answer closes its connection', async () => {
  const before = await ctx.app.inject({ method: 'GET', url: '/api/health/ready' });
  expect(before.statusCode).toBe(200);
  expect(before.headers.connection).not.toBe('close');

  ctx.app.lifecycle.beginDrain();
  const ready = await ctx.app.inject({ method: 'GET', url: '/api/health/ready' });
  expect(ready.statusCode).toBe(503);
  expect(ready.json()).toMatchObject({ status: 'draining', database: 'up', storage: 'up' });
  expect(ready.headers.connection).toBe('close');
  // Requests are still served meanwhile: the proxy takes the process out, nothing fails.
  const served = await ctx.app.inject({ method: 'GET', url: '/api/health' });
  expect(served.statusCode).toBe(200);
  expect(served.headers.connection).toBe('close');
});
