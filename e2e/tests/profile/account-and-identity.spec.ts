import type { Page } from '@playwright/test';
import { createCustomerApi, PASSPORT_SCAN } from '../../fixtures/accounts';
import { openSignedIn } from '../../fixtures/suite';
import { expect, test } from '../../fixtures/test';
import {
  expectContentLoaded,
  expectDocumentLocale,
  expectNoHorizontalScroll,
  type TranslateFn,
  textsOf,
} from '../support/page-checks';

const t = textsOf('en-US');
const ar = textsOf('ar-AE');

function accountInfo(page: Page, texts: TranslateFn) {
  return page.getByRole('main').getByRole('region', { name: texts('account.info.title') });
}

function identity(page: Page, texts: TranslateFn) {
  return page.getByRole('main').getByRole('region', { name: texts('account.identity.title') });
}

test('[CUSTOMER] edits account info, confirms a new e-mail by its link, uploads a passport scan and sees the clerk verify it', async ({
  page,
  request,
  admin,
  staff,
  mailbox,
  expectNoAxeViolations,
}) => {
  test.slow();
  const customer = await createCustomerApi(request, admin, 'Lina', { identity: 'missing' });
  const newEmail = `lina.${Date.now()}@example.com`;
  const info = accountInfo(page, t);

  await test.step('account info: mismatched e-mails, then saved with the new e-mail waiting', async () => {
    await openSignedIn(page, customer.token, '/profile');
    await expect(info).toBeVisible();
    await expectContentLoaded(page, 'en-US');
    await expect(info.getByText(t('account.info.requiredNote'))).toBeVisible();
    await info.getByLabel(t('account.info.middleName'), { exact: true }).fill('Maria');
    await info
      .getByRole('combobox', { name: t('account.info.day'), exact: true })
      .selectOption('12');
    await info
      .getByRole('combobox', { name: t('account.info.month'), exact: true })
      .selectOption('4');
    await info
      .getByRole('combobox', { name: t('account.info.year'), exact: true })
      .selectOption('1990');
    await info.getByLabel(t('account.info.registeredCountry')).selectOption('KW');
    await info.getByRole('textbox', { name: t('account.info.email'), exact: true }).fill(newEmail);
    await info.getByLabel(t('account.info.confirmEmail')).fill(`other.${newEmail}`);
    await info.getByRole('button', { name: t('account.info.save') }).click();
    await expect(info.getByText(t('validation.emailsDoNotMatch'))).toBeVisible();
    await expect(info.getByRole('alert')).toHaveText(t('errors.ACCOUNT_INFO_INVALID'));

    await info.getByLabel(t('account.info.confirmEmail')).fill(newEmail);
    await info.getByRole('button', { name: t('account.info.save') }).click();
    await expect(info.getByRole('status').last()).toHaveText(
      t('account.info.emailChangeSent', { email: newEmail }),
    );
    await expect(info.getByText(t('account.info.pendingEmail', { email: newEmail }))).toBeVisible();
    await expectNoAxeViolations(page);
  });

  await test.step('the link sent to the new address makes it the account’s e-mail', async () => {
    const mail = await mailbox.waitForMail(
      (candidate) =>
        candidate.to.includes(newEmail) && candidate.subject === t('mail.emailChange.subject'),
    );
    await mailbox.waitForMail(
      (candidate) =>
        candidate.to.includes(customer.email) &&
        candidate.subject === t('mail.emailChangeNotice.subject'),
    );
    const link = new URL(/https?:\/\/\S+emailChangeToken=\S+/.exec(mail.text)?.[0] ?? '');
    await page.goto(`${link.pathname}${link.search}`);
    await expect(info.getByText(t('account.info.emailChanged', { email: newEmail }))).toBeVisible();
    await expect(page).not.toHaveURL(/emailChangeToken/);
    await expect(
      info.getByRole('textbox', { name: t('account.info.email'), exact: true }),
    ).toHaveValue(newEmail);
  });

  const section = identity(page, t);
  await test.step('a passport and its scan wait for the clerk', async () => {
    await expect(
      section.getByText(t('account.identity.status.missing'), { exact: true }),
    ).toBeVisible();
    await section
      .getByRole('combobox', { name: t('account.identity.documentType'), exact: true })
      .selectOption('passport');
    await section
      .getByRole('combobox', { name: t('account.identity.issuingCountry'), exact: true })
      .selectOption('NO');
    await section
      .getByRole('textbox', { name: t('account.identity.number'), exact: true })
      .fill('12');
    await section.getByRole('button', { name: t('account.identity.save') }).click();
    await expect(section.getByText(t('validation.idNumber.passport'))).toBeVisible();
    await section
      .getByRole('textbox', { name: t('account.identity.number'), exact: true })
      .fill('ab 123456');
    await section.getByRole('button', { name: t('account.identity.save') }).click();
    await expect(section.getByText(t('messages.identificationSaved'))).toBeVisible();
    await section.getByLabel(t('account.documents.file')).setInputFiles({
      name: 'passport.pdf',
      mimeType: 'application/pdf',
      buffer: PASSPORT_SCAN,
    });
    await section.getByRole('button', { name: t('account.documents.upload') }).click();
    await expect(section.getByText(t('messages.documentUploaded'))).toBeVisible();
    await expect(
      section.getByRole('list', { name: t('account.documents.listLabel') }),
    ).toContainText('passport.pdf');
    await expect(
      section.getByText(t('account.identity.status.pending'), { exact: true }),
    ).toBeVisible();
  });

  await test.step('the clerk opens it, sees the scan and marks it verified', async () => {
    await openSignedIn(page, staff.token, '/staff/identities');
    const main = page.getByRole('main');
    const name = `${customer.firstName} Maria ${customer.lastName}`;
    await main.getByRole('link', { name: t('account.review.openNamed', { name }) }).click();
    await expect(
      main.getByRole('heading', { name: t('account.review.details', { name }) }),
    ).toBeVisible();
    await expect(main.getByRole('list', { name: t('account.review.documents') })).toContainText(
      'passport.pdf',
    );
    await expect(main.getByText('AB123456')).toBeVisible();
    await main
      .getByRole('combobox', { name: t('account.review.decision'), exact: true })
      .selectOption('verified');
    await main.getByRole('button', { name: t('account.review.submit') }).click();
    await expect(main.getByText(t('account.review.verified'))).toBeVisible();
    await expectNoAxeViolations(page);
  });

  await test.step('the customer sees it verified, told in the header and by e-mail', async () => {
    await mailbox.waitForMail(
      (candidate) =>
        candidate.to.includes(newEmail) && candidate.subject === t('mail.identityVerified.subject'),
    );
    await openSignedIn(page, customer.token, '/profile');
    await expect(
      section.getByText(t('account.identity.status.verified'), { exact: true }),
    ).toBeVisible();
    await page
      .getByRole('banner')
      .getByRole('button', { name: t('header.notifications.unread', { count: '1' }) })
      .click();
    await expect(page.getByRole('region', { name: t('header.notifications.title') })).toContainText(
      t('notifications.identityVerified'),
    );
  });

  await test.step('on a phone, in Arabic, right to left', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/profile?lang=ar-AE');
    await expectDocumentLocale(page, 'ar-AE');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(accountInfo(page, ar)).toBeVisible();
    await expectContentLoaded(page, 'ar-AE');
    await expect(
      identity(page, ar).getByText(ar('account.identity.status.verified'), { exact: true }),
    ).toBeVisible();
    await expect(
      accountInfo(page, ar).getByRole('textbox', { name: ar('account.info.email'), exact: true }),
    ).toHaveValue(newEmail);
    await expectNoHorizontalScroll(page);
  });
});
