import { randomUUID } from 'node:crypto';
import { openSignedInAs } from '../../fixtures/operator';
import { fillReceiptForm, TINY_PNG } from '../../fixtures/suite';
import { expect, test } from '../../fixtures/test';
import { expectNoHorizontalScroll, textsOf } from '../support/page-checks';

const t = textsOf('en-US');

test('[STAFF] receives a package with a photo, finds it, asks the customer for documents @phone', async ({
  page,
  staff,
  customer,
  mailbox,
  expectNoAxeViolations,
}) => {
  // A long flow by nature: receiving with a photo, the list, the package page and a move,
  // four axe scans, then the customer's mail.
  test.slow();
  const retailer = `E2E Shop ${randomUUID().slice(0, 8)}`;
  await openSignedInAs(page, staff, '/staff');
  const main = page.getByRole('main');
  const form = main.getByRole('form', { name: t('operator.receiving.title') });
  await expect(form).toBeVisible();
  await expect(
    form.getByRole('combobox', { name: t('operator.receiving.warehouse'), exact: true }),
  ).not.toHaveValue('');

  await fillReceiptForm(form, {
    suiteNumber: customer.suiteNumber,
    retailer,
    trackingNumber: `1Z-E2E-${randomUUID().slice(0, 8)}`,
  });
  await form.getByRole('button', { name: t('operator.receiving.addLineItem') }).click();
  await form.getByLabel(t('operator.receiving.description')).fill('Running shoes');
  await form.getByLabel(t('operator.receiving.valuePerUnit')).fill('80');
  await form
    .getByLabel(t('operator.receiving.photos'))
    .setInputFiles({ name: 'box.png', mimeType: 'image/png', buffer: TINY_PNG });
  await expectNoAxeViolations(page);
  await expectNoHorizontalScroll(page);
  await form.getByRole('button', { name: t('operator.receiving.submit') }).click();

  const received = main.getByRole('heading', { name: /^Package PK\d+ received$/ });
  await expect(received).toBeVisible();
  const packageNumber = (await received.textContent())?.match(/PK\d+/)?.[0] ?? '';
  await expect(main.getByRole('alert')).toHaveCount(0); // the photo upload went through
  await expectNoAxeViolations(page);

  // The list finds it by retailer; the package page shows the photo and moves it.
  await page.goto('/staff/packages');
  await main.getByLabel(t('operator.packages.retailer')).fill(retailer);
  await main.getByRole('button', { name: t('operator.packages.search'), exact: true }).click();
  await expect(page).toHaveURL(/retailer=/);
  await expect(main.getByText(t('operator.packages.resultCount', { total: '1' }))).toBeVisible();
  await expectNoAxeViolations(page);
  await expectNoHorizontalScroll(page);
  await main.getByRole('link', { name: packageNumber }).click();

  await expect(
    main.getByRole('heading', { level: 1, name: t('operator.package.title', { packageNumber }) }),
  ).toBeVisible();
  await expect(main.getByText(t('operator.package.photos', { count: '1' }))).toBeVisible();
  await main
    .getByLabel(t('operator.package.newStatus'))
    .selectOption({ label: t('operator.packageStatus.action_required') });
  await main
    .getByLabel(t('operator.package.reason'))
    .selectOption({ label: t('operator.package.reasons.documents') });
  await main.getByRole('button', { name: t('operator.package.move') }).click();
  await expect(
    main.getByText(
      t('operator.package.moved', { status: t('operator.packageStatus.action_required') }),
    ),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await expectNoHorizontalScroll(page);

  const mail = await mailbox.waitForMail(
    (candidate) =>
      candidate.to.includes(customer.email) &&
      candidate.subject === t('mail.packageActionRequired.subject', { number: packageNumber }),
  );
  expect(mail.text).toContain(retailer);
});

test('[STAFF] is asked before receiving the same retailer tracking number twice at a warehouse', async ({
  page,
  staff,
  customer,
  expectNoAxeViolations,
}) => {
  const receipt = {
    suiteNumber: customer.suiteNumber,
    retailer: `E2E Twice ${randomUUID().slice(0, 8)}`,
    trackingNumber: `1Z-TWICE-${randomUUID().slice(0, 8)}`,
  };
  await openSignedInAs(page, staff, '/staff');
  const main = page.getByRole('main');
  const form = main.getByRole('form', { name: t('operator.receiving.title') });
  await fillReceiptForm(form, receipt);
  await form.getByRole('button', { name: t('operator.receiving.submit') }).click();
  const first = main.getByRole('heading', { name: /^Package PK\d+ received$/ });
  await expect(first).toBeVisible();
  const firstNumber = (await first.textContent())?.match(/PK\d+/)?.[0] ?? '';

  // The same box scanned again: a warning naming the first package, nothing recorded yet.
  await main.getByRole('button', { name: t('operator.receiving.receiveAnother') }).click();
  await fillReceiptForm(form, receipt);
  await form.getByRole('button', { name: t('operator.receiving.submit') }).click();
  const warning = form.getByRole('alert');
  await expect(warning).toContainText(
    t('errors.DUPLICATE_TRACKING_NUMBER', { packageNumber: firstNumber }),
  );
  await expect(warning).toContainText(t('operator.receiving.duplicateQuestion'));
  await expectNoAxeViolations(page);

  // Cancel keeps the form as it was; asking again and confirming receives a second package.
  await warning.getByRole('button', { name: t('operator.receiving.cancelDuplicate') }).click();
  await expect(form.getByRole('alert')).toHaveCount(0);
  await expect(form.getByLabel(t('operator.receiving.retailerTrackingNumber'))).toHaveValue(
    receipt.trackingNumber,
  );
  await form.getByRole('button', { name: t('operator.receiving.submit') }).click();
  await form
    .getByRole('alert')
    .getByRole('button', { name: t('operator.receiving.receiveAnyway') })
    .click();
  const second = main.getByRole('heading', { name: /^Package PK\d+ received$/ });
  await expect(second).toBeVisible();
  await expect(second).not.toHaveText(
    t('operator.receiving.received', { packageNumber: firstNumber }),
  );
});
