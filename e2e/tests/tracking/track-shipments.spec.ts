import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { DEMO_TRACKING_NUMBERS } from '@skyparcel/db/seed';
import type { Locale } from '@skyparcel/domain/locale';
import { type TrackedShipment, TrackingResultSchema } from '@skyparcel/domain/tracking';
import { expect, test } from '../../fixtures/test';
import {
  expectDocumentLocale,
  expectNoHorizontalScroll,
  type TranslateFn,
  textsOf,
} from '../support/page-checks';

const { delivered, outForDelivery, refusedByRecipient } = DEMO_TRACKING_NUMBERS;
/** A well-formed air waybill (its check digit is right) that no shipment carries. */
const UNKNOWN_AIR_WAYBILL = '701-12345675';

/** What the API knows about the numbers, to compare the page with. */
async function trackThroughApi(request: APIRequestContext, numbers: readonly string[]) {
  const response = await request.get('/api/tracking', {
    params: { keyword: numbers.join(','), page: 1 },
  });
  expect(response.ok()).toBe(true);
  return TrackingResultSchema.parse(await response.json());
}

function trackingBox(page: Page, t: TranslateFn) {
  return page.getByRole('textbox', { name: t('tracking.form.label') });
}

/** The card of one searched number: its status badge sits right after the number. */
function shipmentCard(page: Page, trackingNumber: string) {
  const card = page.getByRole('article', { name: trackingNumber, exact: true });
  const statusBadge = card
    .getByRole('heading', { name: trackingNumber, exact: true })
    .locator('xpath=following-sibling::*[1]');
  return { card, statusBadge, events: card.getByRole('listitem') };
}

/** Badge and the whole timeline, newest first, oldest last: 'Package received', at the warehouse. */
async function expectShipmentShown(page: Page, t: TranslateFn, shipment: TrackedShipment) {
  const { card, statusBadge, events } = shipmentCard(page, shipment.trackingNumber);
  await expect(statusBadge).toHaveText(t(`tracking.status.${shipment.status}`));

  const newestFirst = [...shipment.events].sort(
    (a, b) => Date.parse(b.occurredAt) - Date.parse(a.occurredAt),
  );
  expect(newestFirst.length).toBeGreaterThan(3);
  await expect(events).toHaveCount(newestFirst.length);
  await expect(events).toContainText(newestFirst.map((e) => t(`tracking.status.${e.status}`)));
  await expect(events.first()).toContainText(t(`tracking.status.${shipment.status}`));
  await expect(events.last()).toContainText(t('tracking.status.package_received'));
  await expect(events.last().getByRole('time')).toHaveAttribute(
    'datetime',
    shipment.events[0]?.occurredAt ?? 'missing',
  );
  return card;
}

async function expectTrackingPage(page: Page, locale: Locale, numbers: readonly string[]) {
  await expect(page).toHaveURL((url) => url.pathname === '/Tracking');
  expect(new URL(page.url()).searchParams.get('numbers')).toBe(numbers.join(','));
  await expect(
    page.getByRole('heading', { level: 1, name: textsOf(locale)('tracking.page.title') }),
  ).toBeVisible();
  await expectDocumentLocale(page, locale);
}

function exactly(text: string): RegExp {
  return new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
}

async function countExactText(scope: Locator, text: string) {
  return scope.getByText(exactly(text)).count();
}

test('[VISITOR] tracks three shipments at once', async ({
  page,
  request,
  expectNoAxeViolations,
}) => {
  const t = textsOf('en-US');
  const numbers = [delivered.airWaybillNumber, outForDelivery.orderNumber, UNKNOWN_AIR_WAYBILL];
  const known = await trackThroughApi(request, numbers);
  expect(known.results.map((shipment) => shipment.status)).toEqual([
    'delivered',
    'out_for_delivery',
  ]);
  expect(known.notFound).toEqual([UNKNOWN_AIR_WAYBILL]);

  await page.goto('/?lang=en-US');
  await trackingBox(page, t).pressSequentially(numbers.join(', '));
  await page.getByRole('button', { name: t('tracking.form.submit') }).click();

  await expectTrackingPage(page, 'en-US', numbers);
  await expect(trackingBox(page, t)).toHaveValue(numbers.join(', '));
  for (const shipment of known.results) {
    await expectShipmentShown(page, t, shipment);
  }

  // 'Delivered' and 'Out for delivery' are not swapped (the old dictionary had them so).
  const deliveredCard = shipmentCard(page, delivered.airWaybillNumber);
  await expect(deliveredCard.statusBadge).toHaveText('Delivered');
  await expect(deliveredCard.events.first()).toContainText('Delivered');
  expect(await countExactText(deliveredCard.card, 'Out for delivery')).toBe(1);
  const outCard = shipmentCard(page, outForDelivery.orderNumber);
  await expect(outCard.statusBadge).toHaveText('Out for delivery');
  await expect(outCard.card).toContainText(outForDelivery.airWaybillNumber);
  expect(await countExactText(outCard.card, 'Delivered')).toBe(0);

  const unknown = page.getByRole('article', { name: UNKNOWN_AIR_WAYBILL });
  await expect(unknown).toContainText(t('tracking.results.noRecords'));
  await expect(unknown.getByRole('listitem')).toHaveCount(0);

  await expectNoAxeViolations(page);
});

test('[VISITOR] is told about too many or invalid numbers while typing', async ({ page }) => {
  const t = textsOf('en-US');
  await page.goto('/?lang=en-US');
  const box = trackingBox(page, t);
  const track = page.getByRole('button', { name: t('tracking.form.submit') });
  const heroHeading = page.getByRole('heading', { level: 1, name: t('home.hero.title') });

  await expect(page.getByText(t('errors.TRACKING_EMPTY'))).toBeHidden();
  await track.click();
  await expect(page.getByText(t('errors.TRACKING_EMPTY'))).toBeVisible();
  await expect(box).toHaveAttribute('aria-invalid', 'true');

  const eleven = Array.from({ length: 11 }, (_, index) => `XWF1234567${index}`).join(',');
  await box.fill(eleven);
  await expect(page.getByText(t('errors.TRACKING_TOO_MANY_NUMBERS'))).toBeVisible();
  await expect(box).toHaveAttribute('aria-invalid', 'true');
  await track.click();
  await expect(heroHeading).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/');

  await box.clear();
  await box.pressSequentially(`${delivered.airWaybillNumber}, hello`);
  const invalid = page.getByText(t('errors.TRACKING_INVALID_NUMBER', { numbers: 'hello' }));
  await expect(invalid).toBeVisible();
  await expect(box).toHaveAttribute('aria-invalid', 'true');
  await box.press('Enter');
  await track.click();
  await expect(invalid).toBeVisible();
  await expect(heroHeading).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/');

  // Removing the bad entry clears the message and the search goes through.
  await box.fill(delivered.airWaybillNumber);
  await expect(invalid).toBeHidden();
  await expect(box).not.toHaveAttribute('aria-invalid', 'true');
  await track.click();
  await expectTrackingPage(page, 'en-US', [delivered.airWaybillNumber]);
});

test('[VISITOR] tracks shipments in Arabic, right to left', async ({ page, request }) => {
  const t = textsOf('ar-AE');
  const numbers = [delivered.airWaybillNumber, outForDelivery.airWaybillNumber];
  const known = await trackThroughApi(request, numbers);

  await page.goto('/?lang=ar-AE');
  await expectDocumentLocale(page, 'ar-AE');
  await expect(page.getByRole('heading', { level: 1, name: t('home.hero.title') })).toBeVisible();
  // Typed without hyphen: the portal writes air waybills as 701-1234567x.
  await trackingBox(page, t).pressSequentially(
    numbers.map((number) => number.replace('-', '')).join(', '),
  );
  await trackingBox(page, t).press('Enter');

  await expectTrackingPage(page, 'ar-AE', numbers);
  for (const shipment of known.results) {
    await expectShipmentShown(page, t, shipment);
  }
  await expect(shipmentCard(page, delivered.airWaybillNumber).statusBadge).toHaveText(
    t('tracking.status.delivered'),
  );
  await expect(shipmentCard(page, outForDelivery.airWaybillNumber).statusBadge).toHaveText(
    t('tracking.status.out_for_delivery'),
  );
  expect(t('tracking.status.delivered')).toBe('تم التوصيل');
});

test('[VISITOR] @phone-only tracks a shipment on a small screen', async ({
  page,
  request,
  expectNoAxeViolations,
}) => {
  const t = textsOf('en-US');
  const numbers = [refusedByRecipient.orderNumber];
  const known = await trackThroughApi(request, numbers);

  await page.goto('/?lang=en-US');
  await expect(page.getByRole('heading', { level: 1, name: t('home.hero.title') })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await trackingBox(page, t).fill(numbers.join(','));
  await page.getByRole('button', { name: t('tracking.form.submit') }).click();

  await expectTrackingPage(page, 'en-US', numbers);
  const [shipment] = known.results;
  if (!shipment) {
    throw new Error(`the demo data has no shipment ${numbers[0]}`);
  }
  expect(shipment.status).toBe('refused_by_recipient');
  await expectShipmentShown(page, t, shipment);
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page);
});
