import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../plugins/env';
import { cloneTemplate } from './template-db';
import { TEST_AUTH_SECRET } from './test-auth-secret';

/**
 * The real app on a private copy of the seeded database (PGlite, or the PostgreSQL server when
 * TEST_DATABASE_URL is set). Call `close()` in afterAll.
 */
export async function buildTestApp(
  env: Record<string, string> = {},
  beforeReady?: (app: Awaited<ReturnType<typeof buildApp>>) => void,
) {
  const dbHandle = await cloneTemplate(process.env.TEST_DATABASE_URL, inject('templateDb'));
  // Uploads land in a folder of this test file's own, removed by close().
  const dataDir = mkdtempSync(join(tmpdir(), 'skyparcel-test-'));
  // A cheap captcha keeps tests fast; production's cost is the default of plugins/env.ts.
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    CAPTCHA_COST: '1',
    CAPTCHA_MAX_COUNTER: '50',
    // Every test calls from one address; the limit itself is tested on its own.
    SIGN_IN_RATE_LIMIT_PER_MINUTE: '10000',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    WEB_DIST_DIR: '/nonexistent',
    AUTH_SECRET: TEST_AUTH_SECRET,
    // Background jobs run when a test runs them; a test app takes the queue's jobs only when it
    // sends real mail (the mail job) or asks: starting the queue costs each app a tenth of a second.
    JOB_WORKER: env.SMTP_URL === undefined ? 'false' : 'true',
    ...env,
  });
  const app = await buildApp({ config, dbHandle });
  beforeReady?.(app);
  await app.ready();
  return {
    app,
    db: dbHandle.db,
    dbHandle,
    config,
    close: async () => {
      await app.close();
      await dbHandle.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
