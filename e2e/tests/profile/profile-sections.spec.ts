import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import {
  type CustomerAccount,
  confirmEmailApi,
  createCustomerApi,
  registerAccountApi,
  signInCustomerApi,
} from '../../fixtures/accounts';
import { approveUserByEmail, type SignedIn } from '../../fixtures/operator';
import { customerWithReadyPackages, type ReadyPackage, stepHeading } from '../../fixtures/shipping';
import { openSignedIn } from '../../fixtures/suite';
import { expect, test } from '../../fixtures/test';
import {
  expectDocumentLocale,
  expectNoHorizontalScroll,
  type TranslateFn,
  textsOf,
} from '../support/page-checks';

const t = textsOf('en-US');
const ar = textsOf('ar-AE');

function section(page: Page, texts: TranslateFn, titleKey: string) {
  return page.getByRole('main').getByRole('region', { name: texts(titleKey) });
}

/** A text with its `#` placeholders standing for any date or count (another test's customers count). */
function withAnyCount(text: string, isWhole = true): RegExp {
  const pattern = text
    .split('#')
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('.+');
  return new RegExp(isWhole ? `^${pattern}$` : pattern);
}

/** A 15% coupon made by the operator (decision 045), its code unique to the test. */
async function couponApi(request: APIRequestContext, admin: SignedIn): Promise<string> {
  const code = `E2E${randomUUID().slice(0, 8).toUpperCase()}`;
  const made = await request.post('/api/admin/coupons', {
    headers: { authorization: `Bearer ${admin.token}` },
    data: { code, kind: 'percent', percent: 15 },
  });
  expect(made.status(), await made.text()).toBe(201);
  return code;
}

async function saveKuwaitAddress(request: APIRequestContext, customer: CustomerAccount) {
  const saved = await request.post('/api/user/contacts', {
    headers: { authorization: `Bearer ${customer.token}` },
    data: {
      firstName: 'Omar',
      lastName: 'Haddad',
      street: 'Block 3, Street 12, Building 7',
      city: 'Salmiya',
      stateOrProvince: 'Hawalli',
      countryCode: 'KW',
      phoneCountryCode: '+965',
      phoneNumber: '55512345',
      addressType: 'home',
      shipperConsigneeAddressType: 'consignee',
      isDefault: true,
    },
  });
  expect(saved.status(), await saved.text()).toBe(201);
}

test('[CUSTOMER] keeps a coupon on the profile and the quote takes it off, stops the offers e-mails by the offer’s link, and downloads their data', async ({
  page,
  request,
  admin,
  staff,
  mailbox,
  expectNoAxeViolations,
}) => {
  test.slow();
  const code = await couponApi(request, admin);
  const { customer, warehouseId, packages } = await customerWithReadyPackages(request, {
    admin,
    staff,
    count: 1,
  });
  const [only] = packages as [ReadyPackage];
  await saveKuwaitAddress(request, customer);
  const main = page.getByRole('main');

  await test.step('the profile keeps the coupon with its rule', async () => {
    await openSignedIn(page, customer.token, '/profile#membership');
    const coupons = section(page, t, 'profilePage.coupons.title');
    await coupons.getByLabel(t('profilePage.coupons.code')).fill(code.toLowerCase());
    await coupons.getByRole('button', { name: t('profilePage.coupons.add') }).click();
    await expect(coupons.getByRole('status').or(coupons.getByRole('alert'))).toHaveText(
      t('profilePage.coupons.added', { code }),
    );
    await expect(coupons.getByRole('listitem', { name: code })).toContainText('15%');
    await expectNoAxeViolations(page);
  });

  await test.step('the wizard’s summary offers it, and the quote takes 15% off', async () => {
    await openSignedIn(
      page,
      customer.token,
      `/ship?warehouseId=${warehouseId}&packageIds=${only.id}`,
    );
    await expect(stepHeading(page, t, 1, 'address')).toBeVisible();
    await main.getByRole('button', { name: t('shipping.wizard.next') }).click();
    await expect(stepHeading(page, t, 2, 'packages')).toBeFocused();
    await main.getByRole('button', { name: t('shipping.wizard.next') }).click();
    await expect(stepHeading(page, t, 3, 'details')).toBeFocused();
    await main.getByRole('checkbox', { name: t('shipping.details.valuesConfirmed') }).check();
    await main.getByRole('button', { name: t('shipping.wizard.next') }).click();
    await expect(stepHeading(page, t, 4, 'summary')).toBeFocused();
    await main.getByRole('button', { name: t('shipping.summary.useKeptCoupon', { code }) }).click();
    await expect(main.getByText(t('shipping.summary.couponApplied', { code }))).toBeVisible();
    await expect(main.getByRole('table', { name: t('shipping.quote.caption') })).toContainText(
      t('shipping.quote.lines.COUPON'),
    );
  });

  await test.step('the admin sends an offer; its e-mail’s link turns offers off, signed out', async () => {
    const optedIn = await request.put('/api/UserProfile/set-cummunication-preferences', {
      headers: { authorization: `Bearer ${customer.token}` },
      data: {
        receiveOffersAndPromotionsFlag: true,
        shipmentStatusEmails: true,
        invoicePaymentEmails: true,
      },
    });
    expect(optedIn.status(), await optedIn.text()).toBe(200);
    const subject = `Winter sale ${randomUUID().slice(0, 8)}`;
    await openSignedIn(page, admin.token, '/admin/offers');
    const english = main.getByRole('group', { name: t('operator.offers.languages.en-US') });
    await english.getByLabel(t('operator.offers.subject')).fill(subject);
    await english.getByLabel(t('operator.offers.body')).fill('Ship for less this week.');
    await main.getByRole('button', { name: t('operator.offers.save') }).click();
    await main.getByRole('button', { name: t('operator.offers.send', { subject }) }).click();
    await page
      .getByRole('dialog', { name: t('operator.offers.confirmTitle') })
      .getByRole('button', { name: withAnyCount(t('operator.offers.confirmSend', { count: '#' })) })
      .click();
    await expect(main.getByRole('listitem', { name: subject })).toContainText(
      withAnyCount(t('operator.offers.sentOn', { date: '#', count: '#' }), false),
    );

    const mail = await mailbox.waitForMail(
      (candidate) => candidate.to.includes(customer.email) && candidate.subject === subject,
      20_000,
    );
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(mail.headers['list-unsubscribe']).toMatch(
      /^<http.+\/api\/UserProfile\/unsubscribe\/one-click\?key=/,
    );
    const link = /Stop the latest offers e-mails: (\S+)/.exec(mail.text)?.[1] ?? '';
    expect(link).toContain('/unsubscribe?key=');
    await page.evaluate(() => window.localStorage.clear());
    await page.goto(new URL(link).pathname + new URL(link).search);
    await expect(
      main.getByRole('heading', { name: t('profilePage.unsubscribe.title') }),
    ).toBeVisible();
    await main.getByRole('button', { name: t('profilePage.unsubscribe.confirm') }).click();
    await expect(main.getByText(t('messages.unsubscribed.offers'))).toBeVisible();

    await openSignedIn(page, customer.token, '/profile#communication');
    const communication = section(page, t, 'profilePage.communication.title');
    await expect(
      communication.getByRole('checkbox', { name: t('profilePage.communication.offers') }),
    ).not.toBeChecked();
  });

  await test.step('the data export downloads their own data as JSON', async () => {
    const yourData = section(page, t, 'profilePage.yourData.title');
    const downloading = page.waitForEvent('download');
    await yourData.getByRole('button', { name: t('profilePage.yourData.download') }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^skyparcel-data-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(readFileSync(await download.path(), 'utf8'));
    expect(data.profile.email).toBe(customer.email);
    expect(data.packages.map((pkg: { id: string }) => pkg.id)).toContain(only.id);
  });
});

test.describe('on a phone-sized screen', () => {
  // One run at a phone's size, in the desktop project (the phone project runs @phone tests).
  test.use({ viewport: { width: 412, height: 915 }, isMobile: true, hasTouch: true });

  test('[CUSTOMER] and [SHIPPER ADMIN] see the menu of their role; the profile in Arabic', async ({
    page,
    request,
    admin,
  }) => {
    test.slow();
    const customer = await createCustomerApi(request, admin, 'Rola');
    // A business account's administrator, given the role before their first sign-in.
    const business = await registerAccountApi(request, 'Rami');
    await confirmEmailApi(request, business.email);
    const { id: businessId } = await approveUserByEmail(request, admin, business.email);
    const changed = await request.put(`/api/userProfile/${businessId}/update-role`, {
      headers: { authorization: `Bearer ${admin.token}` },
      data: { role: 'SHIPPER ADMIN' },
    });
    expect(changed.status(), await changed.text()).toBe(200);
    const businessToken = await signInCustomerApi(request, business.email);

    /** The burger opens the header's menu, then the first name opens the user's. */
    async function userMenuEntries(firstName: string) {
      await page.getByRole('button', { name: t('header.menu') }).click();
      await page.getByRole('button', { name: firstName, exact: true }).click();
      return page.getByRole('banner').locator('.user-menu__list').getByRole('link');
    }

    await test.step('the profile in Arabic, right to left, moves between sections by a select', async () => {
      await openSignedIn(page, customer.token, '/profile?lang=ar-AE');
      await expectDocumentLocale(page, 'ar-AE');
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      const nav = page.getByRole('navigation', { name: ar('profilePage.sectionsLabel') });
      await nav.getByRole('combobox').selectOption({ label: ar('profilePage.sections.cards') });
      await expect(page).toHaveURL(/\/profile#cards$/);
      await expect(section(page, ar, 'profilePage.summary.title')).toBeVisible();
      await expect(section(page, ar, 'profilePage.communication.title')).toBeVisible();
      // The service's return contacts, read only, under the Addresses section.
      await expect(
        page
          .getByRole('region', { name: ar('addressBook.returnContacts.title') })
          .getByRole('listitem')
          .first(),
      ).toBeVisible();
      await expectNoHorizontalScroll(page);
    });

    await test.step('a customer’s menu has My History but no Booking, Invoices or Reports; /invoices is refused', async () => {
      await page.goto('/profile?lang=en-US');
      await expect(await userMenuEntries('Rola')).toHaveText([
        t('auth.userMenu.profile'),
        t('auth.userMenu.suite'),
        t('auth.userMenu.packageLockers'),
        t('auth.userMenu.cart'),
        t('auth.userMenu.myHistory'),
      ]);
      await page.goto('/invoices');
      await expect(
        page.getByRole('main').getByRole('heading', { name: t('auth.accessDenied.title') }),
      ).toBeVisible();
    });

    await test.step('a SHIPPER ADMIN’s menu has Booking, Invoices and Reports', async () => {
      await openSignedIn(page, businessToken, '/profile?lang=en-US');
      await expect(await userMenuEntries('Rami')).toHaveText([
        t('auth.userMenu.profile'),
        t('auth.userMenu.booking'),
        t('auth.userMenu.suite'),
        t('auth.userMenu.packageLockers'),
        t('auth.userMenu.cart'),
        t('auth.userMenu.myHistory'),
        t('auth.userMenu.invoices'),
        t('auth.userMenu.reports'),
      ]);
      await page.goto('/invoices');
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(
        t('pages.invoices'),
      );
    });
  });
});
