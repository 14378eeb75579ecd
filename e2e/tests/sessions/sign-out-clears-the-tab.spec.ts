import { randomUUID } from 'node:crypto';
import type { Page, Response } from '@playwright/test';
import { createCustomerApi } from '../../fixtures/accounts';
import {
  anotherShipRequestApi,
  payOnSandboxApi,
  shipRequestOfPackageApi,
  startPaymentApi,
} from '../../fixtures/payments';
import { signInWithEmailedCode } from '../../fixtures/sign-in';
import { receivePackageApi, usLockerApi } from '../../fixtures/suite';
import { expect, test } from '../../fixtures/test';
import { textsOf } from '../support/page-checks';

const t = textsOf('en-US');
const auth = (token: string) => ({ authorization: `Bearer ${token}` });

/** Everything on the page a person can read, with what the form fields hold. */
async function pageText(page: Page): Promise<string> {
  const body = (await page.locator('body').textContent()) ?? '';
  const fields = await page
    .locator('input, textarea, select')
    .evaluateAll((elements) =>
      elements.map((element) => (element as HTMLInputElement).value).join('\n'),
    );
  return `${body}\n${fields}`;
}

/** Opens an entry of the user menu: a move inside the app, so the tab keeps its memory. */
async function openFromUserMenu(page: Page, firstName: string, entry: string) {
  const header = page.getByRole('banner');
  await header.getByRole('button', { name: firstName }).click();
  await header.getByRole('link', { name: t(`auth.userMenu.${entry}`), exact: true }).click();
}

test('[CUSTOMER] who signs in after another on the same tab sees none of the first one’s data', async ({
  page,
  request,
  admin,
  staff,
}) => {
  test.setTimeout(120_000);
  // The first customer: a package in the suite, a paid request (an invoice in My History) and
  // an unpaid one (the cart).
  const first = await createCustomerApi(request, admin, 'Farida');
  const second = await createCustomerApi(request, admin, 'Goran');
  const retailer = `First Shop ${randomUUID().slice(0, 8)}`;
  const locker = await usLockerApi(request, first);
  const received = await receivePackageApi(request, staff, {
    ...locker,
    retailer,
    lineItems: [{ description: 'Running shoes', valuePerUnit: 80 }],
  });
  const paid = await shipRequestOfPackageApi(request, staff, {
    customerToken: first.token,
    warehouseId: locker.warehouseId,
    packageId: received.id,
  });
  await payOnSandboxApi(request, await startPaymentApi(request, paid), '4242 4242 4242 4242');
  await anotherShipRequestApi(request, staff, first.token);
  const history = await request.get('/api/warehouses/country/US/packages/history', {
    headers: auth(first.token),
  });
  const [invoice] = (await history.json()).items as { invoiceNumber: string }[];
  const firstsData = [first.email, first.lastName, retailer, invoice?.invoiceNumber ?? '?'];

  // The first customer opens the suite, the cart, My History and the profile.
  await page.goto('/?login');
  await signInWithEmailedCode(page, first.email, { password: first.password });
  await openFromUserMenu(page, first.firstName, 'suite');
  await openPreparingTab(page);
  await expect(page.getByRole('main')).toContainText(retailer);
  await openFromUserMenu(page, first.firstName, 'cart');
  await expect(page.getByRole('link', { name: t('header.cart', { count: '1' }) })).toBeVisible();
  await openFromUserMenu(page, first.firstName, 'myHistory');
  await expect(page.getByRole('main')).toContainText(invoice?.invoiceNumber ?? '?');
  await openFromUserMenu(page, first.firstName, 'profile');
  await expect(page.getByRole('main').getByLabel(t('account.info.lastName')).first()).toHaveValue(
    first.lastName,
  );

  // Log Out, then the second customer signs in on the same page, without a reload.
  const header = page.getByRole('banner');
  await header.getByRole('button', { name: first.firstName }).click();
  await header.getByRole('button', { name: t('auth.userMenu.logOut') }).click();
  await expect(header.getByRole('button', { name: t('auth.logIn') })).toBeVisible();
  const answers: Response[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/api/')) {
      answers.push(response);
    }
  });
  await header.getByRole('button', { name: t('auth.logIn') }).click();
  await signInWithEmailedCode(page, second.email, { password: second.password });
  await expect(header.getByRole('button', { name: second.firstName })).toBeVisible();

  // Their own lockers page, where a customer lands, with their own suite number.
  await expect(page.getByRole('main')).toContainText(second.suiteNumber);
  await expectNothingOf(page, firstsData);
  await openFromUserMenu(page, second.firstName, 'suite');
  await openPreparingTab(page);
  await expect(page.getByRole('main')).toContainText(t('suite.list.empty'));
  await expectNothingOf(page, firstsData);
  // The second customer has nothing to pay: no cart link, and the cart page lists nothing.
  await expect(page.getByRole('link', { name: t('header.cart', { count: '1' }) })).toHaveCount(0);
  await openFromUserMenu(page, second.firstName, 'myHistory');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNothingOf(page, firstsData);
  await openFromUserMenu(page, second.firstName, 'profile');
  await expect(page.getByRole('main').getByLabel(t('account.info.lastName')).first()).toHaveValue(
    second.lastName,
  );
  await expectNothingOf(page, firstsData);

  // The answers the second customer's tab received: each fetched for them, none kept by a cache.
  expect(answers.length).toBeGreaterThan(0);
  for (const answer of answers) {
    expect(answer.headers()['cache-control'], answer.url()).toBe('no-store');
    const body = await answer.text().catch(() => '');
    for (const value of firstsData) {
      expect(body, answer.url()).not.toContain(value);
    }
  }
});

/** The suite's tab of paid packages, where the first customer's two are. */
async function openPreparingTab(page: Page) {
  await page
    .getByRole('main')
    .getByRole('tab', { name: new RegExp(t('suite.tabs.preparing')) })
    .click();
}

async function expectNothingOf(page: Page, values: readonly string[]) {
  const text = await pageText(page);
  for (const value of values) {
    expect(text).not.toContain(value);
  }
}
