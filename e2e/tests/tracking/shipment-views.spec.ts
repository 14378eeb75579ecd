import { openSignedIn } from '../../fixtures/suite';
import { expect, test } from '../../fixtures/test';
import { packedShipmentApi, scanApi } from '../../fixtures/tracking';
import {
  expectContentLoaded,
  expectDocumentLocale,
  expectNoHorizontalScroll,
  textsOf,
} from '../support/page-checks';

// Issue 12: what the public and the customer see of a moving shipment (decision 044).

test('[VISITOR] tracks a packed shipment by air waybill and by order number', async ({
  page,
  request,
  staff,
  customer,
}) => {
  const t = textsOf('en-US');
  const shipment = await packedShipmentApi(request, staff, customer);

  await page.goto(
    `/Tracking?numbers=${shipment.airWaybillNumber},${shipment.orderNumber}&lang=en-US`,
  );
  for (const number of [shipment.airWaybillNumber, shipment.orderNumber]) {
    const card = page.getByRole('article', { name: number, exact: true });
    await expect(card).toContainText(shipment.airWaybillNumber);
    await expect(card).toContainText(shipment.orderNumber);
    const events = card.getByRole('listitem');
    await expect(events).toHaveCount(3);
    await expect(events.first()).toContainText(t('tracking.status.package_prepared'));
    await expect(events.nth(1)).toContainText(t('tracking.status.preparing_package'));
    await expect(events.last()).toContainText(t('tracking.status.package_received'));
  }
});

test('[CUSTOMER] follows the shipment from Preparing to /delivery-status, in Arabic right to left', async ({
  page,
  request,
  staff,
  customer,
}) => {
  const shipment = await packedShipmentApi(request, staff, customer);

  const en = textsOf('en-US');
  await openSignedIn(page, customer.token, '/my-suite?tab=preparing&lang=en-US');
  const card = page.getByRole('article', { name: new RegExp(shipment.orderNumber) });
  await expect(card).toContainText(shipment.airWaybillNumber);
  await expect(card).toContainText(en('suite.request.status.packed'));
  await expect(card).toContainText(/Box 1: 3 kg, 40 × 30 × 20 cm/);
  await card
    .getByRole('link', {
      name: en('suite.deliveryStatus.open', { orderNumber: shipment.orderNumber }),
    })
    .click();
  await expect(page).toHaveURL(new RegExp(`/delivery-status\\?order=${shipment.orderNumber}`));

  const ar = textsOf('ar-AE');
  await page.goto(`/delivery-status?order=${shipment.orderNumber}&lang=ar-AE`);
  await expectDocumentLocale(page, 'ar-AE');
  await expect(
    page.getByRole('heading', {
      name: ar('suite.deliveryStatus.title', { orderNumber: shipment.orderNumber }),
    }),
  ).toBeVisible();
  await expectContentLoaded(page, 'ar-AE');
  const steps = page.getByRole('list', { name: ar('suite.deliveryStatus.stepsLabel') });
  await expect(steps.getByRole('listitem')).toHaveText([
    ar('tracking.initialStatus.mySuite'),
    ar('tracking.initialStatus.processDelivery'),
    `${ar('tracking.initialStatus.deliveryStatus')}: ${ar('tracking.deliveryStatus.awaitingAction')}`,
  ]);
  const timeline = page.locator('ol.timeline').getByRole('listitem');
  await expect(timeline).toHaveCount(3);
  await expect(timeline.first()).toContainText(ar('tracking.status.package_prepared'));
  await expect(timeline.last()).toContainText(ar('tracking.status.package_received'));
  await expect(page.getByText(shipment.airWaybillNumber)).toBeVisible();
});

test('[CUSTOMER] finds a delivered shipment under Delivered with its date', async ({
  page,
  request,
  staff,
  customer,
}) => {
  const t = textsOf('en-US');
  const shipment = await packedShipmentApi(request, staff, customer);
  await scanApi(request, staff, shipment, [
    'departed_origin_airport',
    'arrived_destination_airport',
    'out_for_delivery',
    'delivered',
  ]);

  await openSignedIn(page, customer.token, '/my-suite?tab=delivered&lang=en-US');
  const card = page.getByRole('article', { name: new RegExp(shipment.orderNumber) });
  await expect(card).toContainText(t('suite.request.status.delivered'));
  await expect(card).toContainText(t('suite.shipments.deliveredOn'));
  await expect(card.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}T/);

  await page.goto(`/Tracking?numbers=${shipment.orderNumber}&lang=en-US`);
  const tracked = page.getByRole('article', { name: shipment.orderNumber, exact: true });
  await expect(tracked.getByRole('listitem').first()).toContainText(t('tracking.status.delivered'));
});

test('[STAFF] records a departure scan and corrects it with a reason, on a tablet', async ({
  page,
  request,
  staff,
  customer,
}) => {
  const t = textsOf('en-US');
  const shipment = await packedShipmentApi(request, staff, customer);
  await page.setViewportSize({ width: 820, height: 1180 });
  await openSignedIn(page, staff.token, '/staff/scans?lang=en-US');

  await page.getByLabel(t('operator.scans.number')).fill(shipment.airWaybillNumber);
  await page.getByRole('button', { name: t('operator.scans.find') }).click();
  const panel = page.getByRole('article', {
    name: t('operator.scans.shipmentTitle', { orderNumber: shipment.orderNumber }),
  });
  // Received and preparing (payment), packed: the three events before any scan.
  await expect(panel.getByRole('listitem')).toHaveCount(3);

  const record = panel.getByRole('form', { name: t('operator.scans.recordTitle') });
  await expect(record.getByLabel(t('operator.scans.status'))).toHaveValue(
    'departed_origin_airport',
  );
  await record.getByLabel(t('operator.scans.location')).fill('Newark');
  await record.getByLabel(t('operator.scans.airportCode')).fill('EWR');
  await record.getByLabel(t('operator.scans.note')).fill('Flight EK 202');
  await record.getByRole('button', { name: t('operator.scans.record') }).click();
  await expect(record.getByText(t('operator.scans.recorded'))).toBeVisible();
  const departure = panel.getByRole('listitem').filter({
    hasText: t('tracking.status.departed_origin_airport'),
  });
  await expect(departure).toContainText('Newark (EWR)');

  await departure.getByRole('button', { name: t('operator.scans.correct') }).click();
  const correction = departure.getByRole('form', { name: t('operator.scans.correctTitle') });
  await correction.getByLabel(t('operator.scans.location')).fill('New York');
  await correction.getByLabel(t('operator.scans.airportCode')).fill('JFK');
  await correction.getByRole('button', { name: t('operator.scans.saveCorrection') }).click();
  await expect(correction.getByText(t('validation.required'))).toBeVisible();
  await correction.getByLabel(t('operator.scans.reason')).fill('The scanner was set to Newark');
  await correction.getByRole('button', { name: t('operator.scans.saveCorrection') }).click();
  await expect(departure).toContainText('New York (JFK)');
  await expect(departure).toContainText(
    t('operator.scans.correctedBecause', { reason: 'The scanner was set to Newark' }),
  );
  await expectNoHorizontalScroll(page);

  // The public page reads the event as corrected.
  await page.goto(`/Tracking?numbers=${shipment.airWaybillNumber}&lang=en-US`);
  await expect(
    page.getByRole('article', { name: shipment.airWaybillNumber, exact: true }),
  ).toContainText('New York (JFK)');
});
