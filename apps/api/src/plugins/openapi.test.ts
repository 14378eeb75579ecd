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
});
