import { signInWithEmailedCode } from '../../fixtures/sign-in';
import { expect, test } from '../../fixtures/test';
import {
  expectContentLoaded,
  expectDocumentLocale,
  expectNoHorizontalScroll,
  textsOf,
} from '../support/page-checks';

const DEMO_CUSTOMER = 'customer@demo.skyparcel.test';
const t = textsOf('en-US');
const ar = textsOf('ar-AE');

// One sign-in with an e-mailed code, then the whole tour of the suite.
test.describe.configure({ timeout: 120_000 });

test('[CUSTOMER] copies a suite address, browses My Suite by tab and opens a package', async ({
  page,
  context,
  expectNoAxeViolations,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/?login');
  await signInWithEmailedCode(page, DEMO_CUSTOMER);
  const main = page.getByRole('main');

  // My package lockers: an address per warehouse, with the suite number next to the name.
  await page.goto('/my-package-lockers');
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
  await expect(main.getByRole('row', { name: /Best Buy/ })).toBeVisible();
  await expectContentLoaded(page, 'en-US');
  await expectNoAxeViolations(page);

  await main.getByRole('tab', { name: new RegExp(t('suite.tabs.readyToSend')) }).click();
  const amazon = main.getByRole('row', { name: /Amazon/ });
  await expect(amazon).toBeVisible();
  await amazon.getByRole('link').click();

  // The package: what arrived, storage and items. The demo seed stores no photos, so the
  // viewer is covered by the component test (package-details.test.tsx) only.
  await expect(main.getByRole('heading', { level: 1, name: /PK\d+/ })).toBeVisible();
  await expect(main).toContainText('1Z999AA10123456784');
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
  await expect(main.getByRole('row', { name: /Amazon/ })).toBeVisible();
  await expect(main.locator('.data-table thead')).toHaveCSS('position', 'absolute');
  await expect(main.locator('.data-table tbody tr').first()).toHaveCSS('display', 'block');
  await expectContentLoaded(page, 'ar-AE');
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page);
});
