import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { z } from 'zod';
import { buildTestApp } from '../testing/build-test-app';

let ctx: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  ctx = await buildTestApp({}, (app) => {
    app.get(
      '/api/test-only/echo-query',
      {
        schema: {
          querystring: z.object({
            packageIds: z.array(z.string()).optional(),
            filter: z.object({ status: z.string(), page: z.coerce.number() }).optional(),
          }),
        },
      },
      async (request) => request.query,
    );
    app.get(
      '/api/test-only/leaky',
      { schema: { response: { 200: z.object({ id: z.string(), note: z.string().nullable() }) } } },
      async () =>
        ({ id: 'u1', note: null, passwordHash: '$argon2id$secret' }) as { id: string; note: null },
    );
  });
});
afterAll(async () => ctx.close());

describe('query values', () => {
  test('repeated parameters become an array', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/test-only/echo-query?packageIds=a&packageIds=b',
    });
    expect(response.json()).toEqual({ packageIds: ['a', 'b'] });
  });

  test('bracketed parameters become arrays and objects', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/test-only/echo-query?packageIds[]=a&packageIds[]=b&filter[status]=paid&filter[page]=2',
    });
    expect(response.json()).toEqual({
      packageIds: ['a', 'b'],
      filter: { status: 'paid', page: 2 },
    });
  });
});

describe('response serialization', () => {
  test('writes only the declared fields, so nothing undeclared leaks', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/test-only/leaky' });
    expect(response.json()).toEqual({ id: 'u1', note: null });
    expect(response.body).not.toContain('argon2');
  });
});

describe('compression', () => {
  test('large answers are compressed when the client accepts it', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/shipping/countries',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.headers['content-encoding']).toBe('gzip');
  });
});

describe('structured logs', () => {
  test('are JSON lines and never contain the authorization header or cookies', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, callback) {
        lines.push(String(chunk));
        callback();
      },
    });
    const { buildApp } = await import('../app');
    const { loadConfig } = await import('./env');
    const app = await buildApp({
      config: loadConfig({ LOG_LEVEL: 'info', WEB_DIST_DIR: '/nonexistent' }),
      dbHandle: { ...ctx.app.dbHandle, close: async () => undefined },
      logStream: stream,
    });
    await app.inject({
      method: 'GET',
      url: '/api/health/ready',
      headers: { authorization: 'Bearer secret-token-123', cookie: 'sid=secret-cookie' },
    });
    await app.inject({
      method: 'GET',
      url: '/api/no-such-call',
      headers: { authorization: 'Bearer secret-token-123' },
    });
    await app.close();
    const output = lines.join('');
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) {
      expect(() => JSON.parse(line)).not.toThrow();
    }
    expect(output).not.toContain('secret-token-123');
    expect(output).not.toContain('secret-cookie');
  });

  test('leave out health probes, yet a failing probe still logs its error with the request id', async () => {
    const lines: Array<Record<string, unknown>> = [];
    const stream = new Writable({
      write(chunk, _encoding, callback) {
        lines.push(JSON.parse(String(chunk)));
        callback();
      },
    });
    const { buildApp } = await import('../app');
    const { loadConfig } = await import('./env');
    let databaseUp = true;
    const app = await buildApp({
      config: loadConfig({ LOG_LEVEL: 'info', WEB_DIST_DIR: '/nonexistent' }),
      dbHandle: {
        ...ctx.app.dbHandle,
        ping: async () => {
          if (!databaseUp) {
            throw new Error('connection refused');
          }
        },
        close: async () => undefined,
      },
      logStream: stream,
    });
    await app.inject({ method: 'GET', url: '/api/health' });
    await app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(lines.filter((line) => line.req || line.res)).toEqual([]);

    databaseUp = false;
    const down = await app.inject({ method: 'GET', url: '/api/health/ready' });
    await app.inject({ method: 'GET', url: '/api/no-such-call' });
    await app.close();
    expect(down.statusCode).toBe(503);
    const failure = lines.find((line) => line.msg === 'readiness: database down');
    expect(failure).toMatchObject({ level: 50, reqId: expect.any(String) });
    // Other calls keep their request line (one per request, decision 067).
    expect(lines.some((line) => line.msg === 'request completed')).toBe(true);
  });
});
