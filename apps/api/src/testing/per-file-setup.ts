import { afterAll, vi } from 'vitest';

/**
 * API test files share their worker's modules (`isolate: false` in vitest.config.ts: importing
 * the app once per worker instead of once per file halves the suite's CPU time). What a file may
 * leave behind in that shared process is undone after it, even when one of its tests failed
 * half-way: a faked clock, stubbed variables or globals, spies.
 */
afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
