import { createCustomerApi } from '../../fixtures/accounts';
import { anotherShipRequestApi } from '../../fixtures/payments';
import { openSignedIn } from '../../fixtures/suite';
import { expect, test } from '../../fixtures/test';
import { textsOf } from '../support/page-checks';

const t = textsOf('en-US');
const auth = (token: string) => ({ authorization: `Bearer ${token}` });

test('[CUSTOMER] pays from a stale tab a request cancelled in another: the catalogue text, the cart refreshed, nothing paid', async ({
  page,
  request,
  admin,
  staff,
}) => {
  test.slow();
  const customer = await createCustomerApi(request, admin, 'Sami');
  const payable = await anotherShipRequestApi(request, staff, customer.token);
  const details = await request.get(`/api/shipping/requests/${payable.shipRequestId}`, {
    headers: auth(customer.token),
  });
  const { orderNumber } = (await details.json()) as { orderNumber: string };

  // The first tab shows the cart with the request to pay.
  await openSignedIn(page, customer.token, '/cart');
  const main = page.getByRole('main');
  const pay = main.getByRole('button', { name: t('shipping.cart.pay', { orderNumber }) });
  await expect(pay).toBeVisible();

  // A second tab cancels it, as the customer does there.
  const other = await page.context().newPage();
  await other.goto('/cart');
  await other
    .getByRole('main')
    .getByRole('button', { name: t('shipping.cart.cancel', { orderNumber }) })
    .click();
  await other.getByRole('button', { name: t('shipping.cart.cancelConfirm') }).click();
  await expect(other.getByText(t('shipping.cart.cancelled', { orderNumber }))).toBeVisible();
  await other.close();

  // Back in the first tab, still showing it: Pay is refused with the catalogue's text.
  await pay.click();
  await expect(main.getByText(t('errors.SHIP_REQUEST_CANCELLED'))).toBeVisible();
  await expect(main.getByText(t('errors.SHIP_REQUEST_CANCELLED'))).toHaveText(
    'This ship request has been cancelled.',
  );
  await expect(page).toHaveURL(/\/cart$/);
  // The cart is asked again: the cancelled request is no longer offered.
  await expect(pay).toHaveCount(0);
  await expect(main.getByText(t('shipping.cart.empty'))).toBeVisible();
  const after = await request.get(`/api/shipping/requests/${payable.shipRequestId}`, {
    headers: auth(customer.token),
  });
  expect((await after.json()).status).toBe('cancelled');
});
