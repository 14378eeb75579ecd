import type { Page } from '@playwright/test';
import { createCustomerApi } from '../../fixtures/accounts';
import { openSignedInAs } from '../../fixtures/operator';
import { signInWithEmailedCode } from '../../fixtures/sign-in';
import { expect, test } from '../../fixtures/test';
import { expectContentLoaded, expectDocumentLocale, textsOf } from '../support/page-checks';

const t = textsOf('en-US');
const ar = textsOf('ar-AE');

/** A one-page PDF standing for the trade license (the server sniffs the first bytes). */
const LICENSE = Buffer.from('%PDF-1.4\n%%EOF\n');

/** A calendar date (YYYY-MM-DD, UTC) so many days from today. */
function daysFromToday(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** The business signup form of the profile, filled as an applicant fills it. */
async function fillApplication(page: Page, companyName: string, licenseExpiresOn: string) {
  const form = page.getByRole('form', { name: t('profilePage.business.formTitle') });
  // By role and accessible name: a required field's label also holds its asterisk.
  const field = (key: string) => form.getByRole('textbox', { name: t(key), exact: true });
  const choice = (key: string) => form.getByRole('combobox', { name: t(key), exact: true });
  await field('profilePage.business.fields.companyName').fill(companyName);
  await choice('profilePage.business.fields.businessType').selectOption('trading');
  await field('profilePage.business.fields.taxRegistrationNumber').fill('300123456700003');
  await field('profilePage.business.fields.exportImportCode').fill('KW-EXP-2231');
  await field('profilePage.business.fields.tradeLicenseNumber').fill('CN-1188223');
  await form
    .getByLabel(t('profilePage.business.fields.tradeLicenseExpiresOn'))
    .fill(licenseExpiresOn);
  await form.getByLabel(t('profilePage.business.fields.document')).setInputFiles({
    name: 'trade-license.pdf',
    mimeType: 'application/pdf',
    buffer: LICENSE,
  });
  await field('addressBook.fields.firstName').fill('Omar');
  await field('addressBook.fields.lastName').fill('Saleh');
  await field('addressBook.fields.street').fill('Block 3, Street 12, Building 7');
  await field('addressBook.fields.city').fill('Salmiya');
  await field('addressBook.fields.stateOrProvince').fill('Hawalli');
  await choice('addressBook.fields.countryCode').selectOption('KW');
  await choice('addressBook.fields.phoneCountryCode').selectOption({ label: '+965 KW' });
  await field('addressBook.fields.phoneNumber').fill('5551 2345');
  const airport = choice('profilePage.business.fields.airport');
  await expect(airport.locator('option[value="KWI"]')).toHaveCount(1);
  await airport.selectOption('KWI');
  await expect(form.getByText('Kuwait City', { exact: true })).toBeVisible();
  return form;
}

test('[CUSTOMER] applies for a business account, the operator issues the Customer ID, the new SHIPPER ADMIN renews the trade license and invites a colleague who signs in', async ({
  browser,
  page,
  request,
  admin,
  mailbox,
  expectNoAxeViolations,
}) => {
  // The whole business onboarding: a form with a document, the operator's queue (twice, with the
  // license renewal), two mails and a colleague's first sign-in, in three browsers.
  test.setTimeout(150_000);
  const applicant = await createCustomerApi(request, admin, 'Applicant', { identity: 'missing' });
  const companyName = `Gulf Traders ${applicant.lastName}`;
  // A license in its last 30 days from the start: the renewal form shows as soon as the company
  // is approved, with no clock to move.
  const licenseExpiresOn = daysFromToday(20);

  await test.step('the customer sends the application from the profile', async () => {
    await openSignedInAs(page, applicant, '/profile#business');
    const form = await fillApplication(page, companyName, licenseExpiresOn);
    await expectNoAxeViolations(page);
    await form.getByRole('button', { name: t('profilePage.business.submit') }).click();
    await expect(page.getByText(t('profilePage.business.pendingTitle'))).toBeVisible();
  });

  let customerId = '';
  await test.step('the operator opens the queue, sees the document and approves', async () => {
    const operatorPage = await browser.newPage();
    await openSignedInAs(operatorPage, admin, '/admin/business-applications');
    const main = operatorPage.getByRole('main');
    await expectContentLoaded(operatorPage, 'en-US');
    await main
      .getByRole('link', {
        name: t('operator.businessApplications.openNamed', { name: companyName }),
      })
      .click();
    await expect(main.getByRole('heading', { level: 2, name: companyName })).toBeVisible();
    await expect(main.getByRole('button', { name: /trade-license\.pdf/ })).toBeVisible();
    await expectNoAxeViolations(operatorPage);
    await main.getByRole('button', { name: t('operator.businessApplications.submit') }).click();
    await expect(
      main.getByText(t('operator.businessApplications.status.approved'), { exact: true }),
    ).toBeVisible();
    const mail = await mailbox.waitForMail(
      (candidate) =>
        candidate.to.includes(applicant.email) &&
        candidate.subject === t('mail.businessApproved.subject'),
    );
    customerId = /SKEC\d+/.exec(mail.text)?.[0] ?? '';
    expect(customerId).toMatch(/^SKEC\d{4,}$/);
    await expect(main.getByText(customerId, { exact: true })).toBeVisible();
    await operatorPage.close();
  });

  // Approval made the customer a SHIPPER ADMIN, and a role change ends the sessions (ADR 021):
  // the tab with the waiting application is signed out, and they sign in again.
  const shipperAdmin = await browser.newPage();
  let shipperAdminToken = '';
  await test.step('the applicant’s open session ended with the approval; they sign in again', async () => {
    await page.reload();
    await expect(
      page.getByRole('banner').getByRole('button', { name: t('auth.logIn') }),
    ).toBeVisible();
    await shipperAdmin.goto('/?login');
    await signInWithEmailedCode(shipperAdmin, applicant.email, { password: applicant.password });
    shipperAdminToken =
      (await shipperAdmin.evaluate(() => window.localStorage.getItem('ssoToken'))) ?? '';
    expect(shipperAdminToken).not.toBe('');
  });

  await test.step('the SHIPPER ADMIN sends the renewed trade license; the operator approves it', async () => {
    await shipperAdmin.goto('/profile#business');
    const business = shipperAdmin.getByRole('region', {
      name: t('profilePage.sections.business'),
    });
    await expect(
      business.getByText(t('profilePage.business.renewal.expiresSoon', { date: licenseExpiresOn })),
    ).toBeVisible();
    const form = business.getByRole('form', { name: t('profilePage.business.renewal.formTitle') });
    await form
      .getByRole('textbox', { name: t('profilePage.business.fields.tradeLicenseNumber') })
      .fill('CN-2299334');
    await form
      .getByLabel(t('profilePage.business.fields.tradeLicenseExpiresOn'))
      .fill('2099-06-30');
    await form.getByLabel(t('profilePage.business.fields.document')).setInputFiles({
      name: 'renewed-license.pdf',
      mimeType: 'application/pdf',
      buffer: LICENSE,
    });
    await form.getByRole('button', { name: t('profilePage.business.renewal.submit') }).click();
    await expect(business.getByText(t('profilePage.business.renewal.pendingTitle'))).toBeVisible();

    const operatorPage = await browser.newPage();
    await openSignedInAs(operatorPage, admin, '/admin/business-applications');
    const card = operatorPage
      .getByRole('main')
      .getByRole('article', { name: `${companyName} (${customerId})` });
    await expect(
      card.getByText(
        t('operator.businessApplications.renewals.validUntil', {
          number: 'CN-2299334',
          date: '2099-06-30',
        }),
      ),
    ).toBeVisible();
    await expect(card.getByRole('button', { name: /renewed-license\.pdf/ })).toBeVisible();
    await card.getByRole('button', { name: t('operator.businessApplications.submit') }).click();
    await expect(card).toBeHidden();
    await operatorPage.close();

    // The company's license moved: the profile names the renewed one and offers no form.
    await shipperAdmin.reload();
    await expect(
      business.getByText(
        t('profilePage.business.renewal.current', { number: 'CN-2299334', date: '2099-06-30' }),
      ),
    ).toBeVisible();
    await expect(form).toBeHidden();
    await shipperAdmin.close();
  });

  const colleagueEmail = `colleague.${Date.now()}@example.com`;
  await test.step('on a phone in Arabic, the new SHIPPER ADMIN invites a colleague', async () => {
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const phonePage = await phone.newPage();
    await openSignedInAs(phonePage, { token: shipperAdminToken }, '/profile?lang=ar-AE#users');
    await expectDocumentLocale(phonePage, 'ar-AE');
    const users = phonePage.getByRole('region', { name: ar('profilePage.sections.users') });
    await expect(users.getByText(customerId)).toBeVisible();
    await expect(users.getByRole('cell', { name: applicant.email })).toBeVisible();
    const field = (key: string) => users.getByRole('textbox', { name: ar(key), exact: true });
    await field('profilePage.companyUsers.email').fill(colleagueEmail);
    await field('profilePage.companyUsers.firstName').fill('Ingrid');
    await field('profilePage.companyUsers.lastName').fill('Solberg');
    await users.getByRole('button', { name: ar('profilePage.companyUsers.invite') }).click();
    await expect(
      users.getByText(ar('profilePage.companyUsers.invitedNotice', { email: colleagueEmail })),
    ).toBeVisible();
    await expect(users.getByRole('cell', { name: colleagueEmail })).toBeVisible();
    await phone.close();
  });

  await test.step('the colleague follows the e-mailed link, sets a password and signs in', async () => {
    const mail = await mailbox.waitForMail(
      (candidate) =>
        candidate.to.includes(colleagueEmail) && candidate.subject === ar('mail.invite.subject'),
    );
    const link = /https?:\/\/\S+[?&]resetToken=\S+/.exec(mail.text)?.[0] ?? '';
    const colleague = await browser.newPage();
    await colleague.goto(link.replace(/lang=[\w-]+/, 'lang=en-US'));
    const choose = colleague.getByRole('dialog', {
      name: t('loginModal.chooseNewPassword.title'),
    });
    const password = 'Colleague-Harbour-9#';
    await choose.getByLabel(new RegExp(`^${t('registerModal.newPassword')}`)).fill(password);
    await choose.getByLabel(t('registerModal.confirmPassword')).fill(password);
    await choose.getByRole('button', { name: t('loginModal.chooseNewPassword.submit') }).click();
    // Signed in, the flow asks for the user's own origins and destinations with the session:
    // a business user's are the countries its bookings can fly between (decision 061).
    const ownCountries = colleague.waitForResponse(
      (response) =>
        response.url().endsWith('/api/login/user-type') &&
        response.request().headers().authorization !== undefined,
    );
    await signInWithEmailedCode(colleague, colleagueEmail, { password });
    // A company's user has an agent code: the landing page is My Suite (spec section 4).
    await expect(colleague).toHaveURL(/\/my-suite/);
    expect(await (await ownCountries).json()).toMatchObject({
      origins: expect.arrayContaining(['US', 'GB', 'AE']),
      destinations: expect.arrayContaining(['AE', 'KW', 'SA']),
    });

    // The EDI page lists them, each name beside its flag (a file of the portal's own).
    await colleague.goto('/edi-booking');
    const main = colleague.getByRole('main');
    await expect(
      main.getByRole('heading', { name: t('ediBooking.page.countriesHeading') }),
    ).toBeVisible();
    const origins = main.getByRole('definition').filter({ hasText: 'United States' });
    await expect(origins).toHaveCount(1);
    await expect(origins.locator('img')).toHaveAttribute('src', /^\/assets\/us[^/]*\.svg$/);
    await expect(main.getByRole('definition').filter({ hasText: 'Kuwait' })).toHaveCount(1);
    await colleague.close();
  });
});
