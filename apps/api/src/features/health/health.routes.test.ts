import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildTestApp } from '../../testing/build-test-app';

let ctx: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(async () => ctx.close());

describe('GET /api/health', () => {
  test('answers ok without touching the database', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  test('readiness checks the database, the file storage and mail (the local mailbox here)', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'ok',
      database: 'up',
      storage: 'up',
      smtp: 'local',
      failing: [],
    });
  });

  test('sends the strict API security headers, and pages the document set', async () => {
    const api = await ctx.app.inject({ method: 'GET', url: '/API/Health' });
    expect(api.headers['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
    expect(api.headers['x-content-type-options']).toBe('nosniff');
    expect(api.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(api.headers['x-frame-options']).toBe('DENY');
    expect(api.headers['x-dns-prefetch-control']).toBeUndefined();

    for (const url of ['/', '/api/docs/']) {
      const page = await ctx.app.inject({ method: 'GET', url });
      const csp = String(page.headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(page.headers['x-content-type-options']).toBe('nosniff');
    }
  });
});

describe('API documentation', () => {
  test('GET /api/openapi.json is an OpenAPI 3.1 document of the routes', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json() as { openapi: string; paths: Record<string, unknown> };
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/deliveries/price',
        '/api/tracking',
        '/api/warehouses/{warehouseId}',
      ]),
    );
  });

  test('GET /api/docs serves the browsable reference', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
  });
});
