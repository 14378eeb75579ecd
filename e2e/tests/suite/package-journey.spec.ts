import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { PackageLocker, StaffPackageDetails } from '@skyparcel/domain/packages';
import { signedInCustomerApi } from '../../fixtures/accounts';
import { type SignedIn, signInWithAuthenticator } from '../../fixtures/operator';
import { fillReceiptForm, TINY_PDF, TINY_PNG } from '../../fixtures/suite';
import { expect, test } from '../../fixtures/test';
import {
  expectContentLoaded,
  expectDocumentLocale,
  expectNoHorizontalScroll,
  formatInBrowser,
  textsOf,
} from '../support/page-checks';

const t = textsOf('en-US');
const ar = textsOf('ar-AE');

type Customer = {
  token: string;
  email: string;
  firstName: string;
  suiteNumber: string;
  warehouseId: string;
};

/**
 * A fresh customer (registered, confirmed, approved, signed in) and their first locker: these
 * tests count the customer's notifications, so none may come from another test.
 */
async function freshCustomer(request: APIRequestContext, admin: SignedIn): Promise<Customer> {
  // Never ships, so no identity (decision 047): its notifications are the package's alone.
  const token = await signedInCustomerApi(request, admin, { identity: 'missing' });
  const headers = { authorization: `Bearer ${token}` };
  const me = (await (await request.get('/api/user', { headers })).json()) as {
    email: string;
    firstName: string;
  };
  const lockers = (await (
    await request.get('/api/package-locker', { headers })
  ).json()) as PackageLocker[];
  const [locker] = lockers;
  expect(locker?.address.suiteNumber).toMatch(/^SP\d+$/);
  return {
    token,
    email: me.email,
    firstName: me.firstName,
    suiteNumber: locker?.address.suiteNumber ?? '',
    warehouseId: locker?.warehouseId ?? '',
  };
}

/** A package the worker's clerk received for the customer through the staff API, with photos. */
async function receivedPackageApi(
  request: APIRequestContext,
  clerk: SignedIn,
  customer: Customer,
  { retailer, photos = 0 }: { retailer: string; photos?: number },
): Promise<StaffPackageDetails> {
  const headers = { authorization: `Bearer ${clerk.token}` };
  const received = await request.post(`/api/staff/warehouses/${customer.warehouseId}/packages`, {
    headers,
    data: {
      suiteNumber: customer.suiteNumber,
      retailerName: retailer,
      retailerTrackingNumber: `1Z-E2E-${randomUUID().slice(0, 6)}`,
      carrier: 'UPS',
      weight: { amount: 1.2, unit: 'Kg' },
      dimensions: { length: 30, width: 20, depth: 10, unit: 'Cm' },
      lineItems: [
        {
          description: 'Running shoes',
          quantity: 1,
          valuePerUnit: { amount: 80, currency: 'USD' },
        },
      ],
    },
  });
  expect(received.status(), await received.text()).toBe(201);
  const pkg = (await received.json()) as StaffPackageDetails;
  if (photos > 0) {
    const multipart = Object.fromEntries(
      Array.from({ length: photos }, (_, index) => [
        `photo${index + 1}`,
        { name: `box-${index + 1}.png`, mimeType: 'image/png', buffer: TINY_PNG },
      ]),
    );
    const attached = await request.post(`/api/staff/packages/${pkg.id}/photos`, {
      headers,
      multipart,
    });
    expect(attached.status(), await attached.text()).toBe(201);
  }
  return pkg;
}

/** Opens the portal as the customer: the token goes where the Login modal puts it. */
async function openAsCustomer(page: Page, customer: Customer, path: string) {
  await page.addInitScript((value) => {
    window.localStorage.setItem('ssoToken', value);
  }, customer.token);
  await page.goto(path);
}

/** The package's own page in My Suite. */
function packagePath(pkg: { id: string }, customer: Customer) {
  return `/my-suite/${customer.warehouseId}/packages/${pkg.id}`;
}

/** Presses Tab until `target` has focus, as a keyboard user does (at most `limit` presses). */
async function tabTo(page: Page, target: Locator, limit = 80) {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) {
      return;
    }
    await page.keyboard.press('Tab');
  }
  throw new Error('Tab never reached the element');
}

function notificationsButton(page: Page, unread: number) {
  const banner = page.getByRole('banner');
  return unread === 0
    ? banner.getByRole('button', { name: t('header.notifications.title'), exact: true })
    : banner.getByRole('button', {
        name: t('header.notifications.unread', { count: String(unread) }),
      });
}

test('[CUSTOMER][STAFF] a package from the warehouse to Ready to send, told by e-mail and in the header', async ({
  page,
  browser,
  baseURL,
  request,
  admin,
  staff: clerk,
  mailbox,
  expectNoAxeViolations,
}) => {
  // The longest flow of the suite by nature: two people in two browsers, the clerk signing in
  // through the modal, ten pages, an upload, three axe scans and a mail.
  test.slow();
  const customer = await freshCustomer(request, admin);
  const retailer = `Journey Shop ${randomUUID().slice(0, 8)}`;
  const main = page.getByRole('main');

  // The clerk signs in through the Login modal and receives the package with two photos.
  const staffContext = await browser.newContext({ baseURL });
  const staff = await staffContext.newPage();
  const staffMain = staff.getByRole('main');
  await staff.goto('/?login');
  await signInWithAuthenticator(staff, clerk);
  await expect(staff).toHaveURL(/\/staff$/);
  const form = staffMain.getByRole('form', { name: t('operator.receiving.title') });
  await form
    .getByRole('combobox', { name: t('operator.receiving.warehouse'), exact: true })
    .selectOption(customer.warehouseId);
  await fillReceiptForm(form, {
    suiteNumber: customer.suiteNumber,
    retailer,
    trackingNumber: `1Z-E2E-JOURNEY-${randomUUID().slice(0, 8)}`,
  });
  await form.getByLabel(t('operator.receiving.photos')).setInputFiles([
    { name: 'front.png', mimeType: 'image/png', buffer: TINY_PNG },
    { name: 'label.png', mimeType: 'image/png', buffer: TINY_PNG },
  ]);
  await form.getByRole('button', { name: t('operator.receiving.submit') }).click();
  const received = staffMain.getByRole('heading', { name: /^Package PK\d+ received$/ });
  await expect(received).toBeVisible();
  const packageNumber = (await received.textContent())?.match(/PK\d+/)?.[0] ?? '';
  await expect(staffMain.getByRole('alert')).toHaveCount(0);

  // The customer is told by e-mail (real SMTP) and in the header.
  await mailbox.waitForMail(
    (mail) =>
      mail.to.includes(customer.email) &&
      mail.subject === t('mail.packageReceived.subject', { number: packageNumber }),
  );
  await openAsCustomer(page, customer, '/my-package-lockers');
  // The icon shows once the unread count has arrived; a Tab pressed before that lands elsewhere.
  await expect(notificationsButton(page, 1)).toBeVisible();
  // Keyboard order follows the bar: the user menu, then the notifications icon that ends it.
  await page
    .getByRole('banner')
    .getByRole('button', { name: customer.firstName, exact: true })
    .focus();
  await page.keyboard.press('Tab');
  await expect(notificationsButton(page, 1)).toBeFocused();
  await notificationsButton(page, 1).click();
  const panel = page.getByRole('region', { name: t('header.notifications.title') });
  const arrival = panel.getByRole('link', { name: new RegExp(packageNumber) });
  await expect(arrival).toContainText(t('header.notifications.kinds.package_received'));
  await expect(arrival).toContainText(retailer);
  await expectNoAxeViolations(page);
  await arrival.click();

  await expect(
    main.getByRole('heading', {
      level: 1,
      name: t('suite.details.title', { number: packageNumber }),
    }),
  ).toBeVisible();
  await expect(panel).toBeHidden();
  await notificationsButton(page, 0).click();
  await expect(panel.getByText(t('header.notifications.empty'))).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(notificationsButton(page, 0)).toBeFocused();
  const unread = await request.get('/api/user/notifications', {
    headers: { authorization: `Bearer ${customer.token}` },
  });
  expect(await unread.json()).toEqual([]);

  // In review, in My Suite.
  await main.getByRole('link', { name: t('suite.details.back') }).click();
  await main.getByRole('tab', { name: new RegExp(t('suite.tabs.inReview')) }).click();
  await expect(main.getByRole('row', { name: new RegExp(retailer) })).toBeVisible();

  // The clerk asks for documents on the package's page.
  await staffMain.getByRole('link', { name: t('operator.receiving.viewPackage') }).click();
  await expect(staffMain.getByText(t('operator.package.photos', { count: '2' }))).toBeVisible();
  await staffMain
    .getByLabel(t('operator.package.newStatus'))
    .selectOption({ label: t('operator.packageStatus.action_required') });
  await staffMain
    .getByLabel(t('operator.package.reason'))
    .selectOption({ label: t('operator.package.reasons.documents') });
  await staffMain.getByRole('button', { name: t('operator.package.move') }).click();
  const actionRequired = t('operator.packageStatus.action_required');
  await expect(
    staffMain.getByText(t('operator.package.moved', { status: actionRequired })),
  ).toBeVisible();

  // On the customer's next page the icon counts the new notification; it opens the package.
  await page.goto('/my-package-lockers');
  await notificationsButton(page, 1).click();
  const flagged = panel.getByRole('link', { name: new RegExp(packageNumber) });
  await expect(flagged).toContainText(t('header.notifications.kinds.action_required'));
  await expect(flagged).toContainText(t('packages.reasons.documents'));
  await flagged.click();

  // The documents come first, framed; the invoice goes up.
  const documents = main.getByRole('region', { name: t('suite.documents.neededTitle') });
  await expect(documents).toBeVisible();
  await expect(main.getByRole('heading', { level: 2 }).first()).toHaveText(
    t('suite.documents.neededTitle'),
  );
  await expect(documents.getByText(t('suite.documents.none'))).toBeVisible();
  await expectContentLoaded(page, 'en-US');
  await expectNoAxeViolations(page);
  await documents
    .getByLabel(t('suite.documents.file'))
    .setInputFiles({ name: 'invoice.pdf', mimeType: 'application/pdf', buffer: TINY_PDF });
  await documents.getByRole('button', { name: t('suite.documents.upload') }).click();
  await expect(documents.getByRole('status')).toHaveText(t('messages.documentUploaded'));
  const list = documents.getByRole('list', { name: t('suite.documents.listLabel') });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list).toContainText('invoice.pdf');
  await expect(
    list.getByRole('button', { name: t('suite.documents.downloadNamed', { name: 'invoice' }) }),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  // The clerk releases it; the customer finds it ready to send.
  await staff.reload();
  await staffMain
    .getByLabel(t('operator.package.newStatus'))
    .selectOption({ label: t('operator.packageStatus.ready_to_send') });
  await staffMain.getByRole('button', { name: t('operator.package.move') }).click();
  await expect(
    staffMain.getByText(
      t('operator.package.moved', { status: t('operator.packageStatus.ready_to_send') }),
    ),
  ).toBeVisible();
  await staffContext.close();

  await main.getByRole('link', { name: t('suite.details.back') }).click();
  await main.getByRole('tab', { name: new RegExp(t('suite.tabs.readyToSend')) }).click();
  await expect(main.getByRole('row', { name: new RegExp(retailer) })).toBeVisible();
  await main.getByRole('tab', { name: new RegExp(t('suite.tabs.actionRequired')) }).click();
  await expect(main.getByRole('row', { name: new RegExp(retailer) })).toHaveCount(0);
});

test('[CUSTOMER] deletes a document after confirming, and looks through the photos by keyboard only', async ({
  page,
  request,
  admin,
  staff,
  expectNoAxeViolations,
}) => {
  const customer = await freshCustomer(request, admin);
  const pkg = await receivedPackageApi(request, staff, customer, {
    retailer: `Photo Shop ${randomUUID().slice(0, 8)}`,
    photos: 2,
  });
  const main = page.getByRole('main');
  await openAsCustomer(page, customer, packagePath(pkg, customer));

  // A document uploaded, then deleted.
  const documents = main.getByRole('region', { name: t('suite.documents.title') });
  await documents
    .getByLabel(t('suite.documents.file'))
    .setInputFiles({ name: 'receipt.pdf', mimeType: 'application/pdf', buffer: TINY_PDF });
  await documents.getByRole('button', { name: t('suite.documents.upload') }).click();
  await expect(documents.getByRole('status')).toHaveText(t('messages.documentUploaded'));
  await documents
    .getByRole('button', { name: t('suite.documents.deleteNamed', { name: 'receipt' }) })
    .click();
  const confirm = page.getByRole('dialog', {
    name: t('suite.documents.deleteTitle', { name: 'receipt' }),
  });
  await expectNoAxeViolations(page);
  await confirm.getByRole('button', { name: t('suite.documents.deleteConfirm') }).click();
  await expect(confirm).toBeHidden();
  await expect(documents.getByRole('status')).toHaveText(t('messages.fileDeleted'));
  await expect(documents.getByText(t('suite.documents.none'))).toBeVisible();

  // The photos, by keyboard alone: Tab to a thumbnail, Enter, arrows, Tab + Enter, Escape.
  const first = main.getByRole('button', {
    name: t('suite.photos.open', { index: '1', count: '2' }),
  });
  await tabTo(page, first);
  await page.keyboard.press('Enter');
  const viewer = (index: number) =>
    page.getByRole('dialog', {
      name: t('suite.photos.viewer', { index: String(index), count: '2' }),
    });
  await expect(viewer(1)).toBeVisible();
  await expect(
    viewer(1).getByRole('img', {
      name: t('suite.photos.alt', { number: pkg.packageNumber, index: '1' }),
    }),
  ).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(viewer(2)).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await expect(viewer(1)).toBeVisible();
  await tabTo(page, viewer(1).getByRole('button', { name: t('suite.photos.next') }), 6);
  await page.keyboard.press('Enter');
  await expect(viewer(2)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(first).toBeFocused();
});

test('[CUSTOMER] My Suite and a package page in Arabic, right to left', async ({
  page,
  request,
  admin,
  staff,
  expectNoAxeViolations,
}) => {
  // Two pages in Arabic, each checked for layout and scanned by axe, after a package with a photo
  // is received for a new customer.
  test.slow();
  const customer = await freshCustomer(request, admin);
  const retailer = `Arabic Shop ${randomUUID().slice(0, 8)}`;
  const pkg = await receivedPackageApi(request, staff, customer, { retailer, photos: 1 });
  const main = page.getByRole('main');

  await openAsCustomer(
    page,
    customer,
    `/my-suite?warehouse=${customer.warehouseId}&tab=inReview&lang=ar-AE`,
  );
  await expectDocumentLocale(page, 'ar-AE');
  await expect(main.getByRole('heading', { level: 1, name: ar('pages.mySuite') })).toBeVisible();
  await expect(
    main.getByRole('tab', { name: new RegExp(ar('suite.tabs.inReview')) }),
  ).toHaveAttribute('aria-selected', 'true');
  const row = main.getByRole('row', { name: new RegExp(retailer) });
  await expect(row).toBeVisible();
  const one = await formatInBrowser(page, 'ar-AE', 1, { maximumFractionDigits: 0 });
  await expect(
    page.getByRole('banner').getByRole('button', {
      name: ar('header.notifications.unread', { count: one }),
    }),
  ).toBeVisible();
  await expectContentLoaded(page, 'ar-AE');
  await expectNoAxeViolations(page);

  await row.getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/packages/${pkg.id}`));
  await expectDocumentLocale(page, 'ar-AE');
  await expect(
    main.getByRole('heading', {
      level: 1,
      name: ar('suite.details.title', { number: pkg.packageNumber }),
    }),
  ).toBeVisible();
  const documents = main.getByRole('region', { name: ar('suite.documents.title') });
  await expect(documents.getByText(ar('suite.documents.none'))).toBeVisible();
  await expect(documents.getByRole('button', { name: ar('suite.documents.upload') })).toBeVisible();
  await expect(main.getByRole('heading', { name: ar('suite.photos.title') })).toBeVisible();
  await expectContentLoaded(page, 'ar-AE');
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page);
});

test('[CUSTOMER] the notifications list on a phone @phone-only', async ({
  page,
  request,
  admin,
  staff,
  expectNoAxeViolations,
}) => {
  const customer = await freshCustomer(request, admin);
  const retailer = `Phone Shop ${randomUUID().slice(0, 8)}`;
  const pkg = await receivedPackageApi(request, staff, customer, { retailer });
  await page.setViewportSize({ width: 390, height: 844 });
  await openAsCustomer(page, customer, '/my-package-lockers');

  // The icon stays in sight beside the burger; its list spans the screen.
  const button = notificationsButton(page, 1);
  await expect(button).toBeVisible();
  await button.click();
  const panel = page.getByRole('region', { name: t('header.notifications.title') });
  const entry = panel.getByRole('link', { name: new RegExp(pkg.packageNumber) });
  await expect(entry).toBeVisible();
  await expect(entry).toContainText(retailer);
  const box = await panel.boundingBox();
  expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page);

  await entry.click();
  await expect(page).toHaveURL(new RegExp(`/packages/${pkg.id}`));
  await expect(notificationsButton(page, 0)).toBeVisible();
});
