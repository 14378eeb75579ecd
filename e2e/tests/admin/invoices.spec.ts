import { devices, type Page } from '@playwright/test';
import { signInCustomerApi } from '../../fixtures/accounts';
import { DEMO_PASSWORD, openSignedInAs } from '../../fixtures/operator';
import { openSignedIn } from '../../fixtures/suite';
import { expect, test } from '../../fixtures/test';
import {
  expectContentLoaded,
  expectDocumentLocale,
  expectNoHorizontalScroll,
  textsOf,
} from '../support/page-checks';

const t = textsOf('en-US');
const ar = textsOf('ar-AE');
const BUSINESS_ADMIN_EMAIL = 'business-admin@demo.skyparcel.test';

test('[ADMIN] bills a customer by hand, finds the invoice with the filter and credits part of it', async ({
  page,
  admin,
  customer,
  expectNoAxeViolations,
}) => {
  const main = page.getByRole('main');
  await openSignedInAs(page, admin, '/admin/invoices');
  await expectContentLoaded(page, 'en-US');
  await expect(
    main.getByRole('heading', { level: 1, name: t('pages.adminInvoices') }),
  ).toBeVisible();

  await test.step('a manual invoice with two lines, after a refused empty reason', async () => {
    const form = main.locator('form', {
      has: page.getByRole('heading', { name: t('operator.invoices.manual.title') }),
    });
    await form.getByLabel(t('operator.invoices.manual.customer')).fill(customer.suiteNumber);
    await form.getByLabel(t('operator.invoices.manual.description')).fill('Repacking');
    await form.getByLabel(t('operator.invoices.manual.unitPrice')).fill('12.50');
    await form.getByRole('button', { name: t('operator.invoices.manual.create') }).click();
    await expect(form.getByText(t('validation.invoiceReason'))).toBeVisible();
    await form.getByLabel(t('operator.invoices.manual.reason')).fill('Repacking into two boxes');
    await form.getByRole('button', { name: t('operator.invoices.manual.addLine') }).click();
    const second = form.getByRole('group', {
      name: t('operator.invoices.manual.line', { number: '2' }),
    });
    await second.getByLabel(t('operator.invoices.manual.description')).fill('Bubble wrap');
    await second.getByLabel(t('operator.invoices.manual.quantity')).fill('2');
    await second.getByLabel(t('operator.invoices.manual.unitPrice')).fill('1.25');
    await form.getByRole('button', { name: t('operator.invoices.manual.create') }).click();
    await expect(
      form.getByRole('link', { name: /^Invoice MI-\d{4}-\d{6} is issued\.$/ }),
    ).toBeVisible();
  });

  await test.step('the filter finds it by the customer’s suite number', async () => {
    const filter = main.getByRole('search');
    await filter.getByLabel(t('operator.invoices.filter.customerId')).fill(customer.suiteNumber);
    await filter.getByRole('button', { name: t('operator.invoices.filter.search') }).click();
    await expect(page).toHaveURL(new RegExp(`customerId=${customer.suiteNumber}`));
    const row = main.getByRole('row', { name: /MI-\d{4}-\d{6}/ });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('$15.00');
    await expect(row).toContainText(t('operator.invoices.paymentStatuses.unpaid'));
    await expectNoAxeViolations(page);
  });

  await test.step('a credit note takes back USD 5.00; more than is left is refused', async () => {
    const row = main.getByRole('row', { name: /MI-\d{4}-\d{6}/ });
    await row.getByRole('button', { name: t('operator.invoices.creditNote') }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(/Amount to take back/).fill('20');
    await dialog.getByLabel(t('operator.invoices.credit.reason')).fill('Goodwill for the delay');
    await dialog.getByRole('button', { name: t('operator.invoices.credit.create') }).click();
    await expect(dialog.getByText(/A credit note can take back at most USD 15\.00/)).toBeVisible();
    await dialog.getByLabel(/Amount to take back/).fill('5');
    await dialog.getByRole('button', { name: t('operator.invoices.credit.create') }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(main.getByText(/^Credit note CN-\d{4}-\d{6} is issued\.$/)).toBeVisible();
    await expect(row).toContainText('$10.00');
    await expect(row).toContainText(t('operator.invoices.invoiceStatuses.credited'));
    await expect(main.getByRole('row', { name: /CN-\d{4}-\d{6}/ })).toContainText('$5.00');
  });
});

test.describe('on a phone, in Arabic', () => {
  const { defaultBrowserType: _browser, ...pixel7 } = devices['Pixel 7'];
  test.use(pixel7);

  async function openInArabic(page: Page, token: string, path: string) {
    await page.goto('/');
    await page.evaluate(() => window.localStorage.setItem('lang', 'ar-AE'));
    await openSignedIn(page, token, path);
    await expectDocumentLocale(page, 'ar-AE');
  }

  test('[SHIPPER ADMIN] reads the company’s invoices and totals, filters them and downloads the CSV', async ({
    page,
    request,
  }) => {
    // The demo admin billed the business company at start: USD 25.00 owed, USD 12.50 credited.
    const token = await signInCustomerApi(request, BUSINESS_ADMIN_EMAIL, DEMO_PASSWORD);
    const main = page.getByRole('main');
    await openInArabic(page, token, '/invoices');
    await expect(main.getByRole('heading', { level: 1, name: ar('pages.invoices') })).toBeVisible();
    const totals = main.getByRole('region', { name: ar('payments.companyInvoices.totals') });
    await expect(totals).toContainText(ar('payments.companyInvoices.outstanding'));
    await expect(main.getByRole('row', { name: /MI-\d{4}-\d{6}/ })).toHaveCount(2);
    await expectNoHorizontalScroll(page);

    await test.step('unpaid only', async () => {
      await main
        .getByLabel(ar('payments.companyInvoices.filter.paymentStatus'))
        .selectOption({ label: ar('payments.companyInvoices.paymentStatuses.unpaid') });
      await main
        .getByRole('button', { name: ar('payments.companyInvoices.filter.search') })
        .click();
      await expect(page).toHaveURL(/paymentStatus=unpaid/);
      await expect(main.getByRole('row', { name: /MI-\d{4}-\d{6}/ })).toHaveCount(1);
    });

    await test.step('the CSV of the filtered list', async () => {
      const downloading = page.waitForEvent('download');
      await main.getByRole('button', { name: ar('payments.companyInvoices.exportCsv') }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toMatch(/^invoices-\d{4}-\d{2}-\d{2}\.csv$/);
      const bytes = Buffer.concat(await (await download.createReadStream()).toArray());
      const lines = bytes.toString('utf8').trim().split('\n');
      expect(lines[0]).toMatch(/^invoice_number,type,issued_on,/);
      // The company's unpaid invoices: the demo admin's manual one, and the invoices on account
      // of the EDI uploads booked by the demo and by other tests (decision 054).
      const manual = lines.filter((line) => line.startsWith('MI-'));
      expect(manual).toHaveLength(1);
      expect(manual[0]).toContain(',USD,25.00,0.00,0.00,25.00,unpaid');
    });
  });
});
