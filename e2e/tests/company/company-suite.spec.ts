import type { APIRequestContext } from '@playwright/test';
import { adminAccessSessionApi, type SignedIn } from '../../fixtures/operator';
import { stepHeading } from '../../fixtures/shipping';
import { openSignedIn, usLockerApi } from '../../fixtures/suite';
import { expect, test } from '../../fixtures/test';
import {
  expectContentLoaded,
  expectDocumentLocale,
  expectNoHorizontalScroll,
  formatInBrowser,
  textsOf,
} from '../support/page-checks';

/** The demo company's SHIPPER (Ingrid) and the colleague whose ready packages she ships (Omar). */
const SHIPPER_EMAIL = 'business-user@demo.skyparcel.test';
const COLLEAGUE_NAME = 'Omar Saleh';

const auth = ({ token }: SignedIn) => ({ authorization: `Bearer ${token}` });

/**
 * A UAE address in her book, the default (the UAE's customs need no identity, decision 047):
 * the demo's Dubai office when the seed gave her one (decision 055), else one made here.
 * Answers the name the wizard's address list shows for it.
 */
async function ensureDubaiAddressApi(request: APIRequestContext, shipper: SignedIn) {
  const book = await request.get('/api/user/contacts', { headers: auth(shipper) });
  const contacts = (await book.json()) as {
    countryCode: string;
    firstName: string;
    lastName: string;
    isDefault: boolean;
  }[];
  const dubai = contacts.find((contact) => contact.countryCode === 'AE' && contact.isDefault);
  if (dubai) {
    return `${dubai.firstName} ${dubai.lastName}`;
  }
  const saved = await request.post('/api/user/contacts', {
    headers: auth(shipper),
    data: {
      firstName: 'Ingrid',
      lastName: 'Solberg',
      street: 'Sheikh Zayed Road 12',
      city: 'Dubai',
      stateOrProvince: 'Dubai',
      countryCode: 'AE',
      phoneCountryCode: '+971',
      phoneNumber: '501234567',
      addressType: 'work',
      shipperConsigneeAddressType: 'consignee',
      isDefault: true,
    },
  });
  expect(saved.status(), await saved.text()).toBe(201);
  return 'Ingrid Solberg';
}

// Issue 15 asks for the company journeys in Arabic and on a phone-sized screen: the same steps
// run in the phone project in ar-AE (@phone-only), and in English on the desktop (decision 046).
// The colleague has two ready packages in the US warehouse: each journey ships its own (the
// first or the last listed), so the two may run at once.
const JOURNEYS = [
  {
    locale: 'en-US',
    pick: 'first',
    title: '[SHIPPER] sees a colleague’s package in My Suite, named for its owner, and ships it',
  },
  {
    locale: 'ar-AE',
    pick: 'last',
    title:
      '@phone-only [SHIPPER] in Arabic on a phone, ships a colleague’s package named for its owner',
  },
] as const;

for (const { locale, pick, title } of JOURNEYS) {
  test(title, async ({ page, request, admin, expectNoAxeViolations }) => {
    const t = textsOf(locale);
    const shipper = await adminAccessSessionApi(request, admin, SHIPPER_EMAIL);
    const addressName = await ensureDubaiAddressApi(request, shipper);
    const us = await usLockerApi(request, shipper);
    const main = page.getByRole('main');
    let packageNumber = '';
    await page.addInitScript((language) => window.localStorage.setItem('lang', language), locale);

    await test.step('My Suite shows the company’s ready packages with an Owner column', async () => {
      await openSignedIn(
        page,
        shipper.token,
        `/my-suite?warehouse=${us.warehouseId}&tab=readyToSend`,
      );
      await expectDocumentLocale(page, locale);
      // Right to left in Arabic for the page itself, not only its <html> attribute.
      await expect(main).toHaveCSS('direction', locale === 'ar-AE' ? 'rtl' : 'ltr');
      await expect(
        main.getByRole('columnheader', { name: t('suite.fields.owner') }),
      ).toBeAttached();
      const colleagueRows = main.getByRole('row').filter({ hasText: COLLEAGUE_NAME });
      const row = pick === 'first' ? colleagueRows.first() : colleagueRows.last();
      await expect(row).toBeVisible();
      await expectContentLoaded(page, locale);
      await expectNoHorizontalScroll(page);
      await expectNoAxeViolations(page);
      packageNumber = ((await row.getByRole('rowheader').textContent()) ?? '').trim();
      expect(packageNumber).toMatch(/^PK\d+$/);
      await row.getByRole('checkbox').check();
      const one = await formatInBrowser(page, locale, 1, {});
      await main.getByRole('link', { name: t('suite.ship.ship', { count: one }) }).click();
    });

    await test.step('the wizard ships it to her default address in Dubai', async () => {
      await expect(stepHeading(page, t, 1, 'address')).toBeVisible();
      // The first list is the address book; the recently used list may name it again.
      await expect(
        main.getByRole('radio', { name: new RegExp(addressName) }).first(),
      ).toBeChecked();
      await main.getByRole('button', { name: t('shipping.wizard.next') }).click();
      await expect(stepHeading(page, t, 2, 'packages')).toBeFocused();
      await expect(
        main.getByRole('row', { name: new RegExp(packageNumber) }).first(),
      ).toBeVisible();
      await main.getByRole('button', { name: t('shipping.wizard.next') }).click();
      await expect(stepHeading(page, t, 3, 'details')).toBeFocused();
      await main.getByRole('checkbox', { name: t('shipping.details.valuesConfirmed') }).check();
      await main.getByRole('button', { name: t('shipping.wizard.next') }).click();
      await expect(stepHeading(page, t, 4, 'summary')).toBeFocused();
      await main.getByRole('button', { name: t('shipping.summary.confirm') }).click();
    });

    await test.step('the cart holds her request with the colleague’s package', async () => {
      await expect(page).toHaveURL(/\/cart$/);
      const request = main.getByRole('row', { name: new RegExp(packageNumber) });
      await expect(request).toBeVisible();
      await expect(request.getByRole('rowheader')).toHaveText(/XWF\d{8}/);
      await expectNoHorizontalScroll(page);
    });
  });
}
