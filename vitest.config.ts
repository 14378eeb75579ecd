import { defineConfig } from 'vitest/config';
import web from './apps/web/vitest.config.ts';

/**
 * One project per workspace. `npm test` runs them in groups (scripts/test.mjs): the pure ones
 * once, and `api` twice, against PGlite and against a PostgreSQL server.
 */
export default defineConfig({
  test: {
    // Two cores: two workers, each test file with its own database copy.
    maxWorkers: 2,
    projects: [
      { test: { name: 'domain', root: 'packages/domain', include: ['src/**/*.test.ts'] } },
      { test: { name: 'i18n', root: 'packages/i18n', include: ['src/**/*.test.ts'] } },
      {
        test: {
          name: 'db',
          root: 'packages/db',
          include: ['src/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'api',
          root: 'apps/api',
          include: ['src/**/*.test.ts'],
          exclude: [
            'src/**/*.timing.test.ts',
            'src/**/*.calendar.test.ts',
            'src/**/*.scale.test.ts',
            // The PDF renderers' tests read no database: `npm test`'s PGlite run (ENGINE_RUN=pglite)
            // leaves them to the PostgreSQL run rather than render the same pages twice.
            ...(process.env.ENGINE_RUN === 'pglite' ? ['src/modules/*/render-*.test.ts'] : []),
          ],
          globalSetup: ['src/testing/global-setup.ts'],
          // One module graph per worker, not per file (see src/testing/per-file-setup.ts).
          isolate: false,
          setupFiles: ['src/testing/per-file-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // Tests that compare wall times (ADR 021: an unknown e-mail costs what a known one does)
        // run alone, one file at a time, so no other test file's Argon2 work lands in a measure.
        test: {
          name: 'api-timing',
          root: 'apps/api',
          include: ['src/**/*.timing.test.ts'],
          globalSetup: ['src/testing/global-setup.ts'],
          fileParallelism: false,
          testTimeout: 180_000,
          hookTimeout: 60_000,
        },
      },
      {
        // The demo on every date of a year in four zones (decision 057): a file per zone, each
        // in a process of its own whose TZ it sets, on one migrated template database.
        test: {
          name: 'api-calendar',
          root: 'apps/api',
          include: ['src/**/*.calendar.test.ts'],
          globalSetup: ['src/calendar-test/global-setup.ts'],
          pool: 'forks',
          testTimeout: 300_000,
          hookTimeout: 60_000,
        },
      },
      {
        // Several real processes at once (issue 29): API servers built from dist, HAProxy,
        // PgBouncer, a streaming replica, an S3-compatible store. Each file starts what it needs
        // on the PostgreSQL server of `npm test` (TEST_DATABASE_URL) and stops it; one at a time,
        // since each already runs several processes on two cores.
        test: {
          name: 'scale',
          root: 'apps/api',
          include: ['src/**/*.scale.test.ts'],
          fileParallelism: false,
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      'apps/web/vitest.config.ts',
      {
        // The web files that replace a module with `vi.mock`: each in a module graph of its own,
        // so the replacement reaches no other file (decision 060).
        ...web,
        test: {
          ...web.test,
          name: 'web-isolated',
          root: 'apps/web',
          isolate: true,
          include: ['src/**/*.isolated.test.{ts,tsx}'],
          exclude: [],
        },
      },
    ],
  },
});
