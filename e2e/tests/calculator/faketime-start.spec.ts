import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DeliveryPriceSchema } from '@skyparcel/domain/pricing';
import { REPO_ROOT } from '../../fixtures/paths';
import { freePort, waitForReady } from '../../fixtures/portal-process';
import { expect, test } from '../../fixtures/test';
import { formatInBrowser, textsOf } from '../support/page-checks';

/**
 * The built portal as `npm start` runs it, on a fresh embedded database, with the whole process
 * under Debian's faketime (libfaketime: every clock the process and PGlite read starts at `wall`
 * in `zone` and runs on), so no clock is injected: the system clock itself is the edge.
 */
async function startPortalAt(wall: string, zone: string) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'skyparcel-faketime-'));
  const server = spawn(
    'faketime',
    [wall, process.execPath, join(REPO_ROOT, 'apps/api/dist/server.js')],
    {
      cwd: REPO_ROOT,
      stdio: ['ignore', 'ignore', 'inherit'],
      // faketime runs the portal as its child: a group of their own is stopped whole.
      detached: true,
      env: {
        ...process.env,
        TZ: zone,
        // Timers keep the real monotonic clock: only the calendar moves.
        FAKETIME_DONT_FAKE_MONOTONIC: '1',
        NODE_ENV: 'development',
        HOST: '127.0.0.1',
        PORT: String(port),
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        PUBLIC_URL: `http://127.0.0.1:${port}`,
      },
    },
  );
  const url = `http://127.0.0.1:${port}`;
  const stop = () => {
    if (server.pid !== undefined && server.exitCode === null) {
      process.kill(-server.pid, 'SIGTERM');
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForReady(`${url}/api/health/ready`, server, 240_000);
  } catch (error) {
    stop();
    throw error;
  }
  return { url, stop };
}

test('[VISITOR] a fresh portal started at 23:50 on 31 December in Kiritimati (UTC+14) prices a delivery in the rate calculator', async ({
  page,
}) => {
  // A whole `npm start` (migrations and the demo) on a database of its own: minutes when busy.
  test.setTimeout(300_000);
  const year = new Date().getUTCFullYear() + 1;
  const portal = await startPortalAt(`${year}-12-31 23:50:00`, 'Pacific/Kiritimati');
  try {
    // The server's clock is the edge: 09:50 UTC on 31 December, its last month's rates.
    const health = await fetch(`${portal.url}/api/health`);
    const serverNow = new Date(health.headers.get('date') ?? '');
    expect(serverNow.toISOString().slice(0, 13)).toBe(`${year}-12-31T09`);

    const warehouses = (await (await fetch(`${portal.url}/api/deliveries/warehouses`)).json()) as {
      id: string;
      code: string;
    }[];
    const london = warehouses.find((warehouse) => warehouse.code === 'GB-LON');
    const query = new URLSearchParams({
      fromWarehouseId: london?.id ?? '',
      toCountryCode: 'KW',
      weight: '2',
      value: '2000',
      valueCurrency: 'USD',
      pieces: '1',
    });
    const answer = await fetch(`${portal.url}/api/deliveries/price?${query}`);
    expect(answer.status).toBe(200);
    const price = DeliveryPriceSchema.parse(await answer.json());
    expect(price.customs?.total.currency).toBe('KWD');

    const t = textsOf('en-US');
    await page.goto(`${portal.url}/?lang=en-US`);
    const calculator = page.getByRole('region', { name: t('calculator.title') });
    const field = (key: string) => calculator.getByRole('textbox', { name: t(key), exact: true });
    const picker = (key: string) => calculator.getByRole('combobox', { name: t(key), exact: true });
    await picker('calculator.fromWarehouse').selectOption('United Kingdom');
    await picker('calculator.toCountry').selectOption('Kuwait');
    await field('calculator.weight').fill('2');
    await picker('calculator.weightUnit').selectOption(t('common.units.kg'));
    await field('calculator.value').fill('2000');
    await picker('calculator.currency').selectOption('USD');
    await calculator.getByRole('button', { name: t('calculator.submit') }).click();

    const result = calculator.getByRole('region', { name: t('calculator.result.title') });
    const money = (amount: number, currency: string) =>
      formatInBrowser(page, 'en-US', amount, { style: 'currency', currency });
    await expect(result.getByText(await money(price.amount, price.currency))).toBeVisible();
    const total = price.customs?.total ?? { amount: 0, currency: 'KWD' };
    await expect(result.getByRole('definition').last()).toHaveText(
      await money(total.amount, total.currency),
    );
  } finally {
    portal.stop();
  }
});
