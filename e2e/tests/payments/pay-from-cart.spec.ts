import type { Locator, Page } from '@playwright/test';
import { anotherShipRequestApi, payOnSandbox } from '../../fixtures/payments';
import {
  chooseBox,
  customerWithReadyPackages,
  fillKuwaitAddress,
  type ReadyPackage,
  stepHeading,
} from '../../fixtures/shipping';
import { openSignedIn } from '../../fixtures/suite';
import { expect, test } from '../../fixtures/test';
import { textsOf } from '../support/page-checks';

const t = textsOf('en-US');

/** The one request in the cart: its row and order number. */
async function cartRequest(main: Locator) {
  const row = main.getByRole('row', { name: /XWF\d{8}/ });
  await expect(row).toHaveCount(1);
  const orderNumber = ((await row.getByRole('rowheader').textContent()) ?? '').trim();
  expect(orderNumber).toMatch(/^XWF\d{8}$/);
  return { row, orderNumber };
}

async function expectSucceeded(page: Page, card: string) {
  const main = page.getByRole('main');
  await expect(page).toHaveURL(/\/payment\?orderCode=PAY-/);
  await expect(
    page.getByRole('heading', { name: t('payments.outcome.succeededTitle') }),
  ).toBeVisible();
  const detail = (key: string) =>
    main
      .locator('dt', { hasText: t(`payments.outcome.${key}`) })
      .locator('xpath=following-sibling::dd[1]');
  await expect(detail('transactionId')).toHaveText(/txn_sandbox_/);
  await expect(detail('deliveriesCount')).toHaveText('1');
  await expect(detail('deliveryTotalCost')).toHaveText(/\d/);
  await expect(detail('chargedTo')).toHaveText(card);
}

test('[CUSTOMER] ships two packages and pays from the cart: a new card saved, then the saved card, then a declined card', async ({
  page,
  request,
  admin,
  staff,
  expectNoAxeViolations,
}) => {
  // The wizard's four steps, three payments and the sandbox's page: long by nature.
  test.slow();
  const { customer, warehouseId, packages } = await customerWithReadyPackages(request, {
    admin,
    staff,
    count: 2,
  });
  const [first, second] = packages as [ReadyPackage, ReadyPackage];
  const main = page.getByRole('main');

  // My Suite, Ready to send: two packages, Ship, then the wizard's four steps.
  await openSignedIn(page, customer.token, `/my-suite?warehouse=${warehouseId}&tab=readyToSend`);
  await chooseBox(page, t, first).check();
  await chooseBox(page, t, second).check();
  await main.getByRole('link', { name: t('suite.ship.ship', { count: '2' }) }).click();
  await expect(stepHeading(page, t, 1, 'address')).toBeVisible();
  await main.getByRole('button', { name: t('shipping.address.add') }).click();
  const form = main.getByRole('form', { name: t('addressBook.newTitle') });
  await fillKuwaitAddress(form, t, '5551 2345');
  await form.getByRole('button', { name: t('addressBook.save') }).click();
  await expect(main.getByRole('radio', { name: /Omar Haddad/ })).toBeChecked();
  await main.getByRole('button', { name: t('shipping.wizard.next') }).click();
  await expect(stepHeading(page, t, 2, 'packages')).toBeFocused();
  await main.getByRole('button', { name: t('shipping.wizard.next') }).click();
  await expect(stepHeading(page, t, 3, 'details')).toBeFocused();
  await main.getByRole('checkbox', { name: t('shipping.details.valuesConfirmed') }).check();
  await main.getByRole('button', { name: t('shipping.wizard.next') }).click();
  await expect(stepHeading(page, t, 4, 'summary')).toBeFocused();
  await main.getByRole('button', { name: t('shipping.summary.confirm') }).click();

  // The cart: no saved card yet, so a new one, saved; the sandbox's page takes 4242….
  await expect(page).toHaveURL(/\/cart$/);
  const firstRequest = await cartRequest(main);
  const payWith = main.getByRole('group', { name: t('shipping.cart.payWith') });
  await expect(
    payWith.getByRole('radio', { name: new RegExp(t('shipping.cart.newCard')) }),
  ).toBeChecked();
  await payWith.getByRole('checkbox', { name: t('shipping.cart.saveCard') }).check();
  await expectNoAxeViolations(page);
  await main
    .getByRole('button', {
      name: t('shipping.cart.pay', { orderNumber: firstRequest.orderNumber }),
    })
    .click();
  await payOnSandbox(page, '4242 4242 4242 4242');
  await expectSucceeded(page, 'Visa •••• 4242');

  // My Suite's Preparing tab shows both packages, their request paid.
  await page.goto(`/my-suite?warehouse=${warehouseId}&tab=preparing`);
  for (const pkg of [first, second]) {
    const row = main.getByRole('row', { name: new RegExp(pkg.packageNumber) });
    await expect(row).toContainText(firstRequest.orderNumber);
    await expect(row).toContainText(t('suite.request.status.paid'));
  }

  // Another request, paid from the cart with the card the first payment saved (preselected).
  await anotherShipRequestApi(request, staff, customer.token);
  await page.goto('/cart');
  const secondRequest = await cartRequest(main);
  await expect(payWith.getByRole('radio', { name: /Visa ending 4242/ })).toBeChecked();
  await main
    .getByRole('button', {
      name: t('shipping.cart.pay', { orderNumber: secondRequest.orderNumber }),
    })
    .click();
  await expectSucceeded(page, 'Visa •••• 4242');

  // A third, with a new card that is declined: the failed page, and the request still in the cart.
  await anotherShipRequestApi(request, staff, customer.token);
  await page.goto('/cart');
  const thirdRequest = await cartRequest(main);
  await payWith.getByRole('radio', { name: new RegExp(t('shipping.cart.newCard')) }).check();
  await main
    .getByRole('button', {
      name: t('shipping.cart.pay', { orderNumber: thirdRequest.orderNumber }),
    })
    .click();
  await payOnSandbox(page, '4000 0000 0000 0002');
  await expect(main.getByText(t('payments.outcome.failed'))).toBeVisible();
  await expect(main.getByText(t('payments.outcome.failed'))).toHaveText(
    'Payment failed: your payment was not successful, try again.',
  );
  await main.getByRole('link', { name: t('payments.outcome.tryAgain') }).click();
  await expect(page).toHaveURL(/\/cart$/);
  expect((await cartRequest(main)).orderNumber).toBe(thirdRequest.orderNumber);
});
