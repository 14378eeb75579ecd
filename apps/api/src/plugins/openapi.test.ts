import SwaggerParser from '@apidevtools/swagger-parser';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildTestApp } from '../testing/build-test-app';
import { PRODUCTION_ENV } from '../testing/production-env';

// Development registers the most routes (mailbox, local loyalty provider); production the fewest.
describe.each([
  ['development', { NODE_ENV: 'development' }],
  ['production', PRODUCTION_ENV],
])('GET /api/openapi.json in %s', (_mode, env) => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    ctx = await buildTestApp(env);
  });
  afterAll(async () => ctx.close());

  test('is a valid OpenAPI document (swagger-parser validate)', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    // validate() resolves the references in place; it throws with every error it found.
    const validated = await SwaggerParser.validate(structuredClone(document));
    expect(validated.info.title).toBe('Skyparcel customer API');
    expect(Object.keys(document.paths).length).toBeGreaterThan(30);
  });

  test('every path is a plain template: no optional mark or wildcard, each {name} a path parameter', async () => {
    const document = (await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const paths = Object.entries(
      document.paths as Record<
        string,
        Record<string, { parameters?: { in: string; name: string; required?: boolean }[] }>
      >,
    );
    for (const [path, item] of paths) {
      expect(path, path).toMatch(/^\/[A-Za-z0-9_.\-/{}]*$/);
      expect(path, path).not.toMatch(/[?*:]/);
      const named = [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]);
      for (const [method, operation] of Object.entries(item)) {
        const inPath = (operation.parameters ?? []).filter((parameter) => parameter.in === 'path');
        expect(inPath.map((parameter) => parameter.name).sort(), `${method} ${path}`).toEqual(
          [...named].sort(),
        );
        expect(
          inPath.every((parameter) => parameter.required === true),
          `${method} ${path}`,
        ).toBe(true);
      }
    }
    expect(document.paths['/api/warehouses/country/{countryId}/packages/history']).toBeDefined();
    expect(
      document.paths['/api/warehouses/country/{countryId}/packages/history/{invoiceNumber}'],
    ).toBeDefined();
    expect(document.paths['/api/airport/{warehouseId}/rules']).toBeDefined();
  });
});

describe('GET /api/docs, the API reference page', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    ctx = await buildTestApp({ NODE_ENV: 'development' });
  });
  afterAll(async () => ctx.close());

  test('is HTML without a script that names every operation of /api/openapi.json', async () => {
    const document = (await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const page = await ctx.app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).not.toMatch(/<script/i);
    expect(page.body).toContain('<h1 lang="en">Skyparcel customer API</h1>');
    const operations = Object.entries(document.paths as Record<string, object>).flatMap(
      ([path, item]) =>
        Object.keys(item).map((method) => `${method.toUpperCase()}</span> <code>${path}</code>`),
    );
    expect(operations.length).toBeGreaterThan(30);
    for (const operation of operations) {
      expect(page.body).toContain(operation);
    }
    expect(page.body).toContain('<a href="/api/openapi.json">OpenAPI document (JSON)</a>');
  });

  test('shows parameters, signed-in calls and response schemas from the document', async () => {
    const page = (await ctx.app.inject({ method: 'GET', url: '/api/docs/' })).body;
    const price = page.slice(page.indexOf('id="get-api-deliveries-price"'));
    expect(price).toContain('<td><code>toCountryCode</code></td><td>query</td>');
    expect(price.slice(0, price.indexOf('</article>'))).toContain(
      '<summary><code>application/json</code></summary>',
    );
    const notifications = page.slice(page.indexOf('id="get-api-user-notifications"'));
    expect(notifications.slice(0, notifications.indexOf('</article>'))).toContain(
      '<span class="flag">Sign-in required</span>',
    );
  });

  test('speaks the reader’s language around the English document, right to left in Arabic', async () => {
    const page = (
      await ctx.app.inject({
        method: 'GET',
        url: '/api/docs',
        headers: { 'accept-language': 'ar-AE' },
      })
    ).body;
    expect(page).toContain('<html lang="ar-AE" dir="rtl">');
    expect(page).toContain('المحتويات');
    expect(page).toContain('<h1 lang="en">Skyparcel customer API</h1>');
    // Each language is written once and kept: English again is the English page.
    const english = (await ctx.app.inject({ method: 'GET', url: '/api/docs' })).body;
    expect(english).toContain('<html lang="en-US" dir="ltr">');
  });

  test('swagger-ui, to try the calls, is one link away at /api/docs/explorer', async () => {
    const page = await ctx.app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.body).toContain('<a href="/api/docs/explorer">Try the calls in Swagger UI</a>');
    const explorer = await ctx.app.inject({ method: 'GET', url: '/api/docs/explorer' });
    expect(explorer.statusCode).toBe(200);
    expect(explorer.headers['content-type']).toContain('text/html');
    expect(explorer.body).toContain('swagger-ui');
  });
});
