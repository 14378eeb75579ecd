import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildTestApp } from '../testing/build-test-app';

let ctx: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  // A route that fails unexpectedly, to prove nothing of the failure reaches the client.
  ctx = await buildTestApp({}, (app) => {
    app.get('/api/test-only/explode', async () => {
      throw new Error('select * from secret_table where password = 42');
    });
  });
});
afterAll(async () => ctx.close());

describe('the one error model', () => {
  test('an unknown API path answers 404 with the catalogue text', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/no-such-call' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: { code: 'ROUTE_NOT_FOUND', message: 'Not Found' } });
  });

  test('the message is in the caller language (lang query, then Accept-Language)', async () => {
    const french = await ctx.app.inject({ method: 'GET', url: '/api/no-such-call?lang=fr-CA' });
    expect(french.json().error.message).toBe('Introuvable');
    const arabic = await ctx.app.inject({
      method: 'GET',
      url: '/api/no-such-call',
      headers: { 'accept-language': 'de;q=0.9, ar-AE;q=0.8' },
    });
    expect(arabic.json().error.message).toBe('غير موجود');
  });

  test('an unexpected failure answers 500 Internal Server Error with no stack or SQL', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/test-only/explode' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      error: { code: 'INTERNAL', message: 'Internal Server Error' },
    });
    expect(response.body).not.toMatch(/secret_table|at .*\.ts/);
  });

  test('malformed JSON answers 400 Invalid request', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/contactus',
      headers: { 'content-type': 'application/json' },
      payload: '{"form":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual({ code: 'BAD_REQUEST', message: 'Invalid request' });
  });

  test('a body over the limit answers 413 without being stored', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/contactus',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ message: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().error.code).toBe('PAYLOAD_TOO_LARGE');
  });

  test('paths match case-insensitively, as the spec spells them both ways', async () => {
    const lower = await ctx.app.inject({ method: 'GET', url: '/api/deliveries/warehouses' });
    const mixed = await ctx.app.inject({ method: 'GET', url: '/api/Deliveries/Warehouses' });
    expect(mixed.statusCode).toBe(200);
    expect(mixed.json()).toEqual(lower.json());
  });
});
