import { randomBytes } from 'node:crypto';
import { openSignedInAs } from '../../fixtures/operator';
import { expect, test } from '../../fixtures/test';
import {
  expectContentLoaded,
  expectDocumentLocale,
  expectNoHorizontalScroll,
  formatInBrowser,
  textsOf,
} from '../support/page-checks';

const t = textsOf('en-US');
const ar = textsOf('ar-AE');
// The telemetry key of development and test (apps/api/src/plugins/env.ts DEVELOPMENT_TELEMETRY_KEY):
// the e2e portal runs in development, so its own POST /v2/track takes it.
const DEVELOPMENT_TELEMETRY_KEY = '5e1ec7ed-0000-4000-8000-00000000da7a';
const DAY_MS = 24 * 60 * 60 * 1000;

/** A 22-character id such as the SDK's (session and user cookies). */
const sdkId = () => randomBytes(16).toString('base64url').slice(0, 22);

function pageView(time: string, name: string, session: string, user?: string) {
  return {
    name: `Microsoft.ApplicationInsights.${DEVELOPMENT_TELEMETRY_KEY.replaceAll('-', '')}.Pageview`,
    time,
    iKey: DEVELOPMENT_TELEMETRY_KEY,
    tags: { 'ai.session.id': session, ...(user ? { 'ai.user.id': user } : {}) },
    data: {
      baseType: 'PageviewData',
      baseData: { ver: 2, name, uri: name, properties: { language: 'fr', signedIn: 'false' } },
    },
  };
}

test('[ADMIN] sees the page views the portal received, per day and by page, and downloads them; in Arabic on a phone', async ({
  page,
  admin,
  expectNoAxeViolations,
}) => {
  test.slow();
  // A day of its own, months ago, that no other test sends page views for: the figures are
  // exactly this test's, whatever else the portal counts today.
  const day = new Date(Date.now() - (40 + Math.floor(Math.random() * 250)) * DAY_MS)
    .toISOString()
    .slice(0, 10);
  const at = (minute: number) => `${day}T10:${String(minute).padStart(2, '0')}:00.000Z`;
  const main = page.getByRole('main');
  const section = (title: string) => main.getByRole('region', { name: title });

  await test.step('three page views reach the portal’s own endpoint, as the SDK sends them', async () => {
    const [visitor, visitorUser] = [sdkId(), sdkId()];
    const response = await page.request.post('/v2/track', {
      data: [
        pageView(at(0), '/', visitor, visitorUser),
        pageView(at(1), '/register', visitor, visitorUser),
        // A cookieless visitor (no ai_user) who went straight to the ship wizard.
        pageView(at(5), '/ship', sdkId()),
      ],
    });
    expect(response.status(), await response.text()).toBe(200);
    expect(await response.json()).toMatchObject({ itemsReceived: 3, itemsAccepted: 3 });
  });

  await test.step('the admin opens the day, brings the figures up to date and reads them', async () => {
    await openSignedInAs(page, admin, `/admin/traffic?from=${day}&to=${day}`);
    await expect(
      main.getByRole('heading', { level: 1, name: t('pages.adminTraffic') }),
    ).toBeVisible();
    await main.getByRole('button', { name: t('operator.siteTraffic.updateNow') }).click();
    const figures = main.locator('.site-traffic__figures');
    await expect(figures.getByRole('definition').first()).toHaveText('3');
    await expect(figures.getByRole('definition').nth(1)).toHaveText('2');
    const pages = section(t('operator.siteTraffic.sections.pages'));
    await expect(pages.getByRole('row')).toHaveCount(4);
    await expect(pages.getByRole('row', { name: /\/register/ })).toBeVisible();
    const conversions = section(t('operator.siteTraffic.sections.conversions'));
    await expect(
      conversions.getByRole('row', { name: t('operator.siteTraffic.conversion.signUp') }),
    ).toContainText('50%');
    await expect(
      section(t('operator.siteTraffic.chartLabel')).locator('svg.recharts-surface'),
    ).toBeVisible({ timeout: 20_000 });
    await expectContentLoaded(page, 'en-US');
    await expectNoAxeViolations(page);
  });

  await test.step('downloads the same figures as CSV', async () => {
    const downloading = page.waitForEvent('download');
    await main.getByRole('button', { name: t('operator.siteTraffic.downloadCsv') }).click();
    const download = await downloading;
    const text = Buffer.concat(await (await download.createReadStream()).toArray()).toString();
    const lines = text.trim().split('\n');
    expect(lines[0]).toBe('section,key,page_views,sessions,users,percent');
    expect(lines).toContain(`total,${day}..${day},3,2,,`);
    expect(lines).toContain(`day,${day},3,2,2,`);
    expect(lines).toContain('conversion,shipmentStarted,,1,,50');
  });

  await test.step('in Arabic on a phone: right to left, the same figures, nothing wider than the screen', async () => {
    await page.setViewportSize({ width: 412, height: 915 });
    await page.evaluate(() => window.localStorage.setItem('lang', 'ar-AE'));
    await page.reload();
    await expectDocumentLocale(page, 'ar-AE');
    await expect(
      main.getByRole('heading', { level: 1, name: ar('pages.adminTraffic') }),
    ).toBeVisible();
    await expect(main.locator('.site-traffic__figures').getByRole('definition').first()).toHaveText(
      await formatInBrowser(page, 'ar-AE', 3, {}),
    );
    await expect(section(ar('operator.siteTraffic.sections.pages')).getByRole('row')).toHaveCount(
      4,
    );
    await expectContentLoaded(page, 'ar-AE');
    await expectNoHorizontalScroll(page);
  });
});
