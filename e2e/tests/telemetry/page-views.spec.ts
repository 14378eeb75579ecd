import { expect, test } from '../../fixtures/test';
import { textsOf } from '../support/page-checks';
import { PAGE_VIEW_SETTLE_MS, recordTrackCalls, TELEMETRY_CHUNK } from '../support/telemetry';

const fr = textsOf('fr');
const PAGES = ['/faqs', '/aboutus', '/contact-us', '/Tracking', '/'] as const;

type Dashboard = { pages: { value: string; pageViews: number }[] };

/**
 * The oracle of issue 28: the real Application Insights SDK in Chromium, configured as the
 * product configures it, posting to the portal's own endpoint; the page views must be stored
 * (read back through the ADMIN dashboard, after a fold of the raw rows).
 */
test('[CUSTOMER] five routes send five page views through the real SDK, stored by the portal', async ({
  page,
  customer,
  admin,
  request,
}) => {
  test.setTimeout(90_000);
  const headers = { authorization: `Bearer ${admin.token}` };
  const pageViewsOf = async () => {
    const fold = await request.post('/api/admin/telemetry/fold', { headers });
    expect(fold.status()).toBe(200);
    const dashboard = (await (
      await request.get('/api/admin/telemetry', { headers })
    ).json()) as Dashboard;
    return new Map(dashboard.pages.map((row) => [row.value, row.pageViews]));
  };
  const before = await pageViewsOf();

  await page.addInitScript(
    (token) => window.localStorage.setItem('ssoToken', token),
    customer.token,
  );
  const calls = await recordTrackCalls(page);
  const sdkLoaded = page.waitForResponse(TELEMETRY_CHUNK);
  await page.goto('/faqs?lang=fr');
  await expect(page.getByRole('heading', { level: 1, name: fr('faqs.title') })).toBeVisible();
  await sdkLoaded;
  await page.waitForTimeout(PAGE_VIEW_SETTLE_MS);

  const footer = page.getByRole('contentinfo');
  for (const [label, path] of [
    ['nav.aboutUs', '/aboutus'],
    ['nav.contactUs', '/contact-us'],
    ['nav.tracking', '/Tracking'],
  ] as const) {
    await footer.getByRole('link', { name: fr(label) }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`, 'i'));
    await page.waitForTimeout(PAGE_VIEW_SETTLE_MS);
  }
  await page
    .getByRole('banner')
    .getByRole('link', { name: fr('header.homeLink') })
    .click();
  await expect(page).toHaveURL(/\/$/);
  await page.waitForTimeout(PAGE_VIEW_SETTLE_MS);

  // Leaving the portal is the real flush: the SDK's unload sends the batch by sendBeacon.
  await page.goto('/api/health');
  await expect.poll(() => calls.pageViews().length, { timeout: 10_000 }).toBe(5);
  const views = calls.pageViews();
  expect(views.map((view) => view.data.baseData.name)).toEqual([...PAGES]);
  // Batched for 15 s, so the last route's page view is in the unload's beacon: text/plain.
  expect(
    calls
      .batches()
      .at(-1)
      ?.map((view) => view.data.baseData.name),
  ).toContain('/');
  expect(calls.contentTypes().at(-1)).toMatch(/^text\/plain/);
  for (const view of views) {
    expect(view.data.baseData.url).toBe(view.data.baseData.name);
    expect(view.data.baseData.properties).toMatchObject({
      language: 'fr',
      signedIn: 'true',
      role: 'CUSTOMER',
    });
    expect(view.tags['ai.user.authUserId']).toBe(customer.id);
    // Cookieless (this browser answered "Reject"): no anonymous user id, a session id in memory.
    expect(view.tags['ai.user.id']).toBeUndefined();
    expect(view.tags['ai.session.id']).toMatch(/^\S{22}$/);
    expect(JSON.stringify(view)).not.toContain(customer.email);
  }
  expect(calls.envelopes().every((envelope) => envelope.data.baseType === 'PageviewData')).toBe(
    true,
  );

  // Stored: each page's count grew (other tests may add their own page views meanwhile).
  await expect
    .poll(
      async () => {
        const after = await pageViewsOf();
        return PAGES.filter((path) => (after.get(path) ?? 0) > (before.get(path) ?? 0));
      },
      { timeout: 20_000 },
    )
    .toEqual([...PAGES]);
});
