import { translate } from '@skyparcel/i18n';
import { signInWithEmailedCode } from '../../fixtures/sign-in';
import { expect, test } from '../../fixtures/test';

const t = (key: string) => translate('en-US', key);
// An account no other test file signs in, so no other test voids its code.
const EMAIL = 'business-user@demo.skyparcel.test';

test('[SHIPPER] is warned after 30 idle minutes, then logged out and sent home', async ({
  page,
  expectNoAxeViolations,
}) => {
  // The browser's clock is Playwright's, so 30 minutes pass in a moment.
  await page.clock.install();
  await page.goto('/?login');
  await signInWithEmailedCode(page, EMAIL);
  const header = page.getByRole('banner');
  await expect(header.getByRole('button', { name: 'Ingrid' })).toBeVisible();
  // Somewhere other than home, so the move home at the end is seen.
  await page
    .getByRole('link', { name: t('nav.faqs') })
    .first()
    .click();
  await expect(page).toHaveURL(/\/faqs$/);

  // 29 minutes with a key press in the middle: no warning yet.
  await page.clock.fastForward('20:00');
  await page.keyboard.press('Shift');
  await page.clock.fastForward('29:00');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.clock.fastForward('01:01');
  const warning = page.getByRole('dialog', { name: t('auth.idleWarning.title') });
  await expect(warning).toBeVisible();
  await expect(warning.getByRole('timer')).toContainText(/\b(30|29) seconds\b/);
  await expectNoAxeViolations(page);

  await page.clock.fastForward('00:31');
  await expect(page).toHaveURL(/\/$/);
  await expect(warning).toHaveCount(0);
  await expect(header.getByRole('button', { name: t('auth.logIn') })).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('ssoToken'))).toBeNull();
});
