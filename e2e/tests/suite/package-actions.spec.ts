import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { customerWithReceivedPackage, openSignedIn, TINY_PDF } from '../../fixtures/suite';
import { expect, test } from '../../fixtures/test';
import { expectContentLoaded, expectNoHorizontalScroll, textsOf } from '../support/page-checks';

const t = textsOf('en-US');

// A fresh customer each (registered, confirmed, approved by the worker's admin, signed in) and
// the worker's own clerk (fixtures/worker-accounts.ts).

const packageHref = (warehouseId: string, packageId: string) =>
  `/my-suite/${warehouseId}/packages/${packageId}`;

/** The staff list, searched by suite and state in the console's own form; opens the package. */
async function openFromStaffList(
  page: Page,
  {
    suiteNumber,
    status,
    packageNumber,
  }: { suiteNumber: string; status: string; packageNumber: string },
) {
  const main = page.getByRole('main');
  await main.getByLabel(t('operator.packages.suite')).fill(suiteNumber);
  await main
    .getByLabel(t('operator.packages.status'))
    .selectOption({ label: t(`operator.packageStatus.${status}`) });
  await main.getByRole('button', { name: t('operator.packages.search'), exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`status=${status}`));
  await expect(main.getByText(t('operator.packages.resultCount', { total: '1' }))).toBeVisible();
  await main.getByRole('link', { name: packageNumber }).click();
  await expect(
    main.getByRole('heading', { level: 1, name: t('operator.package.title', { packageNumber }) }),
  ).toBeVisible();
}

/** My Suite at the US warehouse, on one tab: the package's row with its state. */
async function expectInSuiteTab(
  page: Page,
  pkg: { warehouseId: string; retailer: string },
  tab: 'returned' | 'discarded',
  status: string,
) {
  const main = page.getByRole('main');
  await expect(main.getByRole('tab', { name: new RegExp(t(`suite.tabs.${tab}`)) })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const row = main.getByRole('row', { name: new RegExp(pkg.retailer) });
  await expect(row).toBeVisible();
  await expect(row.locator('.badge')).toHaveText(t(`suite.status.${status}`));
}

test('[CUSTOMER] abandons a package; the clerk discards it; the customer finds it discarded', async ({
  page,
  request,
  admin,
  staff,
  expectNoAxeViolations,
}) => {
  // Two people in one tab, by turns: the customer's package page, the clerk's list and package
  // page, then the customer's suite again, each scanned by axe.
  test.slow();
  const pkg = await customerWithReceivedPackage(request, { admin, staff });
  const main = page.getByRole('main');

  await openSignedIn(page, pkg.customerToken, packageHref(pkg.warehouseId, pkg.packageId));
  await expect(
    main.getByRole('heading', {
      level: 1,
      name: t('suite.details.title', { number: pkg.packageNumber }),
    }),
  ).toBeVisible();
  await main.getByRole('button', { name: t('suite.actions.abandon') }).click();
  const confirm = page.getByRole('dialog', {
    name: t('suite.actions.abandonTitle', { number: pkg.packageNumber }),
  });
  await confirm.getByRole('button', { name: t('suite.actions.abandonConfirm') }).click();
  await expect(main.getByText(t('messages.abandonSubmitted'))).toBeVisible();
  await expect(main.locator('.details-page__header .badge')).toHaveText(
    t('suite.status.discard_requested'),
  );

  // The clerk finds the abandoned packages of the suite and discards this one.
  await openSignedIn(page, pkg.staffToken, '/staff/packages');
  await openFromStaffList(page, {
    suiteNumber: pkg.suiteNumber,
    status: 'discard_requested',
    packageNumber: pkg.packageNumber,
  });
  const abandoned = main.getByRole('region', { name: t('operator.package.abandonTitle') });
  await expect(abandoned).toContainText(t('operator.package.abandonBody'));
  await expectContentLoaded(page, 'en-US');
  await expectNoAxeViolations(page);
  await abandoned.getByRole('button', { name: t('operator.package.discard') }).click();
  await page
    .getByRole('dialog', {
      name: t('operator.package.discardTitle', { packageNumber: pkg.packageNumber }),
    })
    .getByRole('button', { name: t('operator.package.discardConfirm') })
    .click();
  await expect(
    abandoned.getByText(
      t('operator.package.moved', { status: t('operator.packageStatus.discarded') }),
    ),
  ).toBeVisible();

  // The customer's history: under Discarded, with its state.
  await openSignedIn(
    page,
    pkg.customerToken,
    `/my-suite?warehouse=${pkg.warehouseId}&tab=discarded`,
  );
  await expectInSuiteTab(page, pkg, 'discarded', 'discarded');
  await main
    .getByRole('link', { name: t('suite.list.open', { number: pkg.packageNumber }) })
    .click();
  await expect(main.locator('.details-page__header .badge')).toHaveText(
    t('suite.status.discarded'),
  );
  await expect(main.getByRole('button', { name: t('suite.actions.abandon') })).toHaveCount(0);
});

test('[CUSTOMER] returns a package with their own label; the clerk reads the comment, prints the label and returns it', async ({
  page,
  request,
  admin,
  staff,
  expectNoAxeViolations,
}) => {
  // Two people in one tab, by turns: the return form with a label upload, then the clerk's list,
  // package page and printed label, then the customer's suite again.
  test.slow();
  const pkg = await customerWithReceivedPackage(request, { admin, staff });
  const main = page.getByRole('main');
  const comment = 'Wrong size. The shop e-mailed its own return label.';

  await openSignedIn(page, pkg.customerToken, packageHref(pkg.warehouseId, pkg.packageId));
  await main.getByRole('button', { name: t('suite.actions.return') }).click();
  const dialog = page.getByRole('dialog', {
    name: t('suite.actions.returnTitle', { number: pkg.packageNumber }),
  });
  await dialog.getByRole('radio', { name: t('suite.actions.ownLabel') }).check();
  const submit = dialog.getByRole('button', { name: t('suite.actions.returnSubmit') });

  // Without a comment, then without a label: the spec's texts.
  await submit.click();
  await expect(dialog.getByText(t('validation.commentRequired'))).toBeVisible();
  await dialog.getByRole('textbox', { name: t('suite.actions.returnComment') }).fill(comment);
  await submit.click();
  await expect(dialog.getByText(t('validation.commentRequired'))).toHaveCount(0);
  await expect(dialog.getByText(t('validation.uploadLabel'))).toBeVisible();
  await expectNoAxeViolations(page);

  await dialog
    .getByLabel(t('suite.actions.labelFile'))
    .setInputFiles({ name: 'shop-label.pdf', mimeType: 'application/pdf', buffer: TINY_PDF });
  await submit.click();
  await expect(main.getByText(t('messages.returnSubmitted'))).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(main.locator('.details-page__header .badge')).toHaveText(
    t('suite.status.return_requested'),
  );
  await expect(main.getByText(comment)).toBeVisible();

  // The clerk: the requested returns of the suite, the comment, the label to print.
  await openSignedIn(page, pkg.staffToken, '/staff/packages');
  await openFromStaffList(page, {
    suiteNumber: pkg.suiteNumber,
    status: 'return_requested',
    packageNumber: pkg.packageNumber,
  });
  const request_ = main.getByRole('region', { name: t('operator.package.returnTitle') });
  await expect(request_).toContainText(comment);
  const downloading = page.waitForEvent('download');
  await request_
    .getByRole('button', {
      name: t('operator.package.downloadLabel', { fileName: 'shop-label.pdf' }),
    })
    .click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('shop-label.pdf');
  expect(await readFile(await download.path())).toEqual(TINY_PDF);
  await expectContentLoaded(page, 'en-US');
  await expectNoAxeViolations(page);
  await expectNoHorizontalScroll(page);

  await request_.getByRole('button', { name: t('operator.package.markReturned') }).click();
  await expect(
    request_.getByText(
      t('operator.package.moved', { status: t('operator.packageStatus.returned') }),
    ),
  ).toBeVisible();

  // The customer's history: under Returned, with its state.
  await openSignedIn(
    page,
    pkg.customerToken,
    `/my-suite?warehouse=${pkg.warehouseId}&tab=returned`,
  );
  await expectInSuiteTab(page, pkg, 'returned', 'returned');
});

test('[CUSTOMER] corrects the item details the team asked for; the package is back in review @phone', async ({
  page,
  request,
  admin,
  staff,
  expectNoAxeViolations,
}) => {
  // A form sent twice (the shared schema's errors, then the fix), an axe scan, and the package
  // moving back to review.
  test.slow();
  const pkg = await customerWithReceivedPackage(request, { admin, staff });
  const flagged = await request.put(`/api/staff/packages/${pkg.packageId}/status`, {
    headers: { authorization: `Bearer ${pkg.staffToken}` },
    data: { status: 'action_required', reason: 'item_details' },
  });
  expect(flagged.status(), await flagged.text()).toBe(200);
  const main = page.getByRole('main');

  await openSignedIn(page, pkg.customerToken, packageHref(pkg.warehouseId, pkg.packageId));
  await expect(main.locator('.details-page__header .badge')).toHaveText(
    t('suite.status.action_required'),
  );
  const form = main.getByRole('form', { name: t('suite.items.formTitle') });
  await expect(form).toBeVisible();
  await expectContentLoaded(page, 'en-US');
  await expectNoAxeViolations(page);
  await expectNoHorizontalScroll(page);

  const first = form.getByRole('group', { name: t('suite.items.legend', { number: '1' }) });
  await expect(first.getByLabel(t('suite.items.description'))).toHaveValue('Running shoes');
  await first.getByLabel(t('suite.items.description')).fill('Trail running shoes');
  await first.getByLabel(t('suite.items.hsCode')).fill('64');
  await form.getByRole('button', { name: t('suite.items.add') }).click();
  const second = form.getByRole('group', { name: t('suite.items.legend', { number: '2' }) });
  await second.getByLabel(t('suite.items.description')).fill('Insoles');
  await second.getByLabel(t('suite.items.quantity')).fill('2');
  await form.getByRole('button', { name: t('suite.items.save') }).click();
  // The shared schema's texts, next to each field.
  await expect(first.getByText(t('validation.hsCode'))).toBeVisible();
  await expect(second.getByText(t('validation.positiveNumber'))).toBeVisible();

  await first.getByLabel(t('suite.items.hsCode')).fill('6404.11');
  await second.getByLabel(t('suite.items.valuePerUnit')).fill('12.50');
  await form.getByRole('button', { name: t('suite.items.save') }).click();
  await expect(main.getByText(t('messages.itemDetailsSaved'))).toBeVisible();
  await expect(main.locator('.details-page__header .badge')).toHaveText(
    t('suite.status.in_review'),
  );
  const items = main.getByRole('table', { name: t('suite.details.lineItems') });
  await expect(items.getByRole('row', { name: /Trail running shoes/ })).toContainText('640411');
  await expect(items.getByRole('row', { name: /Insoles/ })).toContainText('$25.00');

  // Staff see it back in review.
  const staffView = await request.get(`/api/staff/packages/${pkg.packageId}`, {
    headers: { authorization: `Bearer ${pkg.staffToken}` },
  });
  expect(await staffView.json()).toMatchObject({ status: 'in_review', quantity: 3 });
});

test('[CUSTOMER] chooses an additional service with the comment it needs, sees its charge in the warehouse currency, and the clerk reads the comment @phone', async ({
  page,
  request,
  admin,
  staff,
  expectNoAxeViolations,
}) => {
  const pkg = await customerWithReceivedPackage(request, { admin, staff });
  const main = page.getByRole('main');

  await openSignedIn(page, pkg.customerToken, packageHref(pkg.warehouseId, pkg.packageId));
  const services = main.getByRole('region', { name: t('suite.services.title') });
  const photos = services.getByRole('checkbox', { name: /Extra photos/ });
  await expect(photos).not.toBeChecked();
  await expect(services.locator('.package-services__charge')).toContainText('$0.00');
  await photos.check();
  await expect(services.locator('.package-services__charge')).toContainText('$5.00');
  await expect(services).toContainText(t('suite.services.chargeNote'));
  await expectContentLoaded(page, 'en-US');
  await expectNoAxeViolations(page);
  await expectNoHorizontalScroll(page);
  // Spec section 5: a service request needs a comment ('Please add a comment.').
  const save = services.getByRole('button', { name: t('suite.services.save') });
  await save.click();
  const comment = services.getByRole('textbox', { name: t('suite.services.comment') });
  await expect(services.getByText(t('validation.commentRequired'))).toBeVisible();
  await expect(comment).toHaveAttribute('aria-invalid', 'true');
  await comment.fill('Please photograph the serial number on the box.');
  await save.click();
  await expect(services.getByText(t('messages.servicesSaved'))).toBeVisible();
  await expect(services.getByText(t('validation.commentRequired'))).toBeHidden();

  // Kept: after a reload the service is still chosen, with its charge and the comment.
  await page.reload();
  await expect(services.getByRole('checkbox', { name: /Extra photos/ })).toBeChecked();
  await expect(services.locator('.package-services__charge')).toContainText('$5.00');
  await expect(comment).toHaveValue('Please photograph the serial number on the box.');

  // The clerk who performs it reads the customer's comment on the package's staff page.
  await openSignedIn(page, pkg.staffToken, `/staff/packages/${pkg.packageId}`);
  const asked = main.getByRole('region', { name: t('operator.package.servicesTitle') });
  await expect(asked).toContainText(/Extra photos/);
  await expect(asked.getByRole('definition')).toHaveText(
    'Please photograph the serial number on the box.',
  );
  await expectNoHorizontalScroll(page);
});
