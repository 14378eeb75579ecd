import { randomUUID } from 'node:crypto';
import { openSignedInAs } from '../../fixtures/operator';
import { payOnSandbox } from '../../fixtures/payments';
import {
  chooseBox,
  customerWithReadyPackages,
  fillKuwaitAddress,
  type ReadyPackage,
  stepHeading,
} from '../../fixtures/shipping';
import { openSignedIn } from '../../fixtures/suite';
import { expect, test } from '../../fixtures/test';
import {
  expectContentLoaded,
  expectDocumentLocale,
  expectNoHorizontalScroll,
  textsOf,
} from '../support/page-checks';

const t = textsOf('en-US');
const ar = textsOf('ar-AE');

test('[ADMIN] creates a coupon, a customer takes it off the wizard’s payment summary and pays, the admin sees the use', async ({
  page,
  browser,
  baseURL,
  request,
  admin,
  staff,
  expectNoAxeViolations,
}) => {
  // The admin's page, the wizard's four steps, the sandbox's card page and back: long by nature.
  test.slow();
  const code = `E2E${randomUUID().slice(0, 8).toUpperCase()}`;
  const main = page.getByRole('main');

  // The admin creates a 20 % coupon, once per customer, on the Coupons tab of /admin/prices.
  await openSignedInAs(page, admin, '/admin/prices');
  await main.getByRole('tab', { name: t('operator.prices.tabs.coupons') }).click();
  await expectContentLoaded(page, 'en-US');
  await expect(main.getByRole('row', { name: /WELCOME10/ })).toBeVisible();
  const form = main.locator('form', {
    has: page.getByRole('heading', { name: t('operator.coupons.createTitle') }),
  });
  await form.getByLabel(t('operator.coupons.code')).fill(code.toLowerCase());
  await form.getByLabel(t('operator.coupons.percent')).fill('120');
  await form.getByRole('button', { name: t('operator.coupons.create') }).click();
  await expect(form.getByText(t('validation.couponPercent'))).toBeVisible();
  await form.getByLabel(t('operator.coupons.percent')).fill('20');
  await form.getByRole('checkbox', { name: t('operator.coupons.oncePerCustomer') }).check();
  await form.getByRole('button', { name: t('operator.coupons.create') }).click();
  await expect(form.getByText(t('operator.coupons.saved'))).toBeVisible();
  const couponRow = main.getByRole('row', { name: new RegExp(code) });
  await expect(couponRow).toContainText(t('operator.coupons.rulePercent', { percent: '20' }));
  await expect(couponRow).toContainText(t('operator.coupons.usesUnlimited', { used: '0' }));
  await expectNoAxeViolations(page);

  // A customer ships a package; the payment summary takes the coupon off.
  const { customer, warehouseId, packages } = await customerWithReadyPackages(request, {
    admin,
    staff,
    count: 1,
  });
  const [only] = packages as [ReadyPackage];
  // The customer in a browser of their own (the admin's page keeps the admin's session).
  const customerContext = await browser.newContext({ baseURL });
  const customerPage = await customerContext.newPage();
  const customerMain = customerPage.getByRole('main');
  await openSignedIn(
    customerPage,
    customer.token,
    `/my-suite?warehouse=${warehouseId}&tab=readyToSend`,
  );
  await chooseBox(customerPage, t, only).check();
  await customerMain.getByRole('link', { name: t('suite.ship.ship', { count: '1' }) }).click();
  await expect(stepHeading(customerPage, t, 1, 'address')).toBeVisible();
  await customerMain.getByRole('button', { name: t('shipping.address.add') }).click();
  const address = customerMain.getByRole('form', { name: t('addressBook.newTitle') });
  await fillKuwaitAddress(address, t, '5551 2345');
  await address.getByRole('button', { name: t('addressBook.save') }).click();
  await expect(customerMain.getByRole('radio', { name: /Omar Haddad/ })).toBeChecked();
  await customerMain.getByRole('button', { name: t('shipping.wizard.next') }).click();
  await expect(stepHeading(customerPage, t, 2, 'packages')).toBeFocused();
  await customerMain.getByRole('button', { name: t('shipping.wizard.next') }).click();
  await expect(stepHeading(customerPage, t, 3, 'details')).toBeFocused();
  await customerMain.getByRole('checkbox', { name: t('shipping.details.valuesConfirmed') }).check();
  await customerMain.getByRole('button', { name: t('shipping.wizard.next') }).click();
  await expect(stepHeading(customerPage, t, 4, 'summary')).toBeFocused();
  await customerMain.getByRole('textbox', { name: t('shipping.summary.coupon') }).fill(code);
  await customerMain.getByRole('button', { name: t('shipping.summary.applyCoupon') }).click();
  const quote = customerMain.getByRole('table', { name: t('shipping.quote.caption') });
  await expect(
    quote.getByRole('row', { name: new RegExp(t('shipping.quote.lines.COUPON')) }),
  ).toBeVisible();
  await customerMain.getByRole('button', { name: t('shipping.summary.confirm') }).click();

  // Paid from the cart with a sandbox card.
  await expect(customerPage).toHaveURL(/\/cart$/);
  const cartRow = customerMain.getByRole('row', { name: /XWF\d{8}/ });
  const orderNumber = ((await cartRow.getByRole('rowheader').textContent()) ?? '').trim();
  expect(orderNumber).toMatch(/^XWF\d{8}$/);
  await customerMain.getByRole('button', { name: t('shipping.cart.pay', { orderNumber }) }).click();
  await payOnSandbox(customerPage, '4242 4242 4242 4242');
  await expect(
    customerPage.getByRole('heading', { name: t('payments.outcome.succeededTitle') }),
  ).toBeVisible();
  await customerContext.close();

  // The admin sees the use: one of no limit, the customer, the request.
  await page.reload();
  await main.getByRole('tab', { name: t('operator.prices.tabs.coupons') }).click();
  await expect(couponRow).toContainText(t('operator.coupons.usesUnlimited', { used: '1' }));
  await expect(couponRow).toContainText(t('operator.coupons.frozen'));
  await couponRow.getByRole('button', { name: t('operator.coupons.showUses') }).click();
  const uses = main.getByRole('region', { name: t('operator.coupons.usesTitle', { code }) });
  const use = uses.getByRole('row', { name: new RegExp(customer.email) });
  await expect(use).toContainText(orderNumber);
  await expectNoAxeViolations(page);
});

test('[ADMIN] withdraws an option fee scheduled for later, after a confirmation', async ({
  page,
  request,
  admin,
}) => {
  const start = new Date(Date.now() + (40 + Math.floor(Math.random() * 300)) * 86_400_000);
  start.setUTCSeconds(0, 0);
  const scheduled = await request.post('/api/admin/prices/option-fees', {
    headers: { authorization: `Bearer ${admin.token}` },
    data: { warehouseCode: 'AE-DXB', optionCode: 'ORB', fee: 7.77, effectiveFrom: start },
  });
  expect(scheduled.status(), await scheduled.text()).toBe(201);

  await openSignedInAs(page, admin, '/admin/prices');
  const main = page.getByRole('main');
  await main.getByRole('tab', { name: t('operator.prices.tabs.optionFees') }).click();
  const row = main.getByRole('row', { name: /AE-DXB · ORB/ }).filter({ hasText: /7\.77/ });
  await expect(row).toHaveCount(1);
  // The version in force has no Withdraw button; the scheduled one has.
  await expect(
    main.getByRole('row', { name: /AE-DXB · ORB/ }).getByRole('button', {
      name: t('operator.prices.withdraw'),
    }),
  ).toHaveCount(1);
  await row.getByRole('button', { name: t('operator.prices.withdraw') }).click();
  const dialog = page.getByRole('dialog', { name: t('operator.prices.withdrawTitle') });
  await dialog.getByRole('button', { name: t('operator.prices.withdrawConfirm') }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toHaveCount(0);
});

test('[ADMIN] the coupons and membership tabs fit a phone, in Arabic, right to left', async ({
  page,
  admin,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openSignedInAs(page, admin, '/admin/prices?lang=ar-AE');
  const main = page.getByRole('main');
  await expect(
    main.getByRole('heading', { level: 1, name: ar('operator.prices.title') }),
  ).toBeVisible();
  await expectDocumentLocale(page, 'ar-AE');
  await main.getByRole('tab', { name: ar('operator.prices.tabs.coupons') }).click();
  await expect(main.getByRole('row', { name: /WELCOME10/ })).toBeVisible();
  await expect(main.getByRole('button', { name: ar('operator.coupons.create') })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await main.getByRole('tab', { name: ar('operator.prices.tabs.membership') }).click();
  await expect(main.getByRole('row', { name: /business/ }).first()).toBeVisible();
  await expectNoHorizontalScroll(page);
});
