import type { Page } from '@playwright/test';
import type { Locale } from '@skyparcel/domain/locale';
import { translate } from '@skyparcel/i18n';
import { expect, test } from '../../fixtures/test';

// The local provider's demo members (apps/api/src/features/loyalty-sign-in/local-provider).
const LINKED_MEMBER = 'SKW100200301';
const NEW_MEMBER = { number: 'SKW100200302', email: 'jonas.berg@members.skywards.test' };
const MEMBER_PASSWORD = 'Demo-pass-1!';

function textsOf(locale: Locale) {
  return (key: string, params?: Record<string, string>) => translate(locale, key, params);
}

/** The programme's own sign-in page (the local demo provider renders it in `locale`). */
async function signInAtProvider(page: Page, locale: Locale, member: string) {
  const t = textsOf(locale);
  await expect(page.getByRole('heading', { name: t('loyaltyProvider.title') })).toBeVisible();
  await page.getByLabel(t('loyaltyProvider.login')).fill(member);
  await page.getByLabel(t('loyaltyProvider.password')).fill(MEMBER_PASSWORD);
  await page.getByRole('button', { name: t('loyaltyProvider.submit'), exact: true }).click();
}

test('[CUSTOMER] signs in with the loyalty programme from the Login modal @phone', async ({
  page,
}) => {
  const t = textsOf('en-US');
  await page.goto('/?login');
  const dialog = page.getByRole('dialog', { name: t('loginModal.title') });
  await dialog.getByRole('button', { name: t('loginModal.botLogin.loyaltyProgramme') }).click();

  await expect(page).toHaveURL(/\/dev\/loyalty-provider\/interaction\//);
  await signInAtProvider(page, 'en-US', LINKED_MEMBER);

  // Back through /authsuccess to the customer's landing page, signed in like a local sign-in.
  await expect(page).toHaveURL(/\/my-package-lockers$/);
  // The header folds into a menu on phones; the page shows the signed-in customer's own suite.
  await expect(
    page.getByRole('heading', { level: 1, name: t('pages.myPackageLockers') }),
  ).toBeVisible();
  await expect(page.getByRole('main')).toContainText('Layla Haddad SP100001');
  expect(await page.evaluate(() => window.localStorage.getItem('ssoToken'))).toMatch(/^[\w-]{43}$/);
});

test('[VISITOR] a first-time member creates an account in 3 steps, in Arabic', async ({
  page,
  expectNoAxeViolations,
}) => {
  // Two sites, two page loads per step and an axe scan: more than the default 30 seconds.
  test.slow();
  const t = textsOf('ar-AE');
  await page.goto('/botlogin?lang=ar-AE');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page
    .getByRole('dialog')
    .getByRole('button', { name: t('loginModal.botLogin.loyaltyProgramme') })
    .click();
  await signInAtProvider(page, 'ar-AE', NEW_MEMBER.email);

  await expect(page).toHaveURL(/\/authsuccess\?/);
  await expect(page.getByRole('heading', { name: t('loyaltySignIn.create.title') })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(
    page.getByText(t('loyaltySignIn.create.memberNumber', { number: NEW_MEMBER.number })),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  // Step 1: the programme's names and e-mail, corrected where the member wants.
  const stepHeading = (step: number, name: string) =>
    page.getByRole('heading', {
      name: t('loyaltySignIn.create.stepOf', { step: String(step), total: '3', name }),
    });
  await expect(stepHeading(1, t('loyaltySignIn.create.steps.details'))).toBeVisible();
  await expect(page.getByLabel(t('loyaltySignIn.create.firstName'))).toHaveValue('Jonas');
  await expect(page.getByLabel(t('loyaltySignIn.create.email'))).toHaveValue(NEW_MEMBER.email);
  await page.getByLabel(t('loyaltySignIn.create.middleName')).fill('Ivar');
  await page.getByRole('button', { name: t('loyaltySignIn.create.next') }).click();

  // Step 2: preferences.
  await expect(stepHeading(2, t('loyaltySignIn.create.steps.preferences'))).toBeVisible();
  await page.getByLabel(t('loyaltySignIn.create.preferredLanguage')).selectOption('no');
  await page.getByLabel(t('loyaltySignIn.create.receiveOffers')).check();
  await page.getByRole('button', { name: t('loyaltySignIn.create.next') }).click();

  // Step 3: review; the terms are required.
  await expect(stepHeading(3, t('loyaltySignIn.create.steps.review'))).toBeVisible();
  const review = page.getByRole('definition');
  await expect(review.filter({ hasText: 'Jonas Ivar Berg' })).toBeVisible();
  await expect(review.filter({ hasText: 'Norsk' })).toBeVisible();
  const submit = page.getByRole('button', { name: t('loyaltySignIn.create.submit') });
  await submit.click();
  await expect(page.getByText(t('loyaltySignIn.acceptConditionsRequired'))).toBeVisible();
  await page.getByLabel(t('loyaltySignIn.create.acceptConditions')).check();
  await submit.click();

  await expect(
    page.getByRole('heading', { name: t('loyaltySignIn.create.createdTitle') }),
  ).toBeVisible();
  await expect(page.getByText(t('loyaltySignIn.create.pendingApproval'))).toBeVisible();
});

test('[VISITOR] sees why a loyalty sign-in failed, and can try again @phone', async ({
  page,
  expectNoAxeViolations,
}) => {
  const t = textsOf('en-US');
  // A code and state that no sign-in of this browser started.
  await page.goto('/authsuccess?code=forged-code&state=forged-state');
  const alert = page.getByRole('alert');
  await expect(alert).toContainText(t('loyaltySignIn.failedTitle'));
  await expect(alert).toContainText('Failed to exchange code for token');
  await expectNoAxeViolations(page);

  // Try again leads to the programme; cancelling there comes back with its own message.
  await page.getByRole('button', { name: t('loyaltySignIn.tryAgain') }).click();
  await expect(page.getByRole('heading', { name: t('loyaltyProvider.title') })).toBeVisible();
  await page.getByRole('button', { name: t('loyaltyProvider.cancel') }).click();
  await expect(page).toHaveURL(/\/authsuccess\?.*error=access_denied/);
  await expect(page.getByRole('alert')).toContainText(t('loyaltySignIn.cancelled'));
  await expect(page.getByRole('link', { name: t('loyaltySignIn.backHome') })).toBeVisible();
});
