import { DEMO_TOTP_SECRET } from '@skyparcel/db/seed';
import { generate } from 'otplib';
import {
  DEMO_ADMIN,
  DEMO_STAFF,
  STAFF_EMAIL,
  signInWithAuthenticator,
} from '../../fixtures/operator';
import { expect, test } from '../../fixtures/test';
import { expectContentLoaded, expectDocumentLocale, textsOf } from '../support/page-checks';

// The README's demo operators sign in here and nowhere else (other tests use their worker's own,
// fixtures/worker-accounts.ts). The tests run in order in one worker: a new password step voids
// the account's pending one.
test.describe.configure({ mode: 'default' });

test('[STAFF] signs in with the password and the authenticator code, and lands on the staff console', async ({
  page,
  mailbox,
  expectNoAxeViolations,
}) => {
  // A sign-in through the modal (captcha, password, authenticator), then the console and the
  // 403 page, each scanned by axe.
  test.slow();
  const t = textsOf('en-US');
  await page.goto('/?login');
  await signInWithAuthenticator(page, DEMO_STAFF);

  await expect(page).toHaveURL(/\/staff$/);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: t('pages.staff') })).toBeVisible();
  await expect(main).toContainText(t('operator.staff.welcome', { name: 'Claire' }));
  await expect(main.getByRole('link', { name: t('operator.staff.manageUsers') })).toHaveCount(0);
  await expectContentLoaded(page, 'en-US');
  await expectNoAxeViolations(page);

  // The second factor is the app: no sign-in code was e-mailed to staff.
  await expect(
    mailbox.waitForMail(
      (mail) => mail.to.includes(STAFF_EMAIL) && mail.subject === t('mail.signInCode.subject'),
      500,
    ),
  ).rejects.toThrow();

  const header = page.getByRole('banner');
  await header.getByRole('button', { name: 'Claire' }).click();
  await expect(header.getByRole('link', { name: t('auth.userMenu.staffConsole') })).toBeVisible();
  await expect(header.getByRole('link', { name: t('auth.userMenu.userManagement') })).toHaveCount(
    0,
  );

  // Staff may not open user management: the 403 page, not the console.
  await page.goto('/admin/users');
  await expect(
    main.getByRole('heading', { level: 1, name: t('auth.accessDenied.title') }),
  ).toBeVisible();
  await expect(main.getByRole('table')).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('[ADMIN] signs in in Arabic with the authenticator code and lands on user management', async ({
  page,
  expectNoAxeViolations,
}) => {
  // A sign-in through the modal (captcha, password, authenticator), then the user list, the
  // largest page of the console, scanned by axe.
  test.slow();
  const t = textsOf('ar-AE');
  await page.goto('/?login&lang=ar-AE');
  await expectDocumentLocale(page, 'ar-AE');
  await signInWithAuthenticator(page, DEMO_ADMIN, { locale: 'ar-AE' });

  await expect(page).toHaveURL(/\/admin\/users\?lang=ar-AE$/);
  // A sign-in applies the account's saved language (decision 061; the demo admin's is English)
  // once the account has loaded (the header names the admin). The console is then opened in
  // Arabic by its address.
  await expect(page.getByRole('banner').getByRole('button', { name: 'Nadia' })).toBeVisible();
  await page.goto('/admin/users?lang=ar-AE');
  await expectDocumentLocale(page, 'ar-AE');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: t('pages.adminUsers') })).toBeVisible();
  await expect(main.getByRole('table')).toBeVisible();
  await expectContentLoaded(page, 'ar-AE');
  await expectNoAxeViolations(page);
});

test('[VISITOR] is asked to log in on the user management page', async ({ page }) => {
  const t = textsOf('en-US');
  await page.goto('/admin/users');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: t('auth.signInRequired.title') })).toBeVisible();
  await main.getByRole('button', { name: t('auth.logIn') }).click();
  await expect(page.getByRole('dialog', { name: t('loginModal.title') })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/users\?login$/);
});

test('[VISITOR] a wrong authenticator code is refused with the catalogue text', async ({
  page,
}) => {
  const t = textsOf('en-US');
  await page.goto('/?login');
  const dialog = page.getByRole('dialog', { name: t('loginModal.title') });
  await dialog.getByLabel(t('loginModal.email')).fill(STAFF_EMAIL);
  await dialog.getByLabel(t('loginModal.password'), { exact: true }).fill('Demo-pass-1!');
  await dialog.getByRole('checkbox', { name: t('loginModal.captcha.label') }).click();
  const submit = dialog.getByRole('button', { name: t('loginModal.submit'), exact: true });
  await expect(submit).toBeEnabled({ timeout: 20_000 });
  await submit.click();
  await expect(dialog).toContainText(t('loginModal.authenticator.prompt').split('{{')[0] ?? '');
  const validCodes = await Promise.all(
    [-30, 0, 30].map((offset) =>
      generate({ secret: DEMO_TOTP_SECRET, epoch: Math.floor(Date.now() / 1000) + offset }),
    ),
  );
  const wrongCode = ['000000', '111111', '222222', '333333'].find(
    (code) => !validCodes.includes(code),
  );
  await dialog.getByLabel(t('loginModal.authenticator.code')).fill(wrongCode ?? '');
  await dialog.getByRole('button', { name: t('loginModal.verify'), exact: true }).click();
  await expect(dialog.getByRole('alert')).toHaveText(t('errors.OTP_INVALID'));
});
