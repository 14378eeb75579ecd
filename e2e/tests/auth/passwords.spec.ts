import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { translate } from '@skyparcel/i18n';
import {
  confirmEmailApi,
  NEW_ACCOUNT_PASSWORD,
  registerAccountApi,
  signedInCustomerApi,
} from '../../fixtures/accounts';
import type { ReceivedMail } from '../../fixtures/mailbox';
import { approveUserByEmail, type SignedIn } from '../../fixtures/operator';
import { signInWithEmailedCode } from '../../fixtures/sign-in';
import { expect, test } from '../../fixtures/test';
import { textsOf } from '../support/page-checks';

const t = textsOf('en-US');
const MIGRATED_EMAIL = 'migrated@demo.skyparcel.test';
const SET_PASSWORD_SUBJECT = translate('en-US', 'mail.setPassword.subject');

type Mailbox = { waitForMail: (match: (mail: ReceivedMail) => boolean) => Promise<ReceivedMail> };

/** An approved customer of this test alone, so changing its password disturbs nobody. */
async function approvedCustomer(request: APIRequestContext, admin: SignedIn) {
  const account = await registerAccountApi(request, 'Reset');
  await confirmEmailApi(request, account.email);
  await approveUserByEmail(request, admin, account.email);
  return account;
}

async function setPasswordLink(mailbox: Mailbox, email: string): Promise<string> {
  const mail = await mailbox.waitForMail(
    (candidate) => candidate.to.includes(email) && candidate.subject === SET_PASSWORD_SUBJECT,
  );
  const link = /https?:\/\/\S+[?&]resetToken=\S+/.exec(mail.text)?.[0];
  expect(link).toBeDefined();
  return link ?? '';
}

/** Password, captcha, submit in the open Login modal; for answers that come before the code. */
async function submitLogin(page: Page, email: string, password: string) {
  const dialog = page.getByRole('dialog', { name: t('loginModal.title') });
  await dialog.getByLabel(t('loginModal.email')).fill(email);
  await dialog.getByLabel(t('loginModal.password'), { exact: true }).fill(password);
  await dialog.getByRole('checkbox', { name: t('loginModal.captcha.label') }).click();
  const submit = dialog.getByRole('button', { name: t('loginModal.submit'), exact: true });
  await expect(submit).toBeEnabled({ timeout: 60_000 });
  await submit.click();
  return dialog;
}

/** A person ticks the captcha, as at login (ADR 021), and sends the forgot-password request. */
async function sendResetLink(forgot: Locator) {
  const submit = forgot.getByRole('button', { name: t('loginModal.forgotPassword.submit') });
  await expect(submit).toBeDisabled();
  await forgot.getByRole('checkbox', { name: t('loginModal.captcha.label') }).click();
  // The browser's proof of work can take a while on a busy machine.
  await expect(submit).toBeEnabled({ timeout: 60_000 });
  await submit.click();
}

async function fillNewPassword(page: Page, password: string) {
  const dialog = page.getByRole('dialog', { name: t('loginModal.chooseNewPassword.title') });
  await dialog.getByLabel(new RegExp(`^${t('registerModal.newPassword')}`)).fill(password);
  await dialog.getByLabel(t('registerModal.confirmPassword')).fill(password);
  await dialog.getByRole('button', { name: t('loginModal.chooseNewPassword.submit') }).click();
  return dialog;
}

test('[CUSTOMER] forgets the password, cannot reuse it, chooses a new one and signs in', async ({
  page,
  request,
  admin,
  mailbox,
  expectNoAxeViolations,
}) => {
  test.setTimeout(120_000);
  const account = await approvedCustomer(request, admin);
  await page.goto('/?login&lang=en-US');
  const login = page.getByRole('dialog', { name: t('loginModal.title') });
  await login.getByLabel(t('loginModal.email')).fill(account.email);
  await login.getByRole('button', { name: t('loginModal.forgotPassword.link') }).click();

  const forgot = page.getByRole('dialog', { name: t('loginModal.forgotPassword.title') });
  await expect(forgot.getByLabel(t('loginModal.email'))).toHaveValue(account.email);
  await expectNoAxeViolations(page);
  await sendResetLink(forgot);
  await expect(forgot).toContainText(t('messages.resetSent'));

  await page.goto(await setPasswordLink(mailbox, account.email));
  const choose = page.getByRole('dialog', { name: t('loginModal.chooseNewPassword.title') });
  await expect(choose).toBeVisible();
  // The token went to localStorage `resetToken` and left the address (spec sections 2 and 3).
  await expect(page).not.toHaveURL(/resetToken/);
  expect(await page.evaluate(() => window.localStorage.getItem('resetToken'))).toBeTruthy();
  await expectNoAxeViolations(page);

  await fillNewPassword(page, NEW_ACCOUNT_PASSWORD);
  await expect(choose.getByRole('alert')).toHaveText(t('errors.PASSWORD_USED_BEFORE'));

  const newPassword = 'Sandnes-Harbour-7#';
  await fillNewPassword(page, newPassword);
  const changed = page.getByRole('dialog', { name: t('loginModal.title') });
  await expect(changed).toContainText(t('messages.passwordChanged'));
  expect(await page.evaluate(() => window.localStorage.getItem('resetToken'))).toBeNull();

  await signInWithEmailedCode(page, account.email, { password: newPassword });
  await expect(page).toHaveURL(/\/my-package-lockers/);
});

test('[CUSTOMER] a migrated account is told to set a new password and is sent a link', async ({
  page,
  mailbox,
}) => {
  test.setTimeout(90_000);
  await page.goto('/?login&lang=en-US');
  await submitLogin(page, MIGRATED_EMAIL, 'Old-portal-pass-1!');
  const forgot = page.getByRole('dialog', { name: t('loginModal.forgotPassword.title') });
  await expect(forgot).toContainText(t('loginModal.migratedUser.title'));
  await expect(forgot).toContainText(t('loginModal.migratedUser.prompt'));
  await expect(forgot.getByLabel(t('loginModal.email'))).toHaveValue(MIGRATED_EMAIL);
  await sendResetLink(forgot);
  await expect(forgot).toContainText(
    translate('en-US', 'loginModal.migratedUser.text', { email: MIGRATED_EMAIL }),
  );

  // The link opens the ChooseNewPassword modal; setting it is the forgot-password test's part,
  // so the demo account stays migrated for the next run.
  await page.goto(await setPasswordLink(mailbox, MIGRATED_EMAIL));
  await expect(
    page.getByRole('dialog', { name: t('loginModal.chooseNewPassword.title') }),
  ).toBeVisible();
});

test('[CUSTOMER] changes the password from the user menu', async ({
  page,
  request,
  admin,
  expectNoAxeViolations,
}) => {
  test.setTimeout(120_000);
  const token = await signedInCustomerApi(request, admin);
  await page.addInitScript((value) => {
    window.localStorage.setItem('ssoToken', value);
  }, token);

  // Signed in, `?login` opens nothing and leaves the address.
  await page.goto('/?login&lang=en-US');
  await expect(page).toHaveURL(/\/\?lang=en-US$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);

  const header = page.getByRole('banner');
  await header.getByRole('button', { name: 'Customer' }).click();
  await header.getByRole('button', { name: t('auth.userMenu.changePassword') }).click();
  const dialog = page.getByRole('dialog', { name: t('loginModal.changePassword.title') });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);

  const current = dialog.getByLabel(t('loginModal.changePassword.currentPassword'));
  const newPassword = 'Tromso-Cargo-9$';
  await current.fill('Wrong-pass-1!');
  await dialog.getByLabel(new RegExp(`^${t('registerModal.newPassword')}`)).fill(newPassword);
  await dialog.getByLabel(t('registerModal.confirmPassword')).fill(newPassword);
  const submit = dialog.getByRole('button', { name: t('loginModal.changePassword.submit') });
  await submit.click();
  await expect(dialog).toContainText(t('errors.CURRENT_PASSWORD_INCORRECT'));

  await current.fill(NEW_ACCOUNT_PASSWORD);
  await submit.click();
  await expect(dialog).toContainText(t('messages.passwordChanged'));
  // This session stays; only the others end.
  await dialog
    .getByRole('button', { name: t('loginModal.close') })
    .last()
    .click();
  await expect(header.getByRole('button', { name: 'Customer' })).toBeVisible();
});
