import { expect, test } from '../../fixtures/test';
import { textsOf } from '../support/page-checks';

const t = textsOf('en-US');

test('[BOT] signs in on /botlogin without captcha or code and lands on the lockers', async ({
  page,
  expectNoAxeViolations,
}) => {
  await page.goto('/botlogin?lang=en-US');
  await expect(page).toHaveURL(/\/\?lang=en-US&botlogin$/);
  const dialog = page.getByRole('dialog', { name: t('loginModal.botLogin.title') });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('checkbox', { name: t('loginModal.captcha.label') })).toHaveCount(
    0,
  );
  await expect(
    dialog.getByRole('button', { name: t('loginModal.botLogin.loyaltyProgramme') }),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  await dialog.getByLabel(t('loginModal.email')).fill('bot@demo.skyparcel.test');
  await dialog.getByLabel(t('loginModal.password'), { exact: true }).fill('Demo-pass-1!');
  await dialog.getByRole('button', { name: t('loginModal.submit'), exact: true }).click();

  await expect(page).toHaveURL(/\/my-package-lockers\?lang=en-US$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Booking' })).toBeVisible();
});
