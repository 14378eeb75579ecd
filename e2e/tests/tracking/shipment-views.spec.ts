import { openSignedIn } from '../../fixtures/suite';
import { expect, test } from '../../fixtures/test';
import { packedShipmentApi } from '../../fixtures/tracking';
import { expectContentLoaded, expectDocumentLocale, textsOf } from '../support/page-checks';

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
    await expect(events).toHaveCount(2);
    await expect(events.first()).toContainText(t('tracking.status.package_prepared'));
    await expect(events.last()).toContainText(t('tracking.status.preparing_package'));
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
  await expect(timeline).toHaveCount(2);
  await expect(timeline.first()).toContainText(ar('tracking.status.package_prepared'));
  await expect(timeline.last()).toContainText(ar('tracking.status.preparing_package'));
  await expect(page.getByText(shipment.airWaybillNumber)).toBeVisible();
});
