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
  countryNameInBrowser,
  expectContentLoaded,
  expectDocumentLocale,
  expectNoHorizontalScroll,
  formatInBrowser,
  textsOf,
} from '../support/page-checks';

const t = textsOf('en-US');
const ar = textsOf('ar-AE');

test('[CUSTOMER] ships two packages with the suggested third to a new address, sees the request in the cart and Preparing, then cancels it', async ({
  page,
  request,
  admin,
  staff,
  expectNoAxeViolations,
}) => {
  // A long flow by nature: a customer and three packages made through the API, the four steps,
  // the cart, two suite tabs and the cancellation, with axe scans on the way.
  test.slow();
  const { customer, warehouseId, packages } = await customerWithReadyPackages(request, {
    admin,
    staff,
    count: 3,
  });
  const [first, second, third] = packages as [ReadyPackage, ReadyPackage, ReadyPackage];
  const main = page.getByRole('main');
  const readyHref = `/my-suite?warehouse=${warehouseId}&tab=readyToSend`;

  // My Suite, Ready to send: choose two packages, then Ship.
  await openSignedIn(page, customer.token, readyHref);
  await chooseBox(page, t, first).check();
  await chooseBox(page, t, second).check();
  await expect(main.getByText(t('suite.ship.selected', { count: '2' }))).toBeVisible();
  await main.getByRole('link', { name: t('suite.ship.ship', { count: '2' }) }).click();
  await expect(page).toHaveURL(/\/ship\?warehouseId=/);

  // Step 1: no saved address yet; a new one, with a wrong phone first.
  await expect(stepHeading(page, t, 1, 'address')).toBeVisible();
  await expectContentLoaded(page, 'en-US');
  await main.getByRole('button', { name: t('shipping.address.add') }).click();
  const form = main.getByRole('form', { name: t('addressBook.newTitle') });
  await fillKuwaitAddress(form, t, '123');
  await form.getByRole('button', { name: t('addressBook.save') }).click();
  await expect(form.getByText(t('validation.contact.phone'))).toBeVisible();
  await form
    .getByRole('textbox', { name: t('addressBook.fields.phoneNumber'), exact: true })
    .fill('5551 2345');
  await form.getByRole('button', { name: t('addressBook.save') }).click();
  await expect(
    main.getByRole('status').filter({ hasText: t('messages.contactSaved') }),
  ).toBeVisible();
  await expect(main.getByRole('radio', { name: /Omar Haddad/ })).toBeChecked();
  await expectNoAxeViolations(page);
  await main.getByRole('button', { name: t('shipping.wizard.next') }).click();

  // Step 2: the two packages, and the third suggested with the saving; accepting adds it.
  const packagesHeading = stepHeading(page, t, 2, 'packages');
  await expect(packagesHeading).toBeFocused();
  await expect(
    main.getByRole('table', { name: t('shipping.packages.caption', { count: '2' }) }),
  ).toBeVisible();
  const offer = main.getByRole('region', { name: t('shipping.consolidation.title') });
  await expect(offer.getByRole('row', { name: new RegExp(third.packageNumber) })).toBeVisible();
  await expect(offer).toContainText(t('shipping.consolidation.together'));
  await expectContentLoaded(page, 'en-US');
  await expectNoAxeViolations(page);
  await offer
    .getByRole('button', { name: t('shipping.consolidation.accept', { count: '1' }) })
    .click();
  await expect(main.getByText(t('shipping.consolidation.added', { count: '1' }))).toBeVisible();
  const shipment = main.getByRole('table', {
    name: t('shipping.packages.caption', { count: '3' }),
  });
  await expect(shipment.getByRole('row', { name: new RegExp(third.packageNumber) })).toBeVisible();
  await main.getByRole('button', { name: t('shipping.wizard.next') }).click();

  // Step 3: a preference, the tax ID, and the values box, refused while unticked.
  await expect(stepHeading(page, t, 3, 'details')).toBeFocused();
  const preferences = main.getByRole('group', { name: t('shipping.details.optionsTitle') });
  await preferences.getByRole('checkbox').first().check();
  await main.getByRole('textbox', { name: t('shipping.details.taxId') }).fill('KW-4411-2287');
  await main.getByRole('button', { name: t('shipping.wizard.next') }).click();
  await expect(main.getByText(t('validation.shipRequest.valuesConfirmed'))).toBeVisible();
  await main.getByRole('checkbox', { name: t('shipping.details.valuesConfirmed') }).check();
  await expectNoAxeViolations(page);
  await main.getByRole('button', { name: t('shipping.wizard.next') }).click();

  // Back keeps what was chosen, then on to the summary.
  await expect(stepHeading(page, t, 4, 'summary')).toBeFocused();
  await main.getByRole('button', { name: t('shipping.wizard.back') }).click();
  await expect(main.getByRole('textbox', { name: t('shipping.details.taxId') })).toHaveValue(
    'KW-4411-2287',
  );
  await expect(
    main.getByRole('checkbox', { name: t('shipping.details.valuesConfirmed') }),
  ).toBeChecked();
  await main.getByRole('button', { name: t('shipping.wizard.next') }).click();

  // Step 4: every line explained, the total; a coupon that does not exist says why.
  const quote = main.getByRole('table', { name: t('shipping.quote.caption') });
  await expect(
    quote.getByRole('row', { name: new RegExp(t('shipping.quote.lines.FREIGHT')) }),
  ).toBeVisible();
  await expect(
    quote.getByRole('row', { name: new RegExp(t('shipping.quote.total')) }),
  ).toBeVisible();
  await main.getByRole('textbox', { name: t('shipping.summary.coupon') }).fill('NO-SUCH-COUPON');
  await main.getByRole('button', { name: t('shipping.summary.applyCoupon') }).click();
  await expect(main.getByText(t('errors.COUPON_NOT_FOUND'))).toBeVisible();
  await expectContentLoaded(page, 'en-US');
  await expectNoAxeViolations(page);
  await main.getByRole('button', { name: t('shipping.summary.confirm') }).click();

  // The cart lists the request with its three packages.
  await expect(page).toHaveURL(/\/cart$/);
  const row = main.getByRole('row', { name: /XWF\d{8}/ });
  await expect(row).toBeVisible();
  for (const pkg of packages) {
    await expect(row).toContainText(pkg.packageNumber);
  }
  await expect(
    page.getByRole('banner').getByRole('link', { name: t('header.cart', { count: '1' }) }),
  ).toBeVisible();
  const orderNumber = ((await row.getByRole('rowheader').textContent()) ?? '').trim();
  expect(orderNumber).toMatch(/^XWF\d{8}$/);
  await row.getByText(t('shipping.cart.priceLines', { orderNumber })).click();
  await expect(row.getByText(t('shipping.quote.lines.FREIGHT'))).toBeVisible();
  await expectContentLoaded(page, 'en-US');
  await expectNoAxeViolations(page);

  // The packages left Ready to send; Preparing shows their request and the way to the cart.
  await page.goto(readyHref);
  await expect(main.getByText(t('suite.list.empty'))).toBeVisible();
  await page.goto(`/my-suite?warehouse=${warehouseId}&tab=preparing`);
  const preparing = main.getByRole('row', { name: new RegExp(first.packageNumber) });
  await expect(preparing).toContainText(orderNumber);
  await expect(preparing).toContainText(t('suite.request.status.awaiting_payment'));
  await preparing.getByRole('link', { name: t('suite.request.toCart', { orderNumber }) }).click();
  await expect(page).toHaveURL(/\/cart$/);

  // Cancelled from the cart, after a confirmation: the packages are back in Ready to send.
  await main.getByRole('button', { name: t('shipping.cart.cancel', { orderNumber }) }).click();
  const dialog = page.getByRole('dialog', {
    name: t('shipping.cart.cancelTitle', { orderNumber }),
  });
  await dialog.getByRole('button', { name: t('shipping.cart.cancelConfirm') }).click();
  await expect(main.getByText(t('shipping.cart.cancelled', { orderNumber }))).toBeVisible();
  await expect(main.getByText(t('shipping.cart.empty'))).toBeVisible();
  await page.goto(readyHref);
  for (const pkg of packages) {
    await expect(chooseBox(page, t, pkg)).toBeVisible();
  }
});

test('[CUSTOMER] ships a package through the whole wizard on a phone-sized screen, in Arabic', async ({
  page,
  request,
  admin,
  staff,
}) => {
  test.slow();
  const { customer, warehouseId, packages } = await customerWithReadyPackages(request, {
    admin,
    staff,
    count: 1,
  });
  const [only] = packages as [ReadyPackage];
  const saved = await request.post('/api/user/contacts', {
    headers: { authorization: `Bearer ${customer.token}` },
    data: {
      firstName: 'Layla',
      lastName: 'Mansour',
      street: 'Al Olaya Street 45',
      city: 'Riyadh',
      stateOrProvince: 'Riyadh',
      countryCode: 'SA',
      phoneCountryCode: '+966',
      phoneNumber: '512345678',
      addressType: 'home',
      shipperConsigneeAddressType: 'consignee',
      isDefault: true,
    },
  });
  expect(saved.status(), await saved.text()).toBe(201);
  await page.setViewportSize({ width: 390, height: 844 });
  const main = page.getByRole('main');

  await openSignedIn(
    page,
    customer.token,
    `/my-suite?warehouse=${warehouseId}&tab=readyToSend&lang=ar-AE`,
  );
  await expectDocumentLocale(page, 'ar-AE');
  await chooseBox(page, ar, only).check();
  // Counts are written the way the language writes numbers.
  const one = await formatInBrowser(page, 'ar-AE', 1, { maximumFractionDigits: 0 });
  await main.getByRole('link', { name: ar('suite.ship.ship', { count: one }) }).click();

  // Step 1: the saved default address is chosen already.
  await expect(stepHeading(page, ar, 1, 'address')).toBeVisible();
  await expectDocumentLocale(page, 'ar-AE');
  await expect(main.getByRole('radio', { name: /Layla Mansour/ })).toBeChecked();
  await expectContentLoaded(page, 'ar-AE');
  await expectNoHorizontalScroll(page);
  await main.getByRole('button', { name: ar('shipping.wizard.next') }).click();

  // Step 2: the package as a card; nothing else to add.
  await expect(stepHeading(page, ar, 2, 'packages')).toBeFocused();
  await expect(main.getByText(ar('shipping.consolidation.none'))).toBeVisible();
  await expectNoHorizontalScroll(page);
  await main.getByRole('button', { name: ar('shipping.wizard.next') }).click();

  // Step 3: the values box is refused unticked, in Arabic.
  await expect(stepHeading(page, ar, 3, 'details')).toBeFocused();
  await main.getByRole('button', { name: ar('shipping.wizard.next') }).click();
  await expect(main.getByText(ar('validation.shipRequest.valuesConfirmed'))).toBeVisible();
  await main.getByRole('checkbox', { name: ar('shipping.details.valuesConfirmed') }).check();
  await expectNoHorizontalScroll(page);
  await main.getByRole('button', { name: ar('shipping.wizard.next') }).click();

  // Step 4 and the cart.
  await expect(stepHeading(page, ar, 4, 'summary')).toBeFocused();
  await expect(main.getByRole('table', { name: ar('shipping.quote.caption') })).toBeVisible();
  await expectContentLoaded(page, 'ar-AE');
  await expectNoHorizontalScroll(page);
  await main.getByRole('button', { name: ar('shipping.summary.confirm') }).click();
  await expect(page).toHaveURL(/\/cart/);
  const row = main.getByRole('row', { name: /XWF\d{8}/ });
  await expect(row).toContainText(only.packageNumber);
  await expectDocumentLocale(page, 'ar-AE');
  await expectNoHorizontalScroll(page);
});

test('[CUSTOMER] picks packages of one warehouse only, and is told why', async ({
  page,
  request,
  admin,
  staff,
}) => {
  const { customer, warehouseId, packages } = await customerWithReadyPackages(request, {
    admin,
    staff,
    count: 1,
  });
  const [only] = packages as [ReadyPackage];
  const main = page.getByRole('main');
  await openSignedIn(page, customer.token, `/my-suite?warehouse=${warehouseId}&tab=readyToSend`);
  await expect(main.getByText(t('suite.ship.hint'))).toBeVisible();
  await chooseBox(page, t, only).check();
  await expect(main.getByText(t('suite.ship.selected', { count: '1' }))).toBeVisible();
  // Another warehouse's list: the note names the warehouse of the chosen package.
  await main
    .getByRole('group', { name: t('suite.list.warehouse') })
    .getByRole('button', { pressed: false })
    .first()
    .click();
  const usName = await countryNameInBrowser(page, 'en-US', 'US');
  await expect(main.getByText(t('suite.ship.otherWarehouse', { warehouse: usName }))).toBeVisible();
  await main.getByRole('button', { name: t('suite.ship.clear') }).click();
  await expect(main.getByText(t('suite.ship.hint'))).toBeVisible();
});
