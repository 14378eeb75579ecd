import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildTestApp } from '../../testing/build-test-app';

let ctx: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  ctx = await buildTestApp({ SIGN_IN_RATE_LIMIT_PER_MINUTE: '3' });
});
afterAll(async () => ctx.close());

describe('the local mailbox', () => {
  test('answers a person on this machine', async () => {
    const local = await ctx.app.inject({ method: 'GET', url: '/api/dev/mailbox' });
    expect(local.statusCode).toBe(200);
  });

  test('is not found from another machine, even one claiming to be local', async () => {
    for (const url of ['/api/dev/mailbox', '/dev/mailbox']) {
      const remote = await ctx.app.inject({
        method: 'GET',
        url,
        remoteAddress: '203.0.113.5',
        headers: { 'x-forwarded-for': '127.0.0.1' },
      });
      expect(remote.statusCode, url).toBe(404);
    }
  });
});

describe('client addresses', () => {
  test('a faked X-Forwarded-For does not escape the per-address sign-in limit', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/login/login',
        remoteAddress: '203.0.113.9',
        headers: { 'x-forwarded-for': `198.51.100.${i}` },
        payload: { email: 'nobody@example.com', password: 'x' },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([400, 400, 400, 429]);
  });
});

describe('behind a trusted proxy', () => {
  test('TRUST_PROXY=1 counts each forwarded client on its own', async () => {
    const proxied = await buildTestApp({ TRUST_PROXY: '1', SIGN_IN_RATE_LIMIT_PER_MINUTE: '3' });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i += 1) {
        const response = await proxied.app.inject({
          method: 'POST',
          url: '/api/login/login',
          remoteAddress: '10.0.0.2',
          headers: { 'x-forwarded-for': `198.51.100.${i}` },
          payload: { email: 'nobody@example.com', password: 'x' },
        });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([400, 400, 400, 400]);
    } finally {
      await proxied.close();
    }
  });
});
