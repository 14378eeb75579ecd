import { translate } from '@skyparcel/i18n';
import { openSignedInAs } from '../../fixtures/operator';
import { expect, test } from '../../fixtures/test';

const t = (key: string) => translate('en-US', key);

test("[ADMIN] opens a customer's portal in a new tab; loading another page there logs it out", async ({
  page,
  admin,
  customer,
  expectNoAxeViolations,
}) => {
  await openSignedInAs(page, admin, `/admin/users/${customer.id}`);
  const adminHeader = page.getByRole('banner');
  await expect(page.getByRole('heading', { name: customer.firstName }).first()).toBeVisible();

  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: t('adminReturn.openPortal') }).click();
  const portal = await popupOpened;

  // Signed in as the customer on the invoice page; the one-time code left the address bar.
  await expect(portal).toHaveURL(/\/shipping-invoice$/);
  await expect(portal.getByText(t('adminReturn.banner'))).toBeVisible();
  await expect(
    portal.getByRole('banner').getByRole('button', { name: customer.firstName }),
  ).toBeVisible();
  expect(await portal.evaluate(() => window.sessionStorage.getItem('fromAdmin'))).toBe('true');
  await expectNoAxeViolations(portal);

  // The console tab keeps the admin's own session.
  await page.reload();
  await expect(adminHeader.getByRole('button', { name: customer.firstName })).toHaveCount(0);
  await expect(adminHeader.getByRole('button', { name: t('auth.logIn') })).toHaveCount(0);

  // Loading a page outside the admin-return list ends the customer's session (spec section 4).
  await portal.goto('/my-suite');
  await expect(
    portal.getByRole('banner').getByRole('button', { name: t('auth.logIn') }),
  ).toBeVisible();
  await expect(portal.getByText(t('adminReturn.banner'))).toHaveCount(0);
  await page.reload();
  await expect(adminHeader.getByRole('button', { name: t('auth.logIn') })).toHaveCount(0);
});

test('a used or forged admin link shows the catalogue text and signs nobody in', async ({
  page,
}) => {
  await page.goto('/admin-redirect?adminToken=forged-code&returnTo=/shipping-invoice');
  await expect(page.getByRole('alert')).toContainText(t('errors.ADMIN_TOKEN_INVALID'));
  await expect(
    page.getByRole('banner').getByRole('button', { name: t('auth.logIn') }),
  ).toBeVisible();
});
