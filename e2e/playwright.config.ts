import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM } from './chromium';

const BASE_URL = `http://127.0.0.1:${process.env.E2E_PORT ?? '3100'}`;

/**
 * Debian's Chromium, never a downloaded browser. The portal and a real SMTP sink are started by
 * global-setup.ts on free ports; tests reach the portal through `baseURL`.
 */
export default defineConfig({
  testDir: './tests',
  outputDir: '../.test-data/playwright-results',
  globalSetup: './global-setup.ts',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list'], ['json']],
  use: {
    baseURL: BASE_URL,
    // Every journey starts with the cookie choice answered ("Reject": page views stay cookieless,
    // decision 063), so its bar along the bottom covers nothing a test clicks. The tests of the
    // choice itself (tests/telemetry) start from a browser that has not answered.
    storageState: {
      cookies: [],
      origins: [
        { origin: BASE_URL, localStorage: [{ name: 'analyticsConsent', value: 'rejected' }] },
      ],
    },
    // Journeys run as a customer in Dubai lives them (decision 057): the page shows an instant in
    // the browser's zone, whatever the zone of the machine running the portal.
    timezoneId: 'Asia/Dubai',
    // Recording a trace for every test (retain-on-failure) cost a quarter of the run's time, in
    // Chromium's browser and GPU processes (decision 060). A test that fails is traced on its
    // retry in CI; locally, rerun it with `--trace on`.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: CHROMIUM,
  },
  // A test tagged @phone runs in both projects; one tagged @phone-only (a journey on a phone,
  // often in phone emulation of its own) only in the phone project (decision 046).
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      grepInvert: /@phone-only/,
    },
    { name: 'phone', use: { ...devices['Pixel 7'], channel: undefined }, grep: /@phone/ },
  ],
});
