import type { Page } from '@playwright/test';
import type { Locale } from '@skyparcel/domain/locale';
import { translate } from '@skyparcel/i18n';
import type { ReceivedMail } from '../../fixtures/mailbox';
import { approveUserByEmail } from '../../fixtures/operator';
import { signInWithEmailedCode } from '../../fixtures/sign-in';
import { expect, test } from '../../fixtures/test';
import { expectDocumentLocale, expectNoHorizontalScroll, textsOf } from '../support/page-checks';

const PASSWORD = 'Fjord-Parcel-42!';

type Mailbox = { waitForMail: (match: (mail: ReceivedMail) => boolean) => Promise<ReceivedMail> };

/** Letters only: names refuse digits. A new address per test, so tests never share an account. */
function newVisitor(firstName: string) {
  const letters = Array.from({ length: 8 }, () =>
    String.fromCharCode(97 + Math.floor(Math.random() * 26)),
  ).join('');
  const lastName = `Øvre${letters}`;
  return { firstName, lastName, email: `reg.${letters}@example.com` };
}

/**
 * A field by the start of its label: labels end with the required-field asterisk, and some
 * labels contain others ("Email" is inside the offers checkbox's label in Arabic).
 */
function labelled(text: string): RegExp {
  return new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
}

/** The three steps of the Register modal as a visitor fills them; ends on the pending modal. */
async function register(
  page: Page,
  locale: Locale,
  visitor: ReturnType<typeof newVisitor>,
  accountType: 'Personal' | 'Business' = 'Personal',
) {
  const t = textsOf(locale);
  const dialog = page.getByRole('dialog', { name: t('registerModal.title') });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(t('registerModal.step', { step: '1', steps: '3' }));

  await dialog.getByLabel(labelled(t('registerModal.firstName'))).fill(visitor.firstName);
  await dialog.getByLabel(labelled(t('registerModal.lastName'))).fill(visitor.lastName);
  const email = dialog.getByLabel(labelled(t('registerModal.email')));
  await email.fill('customer@demo.skyparcel.test');
  await expect(dialog.getByText(t('registerModal.emailInUse'))).toBeVisible();
  await email.fill(visitor.email);
  await expect(dialog.getByText(t('registerModal.availability.available'))).toBeVisible();
  await dialog.getByLabel(t('registerModal.acceptConditions')).check();
  await dialog.getByRole('button', { name: t('registerModal.next') }).click();

  await expect(dialog).toContainText(t('registerModal.step', { step: '2', steps: '3' }));
  const password = dialog.getByLabel(labelled(t('registerModal.password')));
  await expect(password).toBeFocused();
  await password.fill(PASSWORD);
  await dialog.getByLabel(labelled(t('registerModal.confirmPassword'))).fill(PASSWORD);
  await expect(
    dialog.getByRole('listitem').filter({ hasText: t('registerModal.checklist.notMet') }),
  ).toHaveCount(0);
  await dialog.getByRole('button', { name: t('registerModal.next') }).click();

  // Step 3: the account type, each with what it gives, chosen by keyboard.
  await expect(dialog).toContainText(t('registerModal.step', { step: '3', steps: '3' }));
  const personal = dialog.getByRole('radio', { name: t('registerModal.accountType.personal') });
  await expect(personal).toBeFocused();
  await expect(
    dialog.getByRole('radio', { name: t('registerModal.accountType.business') }),
  ).toHaveAccessibleDescription(t('registerModal.accountType.businessHint'));
  await page.keyboard.press(accountType === 'Business' ? 'ArrowDown' : 'Space');
  await expect(
    dialog.getByRole('radio', {
      name: t(`registerModal.accountType.${accountType === 'Business' ? 'business' : 'personal'}`),
    }),
  ).toBeChecked();
  await dialog.getByRole('checkbox', { name: t('loginModal.captcha.label') }).click();
  const submit = dialog.getByRole('button', { name: t('registerModal.submit') });
  await expect(submit).toBeEnabled({ timeout: 20_000 });
  await submit.click();

  const pending = page.getByRole('dialog', { name: t('registerModal.pendingConfirmation.title') });
  await expect(pending).toContainText(visitor.email);
  return pending;
}

/** The newest confirmation link mailed to `email`. */
async function confirmationLink(mailbox: Mailbox, email: string): Promise<string> {
  const mail = await mailbox.waitForMail(
    (candidate) => candidate.to.includes(email) && /[?&]token=/.test(candidate.text),
  );
  const link = /https?:\/\/\S+[?&]token=\S+/.exec(mail.text)?.[0];
  expect(link).toBeDefined();
  return link ?? '';
}

test('[VISITOR] registers as a business, confirms the e-mail, waits for approval, then signs in to the business application form', async ({
  page,
  request,
  admin,
  mailbox,
  expectNoAxeViolations,
}) => {
  test.setTimeout(120_000);
  const t = textsOf('en-US');
  const visitor = newVisitor('Åse Marie');
  await page.goto('/faqs?lang=en-US');
  await page
    .getByRole('banner')
    .getByRole('button', { name: t('auth.signUp') })
    .click();
  await expect(page).toHaveURL(/\/faqs\?lang=en-US&register$/);
  await expect(page.getByRole('dialog', { name: t('registerModal.title') })).toBeVisible();
  await expectNoAxeViolations(page);

  const pending = await register(page, 'en-US', visitor, 'Business');
  await expectNoAxeViolations(page);
  const firstLink = await confirmationLink(mailbox, visitor.email);

  // Resend: the captcha again, then the outcome `resent`; the newest link is the one to use.
  await pending.getByRole('checkbox', { name: t('loginModal.captcha.label') }).click();
  const resend = pending.getByRole('button', {
    name: t('registerModal.pendingConfirmation.resend'),
  });
  await expect(resend).toBeEnabled({ timeout: 20_000 });
  await resend.click();
  await expect(pending).toContainText(t('registerModal.pendingConfirmation.resent'));
  await expect
    .poll(() => confirmationLink(mailbox, visitor.email), { timeout: 10_000 })
    .not.toBe(firstLink);
  const link = await confirmationLink(mailbox, visitor.email);

  await page.goto(link);
  const confirmed = page.getByRole('dialog', {
    name: t('loginModal.emailConfirmation.confirmedTitle'),
  });
  await expect(confirmed).toBeVisible();
  await expect(page).not.toHaveURL(/token=/);
  await expectNoAxeViolations(page);
  await confirmed.getByRole('button', { name: t('auth.logIn') }).click();

  // Confirmed, not yet approved: the login is refused with the spec's text.
  const login = page.getByRole('dialog', { name: t('loginModal.title') });
  await login.getByLabel(t('loginModal.email')).fill(visitor.email);
  await login.getByLabel(t('loginModal.password'), { exact: true }).fill(PASSWORD);
  await login.getByRole('checkbox', { name: t('loginModal.captcha.label') }).click();
  const submit = login.getByRole('button', { name: t('loginModal.submit'), exact: true });
  await expect(submit).toBeEnabled({ timeout: 20_000 });
  await submit.click();
  await expect(
    login.getByRole('alert').filter({ hasText: t('errors.ACCOUNT_UNDER_REVIEW') }),
  ).toBeVisible();

  await approveUserByEmail(request, admin, visitor.email);
  const approvedSubject = translate('en-US', 'mail.accountApproved.subject');
  await mailbox.waitForMail(
    (mail) => mail.to.includes(visitor.email) && mail.subject === approvedSubject,
  );

  await page.goto('/?login&lang=en-US');
  await signInWithEmailedCode(page, visitor.email, { password: PASSWORD });
  // Business at sign-up: the first sign-in opens the application, with the names registration
  // knows (a Personal sign-up lands on the lockers, spec section 4: the other tests' accounts).
  await expect(page).toHaveURL(/\/profile\?lang=en-US#business$/);
  await expect(
    page.getByRole('banner').getByRole('button', { name: visitor.firstName }),
  ).toBeVisible();
  const application = page.getByRole('form', { name: t('profilePage.business.formTitle') });
  await expect(
    application.getByRole('textbox', {
      name: t('profilePage.business.fields.companyName'),
      exact: true,
    }),
  ).toBeFocused();
  await expect(application).toBeInViewport();
  await expect(
    application.getByRole('textbox', { name: t('addressBook.fields.firstName'), exact: true }),
  ).toHaveValue(visitor.firstName);
  await expect(
    application.getByRole('textbox', { name: t('addressBook.fields.lastName'), exact: true }),
  ).toHaveValue(visitor.lastName);
});

test('[VISITOR] @phone-only registers on a phone', async ({ page, expectNoAxeViolations }) => {
  test.setTimeout(90_000);
  const t = textsOf('en-US');
  await page.goto('/?createAccount=signup&lang=en-US');
  await expect(page.getByRole('dialog', { name: t('registerModal.title') })).toBeVisible();
  await expectNoHorizontalScroll(page);

  await register(page, 'en-US', newVisitor('Ingrid'));
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page);
});

test('[VISITOR] registers in Arabic, right to left, and confirms the e-mail', async ({
  page,
  mailbox,
  expectNoAxeViolations,
}) => {
  test.setTimeout(90_000);
  const t = textsOf('ar-AE');
  const visitor = newVisitor('ليلى');
  await page.goto('/?register&lang=ar-AE');
  await expectDocumentLocale(page, 'ar-AE');

  await register(page, 'ar-AE', visitor);
  await expectNoAxeViolations(page);
  const mail = await mailbox.waitForMail(
    (candidate) => candidate.to.includes(visitor.email) && /[?&]token=/.test(candidate.text),
  );
  expect(mail.subject).toBe(translate('ar-AE', 'mail.confirmEmail.subject'));

  await page.goto(await confirmationLink(mailbox, visitor.email));
  await expectDocumentLocale(page, 'ar-AE');
  await expect(
    page.getByRole('dialog', { name: t('loginModal.emailConfirmation.confirmedTitle') }),
  ).toBeVisible();

  // A second visit of the spent link shows the error title and the call's 400 text.
  await page.goto(await confirmationLink(mailbox, visitor.email));
  const failed = page.getByRole('dialog', { name: t('loginModal.emailConfirmation.failedTitle') });
  await expect(failed).toBeVisible();
  await expect(failed).toContainText(t('errors.CONFIRM_EMAIL_FAILED'));
});
