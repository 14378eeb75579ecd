import { adminAccessSessionApi } from '../../fixtures/operator';
import { openSignedIn } from '../../fixtures/suite';
import { expect, test } from '../../fixtures/test';
import {
  countryNameInBrowser,
  expectContentLoaded,
  expectDocumentLocale,
  expectNoHorizontalScroll,
  textsOf,
} from '../support/page-checks';

const t = textsOf('en-US');
const ar = textsOf('ar-AE');
// The demo company's shipper: the npm start demo gives the company twelve weeks of shipments
// (seed-demo-business-shipments.ts): 8 paid, 5 from the US and 3 from the UK, all to Dubai; and
// an EDI upload booked today (seed-demo-edi-bookings.ts): New York, London and Dubai.
const BUSINESS_USER_EMAIL = 'business-user@demo.skyparcel.test';
const DAY = 24 * 60 * 60 * 1000;

test('[SHIPPER] reads the company’s reports, narrows them to a lane and a month, downloads a CSV; in Arabic on a phone', async ({
  page,
  request,
  admin,
  expectNoAxeViolations,
}) => {
  // Five steps, two page loads, a file and a language: more than the default 30 s under load.
  test.slow();
  // Through the admin's code: other files act as the same demo shipper at the same time.
  const { token } = await adminAccessSessionApi(request, admin, BUSINESS_USER_EMAIL);
  const main = page.getByRole('main');
  const section = (title: string) => main.getByRole('region', { name: title });

  await test.step('the last six months: every chart with its table', async () => {
    await openSignedIn(page, token, '/reports');
    await expect(main.getByRole('heading', { level: 1, name: t('pages.reports') })).toBeVisible();
    const weekly = section(t('reports.shipmentsPerWeek.title'));
    // The demo's 8 paid shipments and its 3 booked EDI rows, and any a test of this run booked.
    const totalText = new RegExp(
      t('reports.shipmentsPerWeek.total', { count: '__N__' }).replace('__N__', '(\\d+)'),
    );
    await expect(weekly).toContainText(totalText);
    const total = Number(totalText.exec((await weekly.textContent()) ?? '')?.[1]);
    expect(total).toBeGreaterThanOrEqual(11);
    const chart = weekly.getByRole('img', {
      name: t('reports.chartLabel', { report: t('reports.shipmentsPerWeek.title') }),
    });
    // The chart library is a chunk of its own, fetched when the first chart draws.
    await expect(chart.locator('svg.recharts-surface')).toBeVisible({ timeout: 20_000 });
    await expectContentLoaded(page, 'en-US');
    await expectNoAxeViolations(page);
  });

  const [unitedKingdom, emirates] = await Promise.all([
    countryNameInBrowser(page, 'en-US', 'GB'),
    countryNameInBrowser(page, 'en-US', 'AE'),
  ]);
  const lanes = section(t('reports.lanes.title'));

  await test.step('changes the range to the last 30 days and the origin to the UK', async () => {
    const dateFrom = new Date(Date.now() - 30 * DAY).toISOString().slice(0, 10);
    await main.getByLabel(t('reports.filter.dateFrom')).fill(dateFrom);
    await main.getByLabel(t('reports.filter.origin')).selectOption({ label: unitedKingdom });
    await main.getByRole('button', { name: t('reports.filter.apply') }).click();
    await expect(page).toHaveURL(new RegExp(`dateFrom=${dateFrom}.*origin=GB`));
    await expect(lanes.getByRole('row')).toHaveCount(2);
  });

  // The lane as the API answers the page's filter: the demo's UK shipment of the month and the
  // booked EDI row from London (decision 054), whose invoice on account is spent on the lane in
  // its own currency (decision 055).
  let ukLane = { shipments: 0, weightGrams: 0, spend: [] as { currency: string }[] };

  await test.step('reads the lane’s row and its deliveries of the month: one of two on time', async () => {
    const answer = await request.get(`/api/reports/lanes${new URL(page.url()).search}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(answer.status(), await answer.text()).toBe(200);
    const [only] = ((await answer.json()) as { lanes: (typeof ukLane)[] }).lanes;
    ukLane = only ?? ukLane;
    expect(ukLane.shipments).toBeGreaterThanOrEqual(2);
    const lane = lanes.getByRole('row', { name: `${unitedKingdom} → ${emirates}` });
    await expect(lane.getByRole('cell').first()).toHaveText(String(ukLane.shipments));
    await expect(lane).toContainText(`${(ukLane.weightGrams / 1000).toFixed(1)} kg`);
    const delivery = section(t('reports.deliveryPerformance.title')).getByRole('row', {
      name: `${unitedKingdom} → ${emirates}`,
    });
    // Dated by delivery: the one paid 36 days ago arrived late (11 days) inside the month.
    await expect(delivery.getByRole('cell')).toHaveText(['2', '1', '50%', '8']);
  });

  await test.step('downloads the lanes as CSV, with the same filter', async () => {
    const downloading = page.waitForEvent('download');
    await lanes.getByRole('button', { name: t('reports.downloadCsv') }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^lanes-\d{4}-\d{2}-\d{2}\.csv$/);
    const bytes = Buffer.concat(await (await download.createReadStream()).toArray());
    const lines = bytes.toString('utf8').trim().split('\n');
    expect(lines[0]).toBe('origin,destination,shipments,weight_kg,currency,spend');
    // A line per currency the lane was billed in.
    expect(ukLane.spend.length).toBeGreaterThanOrEqual(1);
    expect(lines).toHaveLength(1 + ukLane.spend.length);
    for (const [index, spend] of ukLane.spend.entries()) {
      expect(lines[index + 1]).toMatch(
        new RegExp(
          `^GB,AE,${ukLane.shipments},${(ukLane.weightGrams / 1000).toFixed(3)},${spend.currency},\\d+\\.\\d{2}$`,
        ),
      );
    }
  });

  await test.step('in Arabic on a phone: right to left, the same figures, nothing wider than the screen', async () => {
    await page.setViewportSize({ width: 412, height: 915 });
    await page.evaluate(() => window.localStorage.setItem('lang', 'ar-AE'));
    await page.reload();
    await expectDocumentLocale(page, 'ar-AE');
    await expect(main.getByRole('heading', { level: 1, name: ar('pages.reports') })).toBeVisible();
    const arabicLanes = section(ar('reports.lanes.title'));
    await expect(arabicLanes.getByRole('row')).toHaveCount(2);
    await expect(
      arabicLanes
        .getByRole('img', {
          name: ar('reports.chartLabel', { report: ar('reports.lanes.weightChart') }),
        })
        .locator('svg.recharts-surface'),
    ).toBeVisible();
    await expectContentLoaded(page, 'ar-AE');
    await expectNoHorizontalScroll(page);
  });
});
