import { randomUUID } from 'node:crypto';
import { openSignedInAs } from '../../fixtures/operator';
import { movePackageApi, receivePackageApi, usLockerApi } from '../../fixtures/suite';
import { expect, test } from '../../fixtures/test';
import {
  expectContentLoaded,
  expectDocumentLocale,
  expectNoHorizontalScroll,
  textsOf,
} from '../support/page-checks';

const t = textsOf('en-US');
const ar = textsOf('ar-AE');

test('[CUSTOMER] copies a suite address, browses My Suite by tab and opens a package', async ({
  page,
  context,
  request,
  customer,
  staff,
  expectNoAxeViolations,
}) => {
  // A long flow by nature: two packages received and moved, then the lockers, two tabs, a
  // package and the list again in Arabic on a phone, with four axe scans.
  test.slow();
  // The worker's customer, with one package waiting for documents and one ready to send at the
  // US warehouse; unique retailers, so packages of the worker's other tests do not matter.
  const suffix = randomUUID().slice(0, 6);
  const waiting = `Best Buy ${suffix}`;
  const ready = `Amazon ${suffix}`;
  const trackingNumber = `1Z999AA1${suffix.toUpperCase()}`;
  const us = await usLockerApi(request, customer);
  const flagged = await receivePackageApi(request, staff, {
    ...us,
    retailer: waiting,
    lineItems: [{ description: 'Headphones', valuePerUnit: 120 }],
  });
  await movePackageApi(request, staff, flagged.id, {
    status: 'action_required',
    reason: 'documents',
  });
  const released = await receivePackageApi(request, staff, {
    ...us,
    retailer: ready,
    trackingNumber,
    lineItems: [{ description: 'Sports socks', valuePerUnit: 12 }],
  });
  await movePackageApi(request, staff, released.id, { status: 'ready_to_send' });

  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const main = page.getByRole('main');

  // My package lockers: an address per warehouse, with the suite number next to the name.
  await openSignedInAs(page, customer, '/my-package-lockers');
  await expect(
    main.getByRole('heading', { level: 1, name: t('pages.myPackageLockers') }),
  ).toBeVisible();
  const firstLocker = main.locator('.locker-card').first();
  await expect(firstLocker).toBeVisible();
  await expect(firstLocker).toContainText(/SP\d{6}/);
  await expect(main.getByRole('region', { name: t('suite.greeting.title') })).toBeVisible();
  await expectContentLoaded(page, 'en-US');
  await expectNoAxeViolations(page);

  await firstLocker.getByRole('button', { name: t('suite.lockers.copyAll') }).click();
  await expect(firstLocker.getByText(t('suite.lockers.copiedAll'))).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toMatch(/SP\d{6}/);

  // My Suite at the US warehouse, where the demo packages of several states are.
  await page.goto('/my-suite');
  await expect(main.getByRole('heading', { level: 1, name: t('pages.mySuite') })).toBeVisible();
  await main.getByRole('button', { name: /US-DE/ }).click();
  await expect(page).toHaveURL(/warehouse=/);
  await main.getByRole('tab', { name: new RegExp(t('suite.tabs.actionRequired')) }).click();
  await expect(page).toHaveURL(/tab=actionRequired/);
  await expect(main.getByRole('row', { name: new RegExp(waiting) })).toBeVisible();
  await expectContentLoaded(page, 'en-US');
  await expectNoAxeViolations(page);

  await main.getByRole('tab', { name: new RegExp(t('suite.tabs.readyToSend')) }).click();
  const amazon = main.getByRole('row', { name: new RegExp(ready) });
  await expect(amazon).toBeVisible();
  await amazon.getByRole('link').click();

  // The package: what arrived, storage and items. It has no photos (the viewer is in
  // package-journey.spec.ts).
  await expect(
    main.getByRole('heading', { level: 1, name: new RegExp(released.packageNumber) }),
  ).toBeVisible();
  await expect(main).toContainText(trackingNumber);
  await expect(main.getByText(t('suite.details.freeDaysLeft'))).toBeVisible();
  await expect(main.getByRole('table', { name: t('suite.details.lineItems') })).toContainText(
    'Sports socks',
  );
  await expect(main.getByText(t('suite.photos.none'))).toBeVisible();
  await expectContentLoaded(page, 'en-US');
  await expectNoAxeViolations(page);

  // Back keeps the warehouse and the tab.
  await main.getByRole('link', { name: t('suite.details.back') }).click();
  await expect(page).toHaveURL(/tab=readyToSend/);
  await expect(
    main.getByRole('tab', { name: new RegExp(t('suite.tabs.readyToSend')) }),
  ).toHaveAttribute('aria-selected', 'true');

  // The same list in Arabic, right to left, on a phone: cards instead of a table.
  const listUrl = new URL(page.url());
  listUrl.searchParams.set('lang', 'ar-AE');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(listUrl.toString());
  await expectDocumentLocale(page, 'ar-AE');
  await expect(main.getByRole('heading', { level: 1, name: ar('pages.mySuite') })).toBeVisible();
  await expect(
    main.getByRole('tab', { name: new RegExp(ar('suite.tabs.readyToSend')) }),
  ).toBeVisible();
  await expect(main.getByRole('row', { name: new RegExp(ready) })).toBeVisible();
  await expect(main.locator('.data-table thead')).toHaveCSS('position', 'absolute');
  await expect(main.locator('.data-table tbody tr').first()).toHaveCSS('display', 'block');
  await expectContentLoaded(page, 'ar-AE');
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page);
});
