import type { APIRequestContext, Page } from '@playwright/test';
import { SHIPPING_OPTIONS } from '@skyparcel/db/seed';
import type { Locale } from '@skyparcel/domain/locale';
import type { ShippingOptionCode } from '@skyparcel/domain/pricing';
import type { CustomerAccount } from '../../fixtures/accounts';
import { customerWithReadyPackages, type ReadyPackage, stepHeading } from '../../fixtures/shipping';
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

/** The profile's section (decision 041). */
function preferencesSection(page: Page, texts: TranslateFn) {
  return page.getByRole('main').getByRole('region', { name: texts('shipping.preferences.title') });
}

function profileBox(page: Page, texts: TranslateFn, code: ShippingOptionCode) {
  return preferencesSection(page, texts).getByRole('checkbox', {
    name: texts(`shipping.preferences.codes.${code}`),
    exact: true,
  });
}

/** Step 3's box of an option: its name as the price data gives it, then what it adds. */
function wizardBox(page: Page, texts: TranslateFn, locale: Locale, code: ShippingOptionCode) {
  const name = SHIPPING_OPTIONS.find((option) => option.code === code)?.name?.[locale] ?? code;
  const startsWithName = new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
  return page
    .getByRole('main')
    .getByRole('group', { name: texts('shipping.details.optionsTitle') })
    .getByRole('checkbox', { name: startsWithName });
}

/** A saved default address in Kuwait, so step 1 has it chosen already. */
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

/** From the wizard's link to step 3, with the saved default address. */
async function startWizardToDetails(
  page: Page,
  texts: TranslateFn,
  { token, href }: { token: string; href: string },
) {
  const main = page.getByRole('main');
  await openSignedIn(page, token, href);
  await expect(stepHeading(page, texts, 1, 'address')).toBeVisible();
  await expect(main.getByRole('radio', { name: /Omar Haddad/ })).toBeChecked();
  await main.getByRole('button', { name: texts('shipping.wizard.next') }).click();
  await expect(stepHeading(page, texts, 2, 'packages')).toBeFocused();
  await main.getByRole('button', { name: texts('shipping.wizard.next') }).click();
  await expect(stepHeading(page, texts, 3, 'details')).toBeFocused();
}

test('[CUSTOMER] keeps shipping preferences on the profile, finds them ticked in the wizard, and keeps a new choice from there', async ({
  page,
  request,
  admin,
  staff,
  expectNoAxeViolations,
}) => {
  test.slow();
  const { customer, warehouseId, packages } = await customerWithReadyPackages(request, {
    admin,
    staff,
    count: 1,
  });
  const [only] = packages as [ReadyPackage];
  await saveKuwaitAddress(request, customer);
  const section = preferencesSection(page, t);

  // The profile: none kept yet; fragile stickers and extra packing, saved.
  await openSignedIn(page, customer.token, '/profile');
  await expect(section).toBeVisible();
  await expect(profileBox(page, t, 'FRG')).not.toBeChecked();
  await expectContentLoaded(page, 'en-US');
  await profileBox(page, t, 'FRG').check();
  await profileBox(page, t, 'EPK').check();
  await section.getByRole('button', { name: t('shipping.preferences.save') }).click();
  await expect(section.getByRole('status')).toHaveText(t('shipping.preferences.saved'));
  await expectNoAxeViolations(page);
  await page.reload();
  await expect(profileBox(page, t, 'FRG')).toBeChecked();
  await expect(profileBox(page, t, 'EPK')).toBeChecked();
  await expect(profileBox(page, t, 'INS')).not.toBeChecked();

  // The wizard's step 3 has them ticked, and nothing else.
  const href = `/ship?warehouseId=${warehouseId}&packageIds=${only.id}`;
  await startWizardToDetails(page, t, { token: customer.token, href });
  await expect(wizardBox(page, t, 'en-US', 'FRG')).toBeChecked();
  await expect(wizardBox(page, t, 'en-US', 'EPK')).toBeChecked();
  await expect(wizardBox(page, t, 'en-US', 'LPH')).not.toBeChecked();
  await expect(page.getByRole('main').getByText(t('shipping.details.preselected'))).toBeVisible();
  await expectNoAxeViolations(page);

  // Another choice for this shipment, kept as the new preferences once the request is made.
  const main = page.getByRole('main');
  await wizardBox(page, t, 'en-US', 'EPK').uncheck();
  await wizardBox(page, t, 'en-US', 'ORB').check();
  await main.getByRole('checkbox', { name: t('shipping.details.keepAsPreferences') }).check();
  await main.getByRole('checkbox', { name: t('shipping.details.valuesConfirmed') }).check();
  await main.getByRole('button', { name: t('shipping.wizard.next') }).click();
  await expect(stepHeading(page, t, 4, 'summary')).toBeFocused();
  await expect(main.getByRole('table', { name: t('shipping.quote.caption') })).toContainText(
    t('shipping.quote.lines.ORB'),
  );
  await main.getByRole('button', { name: t('shipping.summary.confirm') }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(main.getByRole('row', { name: /XWF\d{8}/ })).toContainText(only.packageNumber);

  await page.goto('/profile');
  await expect(profileBox(page, t, 'FRG')).toBeChecked();
  await expect(profileBox(page, t, 'ORB')).toBeChecked();
  await expect(profileBox(page, t, 'EPK')).not.toBeChecked();
});

test('[CUSTOMER] keeps shipping preferences in Arabic, right to left, and finds them ticked in the wizard @phone', async ({
  page,
  request,
  admin,
  staff,
}) => {
  test.slow();
  const { customer, warehouseId, packages } = await customerWithReadyPackages(request, {
    admin,
    staff,
    count: 1,
  });
  const [only] = packages as [ReadyPackage];
  await saveKuwaitAddress(request, customer);
  const section = preferencesSection(page, ar);

  await openSignedIn(page, customer.token, '/profile?lang=ar-AE');
  await expectDocumentLocale(page, 'ar-AE');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(section).toBeVisible();
  await expectContentLoaded(page, 'ar-AE');
  await profileBox(page, ar, 'LPH').check();
  await profileBox(page, ar, 'DSB').check();
  await expectNoHorizontalScroll(page);
  await section.getByRole('button', { name: ar('shipping.preferences.save') }).click();
  await expect(section.getByRole('status')).toHaveText(ar('shipping.preferences.saved'));
  await expectNoHorizontalScroll(page);

  const href = `/ship?warehouseId=${warehouseId}&packageIds=${only.id}&lang=ar-AE`;
  await startWizardToDetails(page, ar, { token: customer.token, href });
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(wizardBox(page, ar, 'ar-AE', 'LPH')).toBeChecked();
  await expect(wizardBox(page, ar, 'ar-AE', 'DSB')).toBeChecked();
  await expect(wizardBox(page, ar, 'ar-AE', 'FRG')).not.toBeChecked();
  await expect(page.getByRole('main').getByText(ar('shipping.details.preselected'))).toBeVisible();
  await expectNoHorizontalScroll(page);
});
