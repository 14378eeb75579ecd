import { randomUUID } from 'node:crypto';
import { type APIRequestContext, devices, type Page } from '@playwright/test';
import { createCustomerApi } from '../../fixtures/accounts';
import {
  anotherShipRequestApi,
  type PayableRequest,
  payOnSandboxApi,
  startPaymentApi,
} from '../../fixtures/payments';
import { movePackageApi, openSignedIn, receivePackageApi } from '../../fixtures/suite';
import { expect, test } from '../../fixtures/test';
import { expectDocumentLocale, expectNoHorizontalScroll, textsOf } from '../support/page-checks';

/**
 * The cart's "Pay with" and the payment outcome on a phone-sized screen, in Arabic (right to
 * left): a saved card charged at once, and a total of zero (a coupon covers it) paid without the
 * gateway (decision 039).
 */
const t = textsOf('ar-AE');
const auth = (token: string) => ({ authorization: `Bearer ${token}` });
// A phone on either project: the desktop one runs these too.
const { defaultBrowserType: _browser, ...pixel7 } = devices['Pixel 7'];
test.use(pixel7);

/** Opens the page signed in, the interface in Arabic (the stored choice, kept across pages). */
async function openInArabic(page: Page, token: string, path: string) {
  await page.goto('/');
  await page.evaluate(() => window.localStorage.setItem('lang', 'ar-AE'));
  await openSignedIn(page, token, path);
  await expectDocumentLocale(page, 'ar-AE');
  expect(page.viewportSize()?.width ?? 0).toBeLessThan(500);
}

async function orderNumberOf(request: APIRequestContext, payable: PayableRequest) {
  const response = await request.get(`/api/shipping/requests/${payable.shipRequestId}`, {
    headers: auth(payable.customerToken),
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()).orderNumber as string;
}

/** The outcome page's succeeded details, as the customer reads them. */
async function expectSucceeded(page: Page, chargedTo: RegExp | string) {
  const main = page.getByRole('main');
  await expect(page).toHaveURL(/\/payment\?orderCode=PAY-/);
  await expect(
    page.getByRole('heading', { name: t('payments.outcome.succeededTitle') }),
  ).toBeVisible();
  const detail = (key: string) =>
    main
      .locator('dt', { hasText: t(`payments.outcome.${key}`) })
      .locator('xpath=following-sibling::dd[1]');
  await expect(detail('deliveriesCount')).toHaveText(/1|١/);
  await expect(detail('chargedTo')).toHaveText(chargedTo);
  await expectDocumentLocale(page, 'ar-AE');
  await expectNoHorizontalScroll(page);
}

test('[CUSTOMER] @phone-only pays from the cart with the saved card, in Arabic on a phone', async ({
  page,
  request,
  admin,
  staff,
  expectNoAxeViolations,
}) => {
  test.slow();
  const customer = await createCustomerApi(request, admin, 'Layla');
  // A first payment saved the card (typed on the sandbox's page); a second request to pay.
  const first = await anotherShipRequestApi(request, staff, customer.token);
  await payOnSandboxApi(
    request,
    await startPaymentApi(request, first, { saveCard: true }),
    '4242 4242 4242 4242',
  );
  const second = await anotherShipRequestApi(request, staff, customer.token);
  const orderNumber = await orderNumberOf(request, second);

  await openInArabic(page, customer.token, '/cart');
  const main = page.getByRole('main');
  const payWith = main.getByRole('group', { name: t('shipping.cart.payWith') });
  await expect(payWith.getByRole('radio', { name: /4242/ })).toBeChecked();
  await expect(
    payWith.getByRole('radio', { name: new RegExp(t('shipping.cart.newCard')) }),
  ).not.toBeChecked();
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page);
  await main.getByRole('button', { name: t('shipping.cart.pay', { orderNumber }) }).click();

  // Charged at once: the outcome page, never the gateway's card page.
  await expectSucceeded(page, 'Visa •••• 4242');
  await expect(page.getByRole('main')).toContainText(/txn_sandbox_/);
  await expectNoAxeViolations(page);
});

/**
 * A ship request whose total a coupon covers: a rate card of its own route (Dubai's warehouse to
 * the UAE, which no other spec prices) at AED 5 a step, and SAVE5 (USD 5, capped at the freight).
 */
async function coveredShipRequestApi(
  request: APIRequestContext,
  {
    admin,
    staff,
    customerToken,
  }: { admin: { token: string }; staff: { token: string }; customerToken: string },
): Promise<PayableRequest> {
  const rateCard = await request.post('/api/admin/prices/rate-cards', {
    headers: auth(admin.token),
    data: {
      warehouseCode: 'AE-DXB',
      destinationCode: 'AE',
      currency: 'AED',
      steps: [0.5, 1, 1.5, 2].map((kg) => ({ kg, amount: 5 })),
    },
  });
  // Two runs at one moment share the version: either stored it.
  expect([201, 409], await rateCard.text()).toContain(rateCard.status());
  const headers = auth(customerToken);
  const lockers = (await (await request.get('/api/package-locker', { headers })).json()) as {
    warehouseId: string;
    address: { countryCode: string; suiteNumber?: string };
  }[];
  const dubai = lockers.find((locker) => locker.address.countryCode === 'AE');
  if (!dubai?.address.suiteNumber) {
    throw new Error('the customer has no Dubai locker');
  }
  const pkg = await receivePackageApi(request, staff, {
    warehouseId: dubai.warehouseId,
    suiteNumber: dubai.address.suiteNumber,
    retailer: `Dubai Shop ${randomUUID().slice(0, 6)}`,
    lineItems: [{ description: 'Running shoes', valuePerUnit: 80 }],
  });
  await movePackageApi(request, staff, pkg.id, { status: 'ready_to_send' });
  const contact = await request.post('/api/user/contacts', {
    headers,
    data: {
      firstName: 'Layla',
      lastName: 'Haddad',
      street: 'Al Wasl Road, Villa 12',
      city: 'Dubai',
      stateOrProvince: 'Dubai',
      countryCode: 'AE',
      phoneCountryCode: '+971',
      phoneNumber: '50 123 4567',
      addressType: 'home',
      shipperConsigneeAddressType: 'consignee',
    },
  });
  expect(contact.status(), await contact.text()).toBe(201);
  const choice = { packageIds: [pkg.id], couponCode: 'SAVE5' };
  const quote = await request.post('/api/shipping/warehouses/AE-DXB/shipping-discount', {
    headers,
    data: { ...choice, destinationCode: 'AE' },
  });
  expect(quote.status(), await quote.text()).toBe(200);
  expect((await quote.json()).total.amount).toBe(0);
  const created = await request.post('/api/shipping', {
    headers,
    data: {
      ...choice,
      contactId: (await contact.json()).id,
      valuesConfirmed: true,
      quotedTotal: (await quote.json()).total,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return {
    customerToken,
    shipRequestId: (await created.json()).shipRequest.id,
    warehouseId: dubai.warehouseId,
    packageId: pkg.id,
  };
}

test('[CUSTOMER] @phone-only pays a total of zero (a coupon covers it) without the gateway, in Arabic on a phone', async ({
  page,
  request,
  admin,
  staff,
  expectNoAxeViolations,
}) => {
  test.slow();
  const customer = await createCustomerApi(request, admin, 'Huda');
  const covered = await coveredShipRequestApi(request, {
    admin,
    staff,
    customerToken: customer.token,
  });
  const orderNumber = await orderNumberOf(request, covered);
  const gatewayPages: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().includes('/dev/payment-gateway')) {
      gatewayPages.push(sent.url());
    }
  });

  await openInArabic(page, customer.token, '/cart');
  const main = page.getByRole('main');
  await expect(
    main.getByRole('button', { name: t('shipping.cart.pay', { orderNumber }) }),
  ).toBeVisible();
  await expectNoHorizontalScroll(page);
  await main.getByRole('button', { name: t('shipping.cart.pay', { orderNumber }) }).click();

  await expectSucceeded(page, /SAVE5/);
  expect(gatewayPages).toEqual([]);
  await expectNoAxeViolations(page);
  // Paid: the cart is empty now.
  await page.goto('/cart');
  await expect(page.getByRole('main')).toContainText(t('shipping.cart.empty'));
});
