import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, test } from 'vitest';
import { loadConfig } from '../plugins/env';
import { PRODUCTION_ENV } from '../testing/production-env';
import { readOrCreateLocalAuthSecret, resolveAuthSecret } from './local-auth-secret';

let dir = '';
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

test('makes a random secret once, readable by its owner only, and keeps it', async () => {
  dir = join(await mkdtemp(join(tmpdir(), 'skyparcel-secret-')), 'data');
  const first = await readOrCreateLocalAuthSecret(dir);
  expect(first).toMatch(/^[0-9a-f]{64}$/);
  expect(await readOrCreateLocalAuthSecret(dir)).toBe(first);
  expect((await readFile(join(dir, 'skyparcel-auth-secret'), 'utf8')).trim()).toBe(first);
  expect((await stat(join(dir, 'skyparcel-auth-secret'))).mode & 0o777).toBe(0o600);
});

test('two servers starting at once agree on one secret', async () => {
  dir = await mkdtemp(join(tmpdir(), 'skyparcel-secret-'));
  const secrets = await Promise.all(
    Array.from({ length: 5 }, () => readOrCreateLocalAuthSecret(dir)),
  );
  expect(new Set(secrets).size).toBe(1);
});

test('production takes AUTH_SECRET from its setting and never from a kept file', async () => {
  dir = await mkdtemp(join(tmpdir(), 'skyparcel-secret-'));
  const development = loadConfig({ DATA_DIR: dir });
  const kept = await resolveAuthSecret(development);
  expect(kept).toBe(await readOrCreateLocalAuthSecret(dir));
  const production = loadConfig({ ...PRODUCTION_ENV, DATA_DIR: dir });
  expect(await resolveAuthSecret(production)).toBe(PRODUCTION_ENV.AUTH_SECRET);
  await expect(resolveAuthSecret({ ...production, AUTH_SECRET: undefined })).rejects.toThrow(
    /AUTH_SECRET: required in production/,
  );
});
