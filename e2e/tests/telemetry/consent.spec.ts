import { expect, test } from '../../fixtures/test';
import { expectDocumentLocale, expectNoHorizontalScroll, textsOf } from '../support/page-checks';
import {
  analyticsTraces,
  PAGE_VIEW_SETTLE_MS,
  recordTrackCalls,
  TELEMETRY_CHUNK,
} from '../support/telemetry';

const ar = textsOf('ar-AE');
const en = textsOf('en-US');

// These journeys start from a browser that has not answered the cookie choice yet.
test.use({ storageState: { cookies: [], origins: [] } });

test('[VISITOR] @phone answers the cookie choice in Arabic: cookieless first, cookies after "Accept", changed from the footer', async ({
  page,
  context,
  expectNoAxeViolations,
}) => {
  test.setTimeout(60_000);
  const sdkLoaded = page.waitForResponse(TELEMETRY_CHUNK);
  await page.goto('/faqs?lang=ar-AE');
  await expectDocumentLocale(page, 'ar-AE');
  const choice = page.getByRole('region', { name: ar('consent.title') });
  // It appears at the visitor's first key, tap or scroll (never the largest paint, decision 063).
  await page.waitForTimeout(PAGE_VIEW_SETTLE_MS);
  await expect(choice).toBeHidden();
  await page.keyboard.press('Tab');
  await expect(choice).toBeVisible();
  await sdkLoaded;
  await expectNoHorizontalScroll(page);
  await expect(choice.getByRole('button', { name: ar('consent.accept') })).toBeInViewport();
  await expectNoAxeViolations(page);

  // Unanswered, the page views go without cookies and without storage.
  await page.waitForTimeout(PAGE_VIEW_SETTLE_MS);
  expect(await analyticsTraces(page, context)).toEqual({ cookies: [], storage: [] });

  await choice.getByRole('button', { name: ar('consent.reject') }).click();
  await expect(choice).toBeHidden();
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('link', { name: ar('nav.aboutUs') }).click();
  await page.waitForTimeout(PAGE_VIEW_SETTLE_MS);
  expect(await analyticsTraces(page, context)).toEqual({ cookies: [], storage: [] });

  // Remembered: the next visit is not asked again.
  const reloaded = page.waitForResponse(TELEMETRY_CHUNK);
  await page.reload();
  await reloaded;
  await page.keyboard.press('Tab');
  await expect(footer.getByRole('button', { name: ar('footer.cookieSettings') })).toBeVisible();
  await expect(choice).toBeHidden();

  // The footer reopens it with the answer given; "Accept" applies at once, without a reload.
  await footer.getByRole('button', { name: ar('footer.cookieSettings') }).click();
  await expect(choice).toBeVisible();
  await expect(choice).toContainText(ar('consent.currentRejected'));
  await choice.getByRole('button', { name: ar('consent.accept') }).click();
  await expect(choice).toBeHidden();
  await footer.getByRole('link', { name: ar('nav.contactUs') }).click();
  await expect
    .poll(async () => (await analyticsTraces(page, context)).cookies.sort())
    .toEqual(['ai_session', 'ai_user']);

  // And back: "Reject" removes the SDK's cookies.
  await footer.getByRole('button', { name: ar('footer.cookieSettings') }).click();
  await choice.getByRole('button', { name: ar('consent.reject') }).click();
  await expect.poll(async () => (await analyticsTraces(page, context)).cookies).toEqual([]);
});

test('[VISITOR] with Global Privacy Control is not asked, and page views stay cookieless', async ({
  page,
  context,
}) => {
  await page.addInitScript(() =>
    Object.defineProperty(navigator, 'globalPrivacyControl', { value: true }),
  );
  const calls = await recordTrackCalls(page);
  const sdkLoaded = page.waitForResponse(TELEMETRY_CHUNK);
  await page.goto('/contact-us?lang=en-US');
  await sdkLoaded;
  await page.keyboard.press('Tab');
  await page.waitForTimeout(PAGE_VIEW_SETTLE_MS);
  await expect(page.getByRole('region', { name: en('consent.title') })).toHaveCount(0);
  expect(await analyticsTraces(page, context)).toEqual({ cookies: [], storage: [] });

  // Leaving sends the page view by sendBeacon: a session id, no anonymous user id.
  await page.goto('/api/health');
  await expect.poll(() => calls.pageViews().length).toBe(1);
  const [view] = calls.pageViews();
  expect(view?.data.baseData).toMatchObject({
    name: '/contact-us',
    url: '/contact-us',
    properties: { language: 'en-US', signedIn: 'false' },
  });
  expect(view?.data.baseData.properties?.role).toBeUndefined();
  expect(view?.tags['ai.user.id']).toBeUndefined();
  expect(view?.tags['ai.session.id']).toMatch(/^\S{22}$/);
});
