import type { APIRequestContext, Page } from '@playwright/test';
import { DeliveryPriceSchema } from '@skyparcel/domain/pricing';
import { WarehouseSchema } from '@skyparcel/domain/reference';
import { openSignedInAs } from '../../fixtures/operator';
import { expect, test } from '../../fixtures/test';
import { expectContentLoaded, expectNoHorizontalScroll, textsOf } from '../support/page-checks';

const t = textsOf('en-US');
const HEADER = 'origin,destination,weight_kg,amount,currency';

/** The public rate calculator's own call: US-DE to Saudi Arabia, 1.2 kg. */
async function calculatorPrice(request: APIRequestContext) {
  const warehouses = WarehouseSchema.array().parse(
    await (await request.get('/api/deliveries/warehouses')).json(),
  );
  const usDe = warehouses.find((warehouse) => warehouse.code === 'US-DE');
  const response = await request.get('/api/deliveries/price', {
    params: { fromWarehouseId: usDe?.id ?? '', toCountryCode: 'SA', weight: 1.2 },
  });
  return DeliveryPriceSchema.parse(await response.json()).amount;
}

/**
 * A start some weeks ahead, on a minute of its own, and the wall time the page's datetime-local
 * field takes for it in the browser's zone (Dubai, playwright.config.ts; decision 057), so runs
 * never collide and the operator's local minute is the instant stored.
 */
async function scheduledStart(page: Page) {
  const start = new Date(Date.now() + (20 + Math.floor(Math.random() * 300)) * 86_400_000);
  start.setUTCSeconds(0, 0);
  const field = await page.evaluate((iso) => {
    const instant = new Date(iso);
    return new Date(instant.getTime() - instant.getTimezoneOffset() * 60_000)
      .toISOString()
      .slice(0, 16);
  }, start.toISOString());
  return { start, field };
}

test("[ADMIN] schedules a rate card version by CSV import, sees it scheduled and exports it; the calculator keeps today's price", async ({
  page,
  request,
  admin,
  expectNoAxeViolations,
}) => {
  test.slow();
  const priceToday = await calculatorPrice(request);
  await openSignedInAs(page, admin, '/admin/prices');
  const main = page.getByRole('main');
  await expect(
    main.getByRole('heading', { level: 1, name: t('operator.prices.title') }),
  ).toBeVisible();
  await expectContentLoaded(page, 'en-US');
  await expectNoAxeViolations(page);

  const { start, field } = await scheduledStart(page);
  const csv = [
    HEADER,
    'US-DE,SA,0.5,91.00,USD',
    'US-DE,SA,1.0,92.00,USD',
    'US-DE,SA,1.5,93.00,USD',
  ];
  // A bad line first: nothing is stored and the line is named.
  await main.getByLabel(t('operator.prices.rateCards.csvFile')).setInputFiles({
    name: 'bad.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from([...csv, 'US-DE,SA,2.0,-1,USD'].join('\n')),
  });
  await main.getByLabel(t('operator.prices.effectiveFrom')).fill(field);
  await main.getByRole('button', { name: t('operator.prices.rateCards.import') }).click();
  const refusal = main.getByRole('alert');
  await expect(refusal).toContainText(t('operator.prices.rateCards.badLines'));
  await expect(refusal).toContainText(
    `${t('operator.prices.rateCards.line', { line: '5' })}: ${t('operator.prices.problems.RATE_CARD_AMOUNT_INVALID')}`,
  );

  await main.getByLabel(t('operator.prices.rateCards.csvFile')).setInputFiles({
    name: 'rate-cards.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv.join('\n')),
  });
  await main.getByRole('button', { name: t('operator.prices.rateCards.import') }).click();
  await expect(
    main.getByText(t('operator.prices.rateCards.imported', { count: '1' })),
  ).toBeVisible();
  const card = main.getByRole('listitem').filter({ hasText: 'US-DE → SA' });
  // Intl puts a no-break space between the code and the amount.
  await expect(card.getByText(/0\.5 kg USD\s91\.00/)).toBeVisible();

  const exportButton = card.getByRole('button', {
    name: t('operator.prices.rateCards.exportAt', {
      date: start.toISOString().slice(0, 16).replace('T', ' '),
    }),
  });
  const downloadPromise = page.waitForEvent('download');
  await exportButton.click();
  const download = await downloadPromise;
  const exported = await (await download.createReadStream()).toArray();
  const lines = Buffer.concat(exported).toString('utf8').trim().split('\n');
  expect(lines[0]).toBe(HEADER);
  expect(lines).toContain('US-DE,SA,0.5,91.00,USD');
  expect(lines).toContain('US-DE,SA,1.5,93.00,USD');

  // The version is scheduled, not in force: the public calculator still prices from today's card.
  expect(await calculatorPrice(request)).toBe(priceToday);
});

test('[ADMIN] the prices page fits a phone and its tabs show each kind of price', async ({
  page,
  admin,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openSignedInAs(page, admin, '/admin/prices');
  const main = page.getByRole('main');
  await expect(
    main.getByRole('heading', { level: 1, name: t('operator.prices.title') }),
  ).toBeVisible();
  await expectNoHorizontalScroll(page);
  for (const tab of ['optionFees', 'storage', 'exchangeRates', 'customs'] as const) {
    await main.getByRole('tab', { name: t(`operator.prices.tabs.${tab}`) }).click();
    await expect(main.getByRole('button', { name: t('operator.prices.schedule') })).toBeVisible();
    if (tab === 'exchangeRates') {
      // The seed writes this month's table, so quotes use it and no fallback is announced.
      const month = new Date().toISOString().slice(0, 7);
      await expect(main.getByText(t('operator.prices.exchange.inForce', { month }))).toBeVisible();
    }
    await expectNoHorizontalScroll(page);
  }
});
