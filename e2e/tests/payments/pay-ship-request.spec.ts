import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import {
  anotherShipRequestApi,
  type PayableRequest,
  payOnSandbox,
  shipRequestOfPackageApi,
} from '../../fixtures/payments';
import { customerWithReceivedPackage, openSignedIn } from '../../fixtures/suite';
import { expect, test } from '../../fixtures/test';
import { expectNoHorizontalScroll, textsOf } from '../support/page-checks';

const t = textsOf('en-US');
const auth = (token: string) => ({ authorization: `Bearer ${token}` });

/**
 * A fresh customer with a ship request awaiting payment, made through the API as the wizard
 * does: a received package moved to Ready to send, a Kuwait address, the quote, POST /shipping.
 */
async function shipRequestApi(
  request: APIRequestContext,
  operators: { admin: { token: string }; staff: { token: string } },
): Promise<PayableRequest> {
  const pkg = await customerWithReceivedPackage(request, operators);
  return shipRequestOfPackageApi(request, operators.staff, pkg);
}

/** What the cart sends: POST /payment/invoices with an Idempotency-Key, answering payNowUrl. */
async function payNowUrlApi(
  request: APIRequestContext,
  payable: PayableRequest,
  body: { saveCard?: boolean; savedCardId?: string } = {},
): Promise<string> {
  const response = await request.post('/api/payment/invoices', {
    headers: { ...auth(payable.customerToken), 'idempotency-key': randomUUID() },
    data: { shipRequestIds: [payable.shipRequestId], ...body },
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()).payNowUrl;
}

async function packageStatusApi(request: APIRequestContext, payable: PayableRequest) {
  const response = await request.get(
    `/api/warehouses/${payable.warehouseId}/packages/${payable.packageId}`,
    { headers: auth(payable.customerToken) },
  );
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()).status as string;
}

async function startOnSandbox(page: Page, payable: PayableRequest, payNowUrl: string) {
  // Signed in first (the return page needs the session), then on to the gateway's page.
  await openSignedIn(page, payable.customerToken, '/profile');
  await page.goto(payNowUrl);
}

test('[CUSTOMER] pays a ship request with 4242…: the succeeded page, the packages in Preparing', async ({
  page,
  request,
  admin,
  staff,
  expectNoAxeViolations,
}) => {
  test.slow();
  const payable = await shipRequestApi(request, { admin, staff });
  await startOnSandbox(page, payable, await payNowUrlApi(request, payable, { saveCard: true }));
  await expectNoAxeViolations(page);
  await payOnSandbox(page, '4242 4242 4242 4242');

  await expect(page).toHaveURL(/\/payment\?orderCode=PAY-/);
  await expect(
    page.getByRole('heading', { name: t('payments.outcome.succeededTitle') }),
  ).toBeVisible();
  const main = page.getByRole('main');
  await expect(main).toContainText(t('payments.outcome.receiptEmailed'));
  await expect(main).toContainText('Visa •••• 4242');
  await expect(main).toContainText(/txn_sandbox_/);
  await expectNoAxeViolations(page);
  expect(await packageStatusApi(request, payable)).toBe('preparing');

  const cards = await request.get('/api/user/credit-cards', {
    headers: auth(payable.customerToken),
  });
  expect(await cards.json()).toEqual([expect.objectContaining({ last4: '4242' })]);
});

test('[CUSTOMER] a declined card: the failed page, the request still unpaid', async ({
  page,
  request,
  admin,
  staff,
}) => {
  test.slow();
  const payable = await shipRequestApi(request, { admin, staff });
  await startOnSandbox(page, payable, await payNowUrlApi(request, payable));
  await payOnSandbox(page, '4000 0000 0000 0002');
  await expect(page.getByText(t('payments.outcome.failed'))).toBeVisible();
  await expect(page.getByRole('link', { name: t('payments.outcome.tryAgain') })).toHaveAttribute(
    'href',
    '/cart',
  );
  expect(await packageStatusApi(request, payable)).not.toBe('preparing');
  // The request can still be paid.
  expect(await payNowUrlApi(request, payable)).toContain('/dev/payment-gateway/sessions/');
});

test('[CUSTOMER] the 3-D Secure card asks for the confirmation step, then succeeds', async ({
  page,
  request,
  admin,
  staff,
  expectNoAxeViolations,
}) => {
  test.slow();
  const payable = await shipRequestApi(request, { admin, staff });
  await startOnSandbox(page, payable, await payNowUrlApi(request, payable));
  await payOnSandbox(page, '4000 0027 6000 3184');
  await expect(page.getByRole('heading', { name: 'Confirm your payment' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Confirm payment' }).click();
  await expect(
    page.getByRole('heading', { name: t('payments.outcome.succeededTitle') }),
  ).toBeVisible();
  expect(await packageStatusApi(request, payable)).toBe('preparing');
});

test('[CUSTOMER] pays with a saved card, then manages it on a phone-sized screen', async ({
  page,
  request,
  admin,
  staff,
}) => {
  test.slow();
  const first = await shipRequestApi(request, { admin, staff });
  await startOnSandbox(page, first, await payNowUrlApi(request, first, { saveCard: true }));
  await payOnSandbox(page, '4242 4242 4242 4242');
  await expect(
    page.getByRole('heading', { name: t('payments.outcome.succeededTitle') }),
  ).toBeVisible();

  // A second request of the same customer, paid with the card the first payment saved: the
  // answer is the outcome page itself.
  const second = await anotherShipRequestApi(request, staff, first.customerToken);
  const cards = await request.get('/api/user/credit-cards', { headers: auth(first.customerToken) });
  const [saved] = (await cards.json()) as { id: string }[];
  if (!saved) {
    throw new Error('the first payment saved no card');
  }
  const payNowUrl = await payNowUrlApi(request, second, { savedCardId: saved.id });
  expect(payNowUrl).toMatch(/\/payment\?orderCode=PAY-/);
  await page.goto(payNowUrl);
  await expect(
    page.getByRole('heading', { name: t('payments.outcome.succeededTitle') }),
  ).toBeVisible();
  expect(await packageStatusApi(request, second)).toBe('preparing');

  await page.setViewportSize({ width: 390, height: 844 });
  await openSignedIn(page, first.customerToken, '/profile');
  const section = page
    .getByRole('main')
    .getByRole('region', { name: t('payments.savedCards.title') });
  const card = section.getByRole('listitem', { name: 'Visa ending 4242' });
  await expect(card).toContainText(t('payments.savedCards.default'));
  await expectNoHorizontalScroll(page);
  await card.getByRole('button', { name: t('payments.savedCards.rename') }).click();
  await card.getByLabel(t('payments.savedCards.nameLabel')).fill('Travel card');
  await card.getByRole('button', { name: t('payments.savedCards.save') }).click();
  await expect(section.getByRole('status')).toHaveText(t('payments.savedCards.renamed'));
  await expect(card).toContainText('Travel card');
  await expectNoHorizontalScroll(page);
});
