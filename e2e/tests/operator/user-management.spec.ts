import type { Page } from '@playwright/test';
import { registerAccountApi } from '../../fixtures/accounts';
import { findUserByEmailApi, openSignedInAs } from '../../fixtures/operator';
import { expect, test } from '../../fixtures/test';
import { expectContentLoaded, expectNoHorizontalScroll, textsOf } from '../support/page-checks';

const t = textsOf('en-US');

/** Searches the list for one account and opens its details. */
async function openUser(page: Page, email: string, name: string) {
  const main = page.getByRole('main');
  await main.getByLabel(t('operator.users.search')).fill(email);
  await main.getByRole('button', { name: t('operator.users.search'), exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`keyword=${encodeURIComponent(email)}`));
  await main.getByRole('link', { name }).click();
  await expect(main.getByRole('heading', { level: 1, name })).toBeVisible();
}

test('[ADMIN] finds a user pending review, approves them, and the approval e-mail arrives', async ({
  page,
  request,
  admin,
  mailbox,
  expectNoAxeViolations,
}) => {
  // A long flow by nature: the console, a search, a user's page and an approval, three axe
  // scans, then the approval mail through the real SMTP sink.
  test.slow();
  const account = await registerAccountApi(request);
  const name = `${account.firstName} ${account.lastName}`;
  await openSignedInAs(page, admin, '/admin/users');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: t('pages.adminUsers') })).toBeVisible();

  await main.getByLabel(t('operator.users.show')).selectOption('pending');
  await main.getByRole('button', { name: t('operator.users.search'), exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/users\?status=pending$/);
  await expectContentLoaded(page, 'en-US');
  await expectNoAxeViolations(page);

  await openUser(page, account.email, name);
  await expect(main.getByText(t('operator.status.pending'), { exact: true })).toBeVisible();
  await expect(main.getByText(t('operator.user.noSuite'), { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  await main.getByRole('button', { name: t('operator.user.approve') }).click();
  await expect(main.getByRole('status')).toHaveText(t('operator.success.approved', { name }));
  await expect(main.getByText(t('operator.status.approved'), { exact: true })).toBeVisible();
  const approved = await findUserByEmailApi(request, admin, account.email);
  expect(approved.suiteNumber).toMatch(/^SP\d{6}$/);
  await expect(main.getByText(approved.suiteNumber ?? '', { exact: true })).toBeVisible();

  const mail = await mailbox.waitForMail(
    (candidate) =>
      candidate.to.includes(account.email) &&
      candidate.subject === t('mail.accountApproved.subject'),
  );
  expect(mail.text).toContain(approved.suiteNumber ?? '');

  // Back returns to the same search.
  await main.getByRole('link', { name: t('operator.user.back') }).click();
  await expect(page).toHaveURL(/status=pending/);
});

test('[ADMIN] rejects, deactivates and changes the role of a user, confirming each', async ({
  page,
  request,
  admin,
  mailbox,
  expectNoAxeViolations,
}) => {
  // A long flow by nature: three decisions, each confirmed in a dialog, and a mail awaited.
  test.slow();
  const account = await registerAccountApi(request, 'Rejected');
  const name = `${account.firstName} ${account.lastName}`;
  await openSignedInAs(page, admin, '/admin/users');
  await openUser(page, account.email, name);
  const main = page.getByRole('main');

  await main.getByRole('button', { name: t('operator.user.reject') }).click();
  const reject = page.getByRole('dialog', { name: t('operator.confirm.reject.title') });
  await expect(reject).toContainText(account.email);
  await expectNoAxeViolations(page);
  await reject.getByRole('button', { name: t('operator.user.reject') }).click();
  await expect(reject).toHaveCount(0);
  await expect(main.getByRole('status')).toHaveText(t('operator.success.rejected', { name }));
  await expect(main.getByText(t('operator.status.rejected'), { exact: true })).toBeVisible();
  await mailbox.waitForMail(
    (candidate) =>
      candidate.to.includes(account.email) &&
      candidate.subject === t('mail.accountRejected.subject'),
  );

  // Cancel leaves the account as it was.
  await main.getByRole('button', { name: t('operator.user.deactivate') }).click();
  const deactivate = page.getByRole('dialog', { name: t('operator.confirm.deactivate.title') });
  await deactivate.getByRole('button', { name: t('operator.confirm.cancel') }).click();
  await expect(deactivate).toHaveCount(0);
  expect((await findUserByEmailApi(request, admin, account.email)).isActive).toBe(true);

  await main.getByRole('button', { name: t('operator.user.deactivate') }).click();
  await deactivate.getByRole('button', { name: t('operator.user.deactivate') }).click();
  await expect(main.getByRole('status')).toHaveText(t('operator.success.deactivated', { name }));
  await expect(main.getByText(t('operator.status.inactive'), { exact: true })).toBeVisible();
  await expect(main.getByRole('button', { name: t('operator.user.activate') })).toBeVisible();

  await main.getByLabel(t('operator.user.newRole')).selectOption('SHIPPER');
  await main.getByRole('button', { name: t('operator.user.changeRole') }).click();
  const role = page.getByRole('dialog', { name: t('operator.confirm.role.title') });
  await expect(role).toContainText(t('operator.roles.shipper'));
  await role.getByRole('button', { name: t('operator.user.changeRole') }).click();
  await expect(main.getByRole('status')).toHaveText(
    t('operator.success.roleChanged', { name, role: t('operator.roles.shipper') }),
  );

  const after = await findUserByEmailApi(request, admin, account.email);
  expect(after).toMatchObject({ role: 'SHIPPER', isActive: false, isRejected: true });
});

test('[ADMIN] invites a staff member, who receives the set-password link', async ({
  page,
  request,
  admin,
  mailbox,
  expectNoAxeViolations,
}) => {
  // A long flow by nature: the invitation form, its mail, the new clerk's page, warehouses
  // saved and a reload, two axe scans.
  test.slow();
  const email = `invited.${Date.now()}@example.com`;
  await openSignedInAs(page, admin, '/admin/users');
  const main = page.getByRole('main');
  await main.getByText(t('operator.invite.title')).click();
  const form = main.locator('form', { hasText: t('operator.invite.submit') });
  await form.getByRole('button', { name: t('operator.invite.submit') }).click();
  await expect(form.getByText(t('validation.email'))).toBeVisible();

  await form.getByLabel(t('operator.users.columns.email')).fill(email);
  await form.getByLabel(t('operator.invite.firstName')).fill('Ingrid');
  await form.getByLabel(t('operator.invite.lastName')).fill('Berg');
  await form.getByLabel(t('operator.users.columns.role')).selectOption('STAFF');
  await expectNoAxeViolations(page);
  await form.getByRole('button', { name: t('operator.invite.submit') }).click();
  await expect(form.getByRole('status')).toHaveText(t('operator.invite.sent', { email }));

  const mail = await mailbox.waitForMail(
    (candidate) => candidate.to.includes(email) && candidate.subject === t('mail.invite.subject'),
  );
  expect(mail.text).toMatch(/\/\?resetToken=[\w-]+/);
  expect(await findUserByEmailApi(request, admin, email)).toMatchObject({
    role: 'STAFF',
    isApproved: true,
    emailConfirmed: false,
  });

  // A new clerk works nowhere until the admin ticks their warehouses.
  await openUser(page, email, 'Ingrid Berg');
  const warehouses = main.getByRole('group', {
    name: t('operator.user.warehousesLegend', { name: 'Ingrid Berg' }),
  });
  await expect(main.getByText(t('operator.user.noWarehouses'))).toBeVisible();
  await warehouses.getByRole('checkbox', { name: /\(GB-LON\)/ }).check();
  await main.getByRole('button', { name: t('operator.user.saveWarehouses') }).click();
  await expect(
    main.getByText(t('operator.success.warehousesSaved', { name: 'Ingrid Berg', count: '1' })),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await page.reload();
  await expect(warehouses.getByRole('checkbox', { name: /\(GB-LON\)/ })).toBeChecked();
  await expect(warehouses.getByRole('checkbox', { name: /\(US-DE\)/ })).not.toBeChecked();
});

test('[CUSTOMER] opening user management gets the 403 page', async ({ page, customer }) => {
  await openSignedInAs(page, customer, '/admin/users');
  const main = page.getByRole('main');
  await expect(
    main.getByRole('heading', { level: 1, name: t('auth.accessDenied.title') }),
  ).toBeVisible();
  await expect(main.getByRole('table')).toHaveCount(0);
});

test('@phone-only [ADMIN] approves a pending user on a phone', async ({
  page,
  request,
  admin,
  mailbox,
  expectNoAxeViolations,
}) => {
  // The console on a phone, an axe scan, an approval, and its mail awaited.
  test.slow();
  const account = await registerAccountApi(request, 'Phone');
  const name = `${account.firstName} ${account.lastName}`;
  await openSignedInAs(page, admin, `/admin/users?status=pending&keyword=${account.email}`);
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name })).toBeVisible();
  await expectContentLoaded(page, 'en-US');
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page);

  await main.getByRole('link', { name }).click();
  await main.getByRole('button', { name: t('operator.user.approve') }).click();
  await expect(main.getByRole('status')).toHaveText(t('operator.success.approved', { name }));
  await expectNoHorizontalScroll(page);
  await mailbox.waitForMail(
    (candidate) =>
      candidate.to.includes(account.email) &&
      candidate.subject === t('mail.accountApproved.subject'),
  );
});
