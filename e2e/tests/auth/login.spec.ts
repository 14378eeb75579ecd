import type { Page } from '@playwright/test';
import type { Locale } from '@skyparcel/domain/locale';
import { translate } from '@skyparcel/i18n';
import { isSignInCodeMail, type waitForMail } from '../../fixtures/mailbox';
import { expect, test } from '../../fixtures/test';

const CUSTOMER = { email: 'customer@demo.skyparcel.test', password: 'Demo-pass-1!' };

// The README's demo customer signs in with an e-mailed code here and in no other file (others use
// their worker's own customer). Both tests sign her in, and a new code voids the older one: run
// in turn.
test.describe.configure({ mode: 'serial' });

function textsOf(locale: Locale) {
  return (key: string) => translate(locale, key);
}

type Mailbox = { waitForMail: typeof waitForMail };

/** The text of the newest sign-in mail to the customer, or null when none has arrived yet. */
async function latestMailText(mailbox: Mailbox): Promise<string | null> {
  return mailbox
    .waitForMail((mail) => mail.to.includes(CUSTOMER.email) && isSignInCodeMail(mail), 1)
    .then((mail) => mail.text)
    .catch(() => null);
}

/** Password, captcha and submit; returns the e-mailed 6-digit code. */
async function submitPassword(page: Page, mailbox: Mailbox, locale: Locale): Promise<string> {
  const t = textsOf(locale);
  const dialog = page.getByRole('dialog', { name: t('loginModal.title') });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel(t('loginModal.email')).fill(CUSTOMER.email);
  await dialog.getByLabel(t('loginModal.password'), { exact: true }).fill(CUSTOMER.password);

  const submit = dialog.getByRole('button', { name: t('loginModal.submit'), exact: true });
  await expect(submit).toBeDisabled();
  // The widget solves its proof of work once its checkbox is ticked.
  const captcha = dialog.getByRole('checkbox', { name: t('loginModal.captcha.label') });
  await captcha.click();
  await expect(submit).toBeEnabled({ timeout: 20_000 });

  const previousMail = await latestMailText(mailbox);
  await submit.click();
  await expect(dialog.getByLabel(t('loginModal.code'))).toBeVisible();
  const mail = await mailbox.waitForMail(
    (candidate) =>
      candidate.to.includes(CUSTOMER.email) &&
      isSignInCodeMail(candidate) &&
      candidate.text !== previousMail,
  );
  const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
  expect(code).toBeDefined();
  return code ?? '';
}

test('[CUSTOMER] signs in with password, captcha and the e-mailed code', async ({
  page,
  mailbox,
}) => {
  const t = textsOf('en-US');
  await page.goto('/?login');
  await expect(page.getByRole('dialog', { name: t('loginModal.title') })).toBeVisible();
  // Spec section 9: the backdrop fades in over 150 ms, the modal over 300 ms.
  const durations = await page.evaluate(() =>
    ['.dialog-backdrop', '.dialog'].map((selector) => {
      const element = document.querySelector(selector);
      return element ? getComputedStyle(element).animationDuration : '';
    }),
  );
  expect(durations).toEqual(['0.15s', '0.3s']);

  const code = await submitPassword(page, mailbox, 'en-US');
  await page.getByLabel(t('loginModal.code')).fill(code);
  await page.getByRole('button', { name: t('loginModal.verify'), exact: true }).click();
  await expect(page).toHaveURL(/\/my-package-lockers$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const header = page.getByRole('banner');
  const userMenu = header.getByRole('button', { name: 'Layla' });
  await expect(userMenu).toBeVisible();
  await expect(header.getByRole('button', { name: t('auth.logIn') })).toHaveCount(0);
  // Her own suite address: the lockers page answers for the signed-in customer only.
  await expect(
    page.getByRole('heading', { level: 1, name: t('pages.myPackageLockers') }),
  ).toBeVisible();
  await expect(page.getByRole('main')).toContainText('Layla Haddad SP100001');

  await userMenu.click();
  await header.getByRole('button', { name: t('auth.userMenu.logOut') }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(header.getByRole('button', { name: t('auth.logIn') })).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('ssoToken'))).toBeNull();
});

test('[CUSTOMER] is told in Arabic that a wrong code is invalid', async ({ page, mailbox }) => {
  const t = textsOf('ar-AE');
  await page.goto('/?login&lang=ar-AE');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar-AE');

  const code = await submitPassword(page, mailbox, 'ar-AE');
  const wrongCode = code === '000000' ? '111111' : '000000';
  await page.getByLabel(t('loginModal.code')).fill(wrongCode);
  await page.getByRole('button', { name: t('loginModal.verify'), exact: true }).click();
  await expect(page.getByRole('dialog').getByRole('alert')).toHaveText(t('errors.OTP_INVALID'));
  await expect(page).toHaveURL(/[?&]login/);
});
