import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { type APIRequestContext, devices, type Page } from '@playwright/test';
import { formatMoneyDto } from '@skyparcel/i18n/format-money';
import * as mupdf from 'mupdf';
import { waitForMail } from '../../fixtures/mailbox';
import { payOnSandboxApi, shipRequestOfPackageApi, startPaymentApi } from '../../fixtures/payments';
import { customerWithReceivedPackage, openSignedIn } from '../../fixtures/suite';
import { expect, test } from '../../fixtures/test';
import { expectDocumentLocale, expectNoHorizontalScroll, textsOf } from '../support/page-checks';

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

/** The text of every page of a PDF, as a reader extracts it (MuPDF, decision 050). */
function pdfText(pdf: Uint8Array): string {
  const document = mupdf.Document.openDocument(pdf, 'application/pdf');
  const pages: string[] = [];
  for (let index = 0; index < document.countPages(); index += 1) {
    pages.push(document.loadPage(index).toStructuredText('preserve-whitespace').asText());
  }
  return pages.join('\n');
}

/** A fresh customer's ship request, paid through the sandbox: its shipping invoice is issued. */
async function customerWithPaidRequest(
  request: APIRequestContext,
  operators: { admin: { token: string }; staff: { token: string } },
) {
  const pkg = await customerWithReceivedPackage(request, operators);
  const payable = await shipRequestOfPackageApi(request, operators.staff, pkg);
  await payOnSandboxApi(request, await startPaymentApi(request, payable), '4242 4242 4242 4242');
  const history = await request.get('/api/warehouses/country/US/packages/history', {
    headers: auth(pkg.customerToken),
  });
  expect(history.status(), await history.text()).toBe(200);
  const [invoice] = (await history.json()).items as {
    invoiceId: string;
    invoiceNumber: string;
    issuedAt: string;
  }[];
  expect(invoice?.invoiceNumber).toMatch(/^SI-\d{4}-\d{6}$/);
  return {
    ...pkg,
    invoiceId: invoice?.invoiceId ?? '',
    invoiceNumber: invoice?.invoiceNumber ?? '',
    issuedAt: invoice?.issuedAt ?? '',
  };
}

test('[CUSTOMER] pays a request, finds its invoice in My History, downloads the PDF, e-mails a copy and pays an additional invoice', async ({
  page,
  request,
  admin,
  staff,
  expectNoAxeViolations,
}) => {
  // A long journey (a paid request, a PDF, a mail, a second payment): as the payment specs.
  test.slow();
  const t = textsOf('en-US');
  const paid = await customerWithPaidRequest(request, { admin, staff });
  const main = page.getByRole('main');

  await test.step('My History shows the paid shipping invoice, and filters it out under unpaid only', async () => {
    await openSignedIn(page, paid.customerToken, '/my-history');
    await expect(page.getByRole('heading', { level: 1, name: t('pages.myHistory') })).toBeVisible();
    const link = main.getByRole('link', { name: paid.invoiceNumber });
    await expect(link).toBeVisible();
    const row = main.getByRole('row', { name: new RegExp(paid.invoiceNumber) });
    await expect(row).toContainText(t('invoices.kinds.shipping'));
    await expect(row).toContainText(t('invoices.paymentStatus.paid'));
    // The issue date as the customer in Dubai reads it (the browser's zone, playwright.config.ts;
    // decision 057), never the server's UTC clock time.
    const inDubai = await page.evaluate(
      (iso) =>
        new Intl.DateTimeFormat('en-US', {
          dateStyle: 'medium',
          timeStyle: 'short',
          timeZone: 'Asia/Dubai',
        }).format(new Date(iso)),
      paid.issuedAt,
    );
    expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(
      'Asia/Dubai',
    );
    await expect(row).toContainText(inDubai);
    await expectNoAxeViolations(page);
    // The box follows the address (the filter lives in the URL), so it is clicked, then awaited.
    const unpaidOnly = main.getByRole('checkbox', { name: t('invoices.history.unpaidOnly') });
    await unpaidOnly.click();
    await expect(unpaidOnly).toBeChecked();
    await expect(main.getByText(t('invoices.history.empty'))).toBeVisible();
    await unpaidOnly.click();
    await expect(unpaidOnly).not.toBeChecked();
    await main.getByRole('link', { name: paid.invoiceNumber }).click();
  });

  await test.step('the shipping invoice page shows it, and the PDF downloads with its fields', async () => {
    await expect(page).toHaveURL(new RegExp(`/shipping-invoice\\?id=${paid.invoiceId}`));
    const invoice = main.getByRole('article', { name: paid.invoiceNumber });
    await expect(invoice).toContainText(t('invoices.kinds.shipping'));
    await expect(invoice).toContainText(t('invoices.totals.billed'));
    await expect(invoice).toContainText('Visa •••• 4242');
    await expect(invoice.getByRole('link', { name: /FAQs/ })).toHaveAttribute('href', '/faqs');
    await expect(
      invoice.getByRole('link', { name: new RegExp(t('invoices.page.payNow')) }),
    ).toHaveCount(0);
    await expectNoAxeViolations(page);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      invoice.getByRole('button', { name: t('invoices.page.download') }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${paid.invoiceNumber}.pdf`);
    const text = pdfText(readFileSync((await download.path()) ?? ''));
    for (const expected of [paid.invoiceNumber, 'Tax invoice', 'Running shoes', 'Visa', '/faqs']) {
      expect(text).toContain(expected);
    }
  });

  await test.step('a copy goes by e-mail with the PDF attached', async () => {
    const to = `accounts-${randomUUID().slice(0, 8)}@example.com`;
    const form = main.getByRole('form', { name: t('invoices.page.sendCopy') });
    await form.getByLabel(t('invoices.page.to')).fill('not-an-address');
    await form.getByRole('button', { name: t('invoices.page.send') }).click();
    await expect(form.getByText(t('validation.copyEmail'))).toBeVisible();
    await form.getByLabel(t('invoices.page.to')).fill(to);
    await form.getByRole('button', { name: t('invoices.page.send') }).click();
    await expect(form.getByText(t('invoices.page.sent', { to }))).toBeVisible();
    const mail = await waitForMail((received) => received.to.includes(to));
    expect(mail.subject).toContain(paid.invoiceNumber);
    const [attachment] = mail.attachments;
    expect(attachment).toMatchObject({
      filename: `${paid.invoiceNumber}.pdf`,
      contentType: 'application/pdf',
    });
    expect(pdfText(Buffer.from(attachment?.contentBase64 ?? '', 'base64'))).toContain(
      paid.invoiceNumber,
    );
  });

  await test.step("an operator's additional invoice shows under unpaid only; Pay now, and account credit pays it", async () => {
    const extra = await additionalInvoiceWithCreditApi(request, admin, paid);
    await page.goto('/my-history?unpaid=true');
    await expect(main.getByRole('link', { name: extra.number })).toBeVisible();
    await expect(main.getByRole('link', { name: paid.invoiceNumber })).toHaveCount(0);

    // Pay now opens the cart with only this invoice, so its one button pays it.
    await main.getByRole('link', { name: extra.number }).click();
    await main.getByRole('link', { name: new RegExp(t('invoices.page.payNow')) }).click();
    await expect(page).toHaveURL(new RegExp(`/cart\\?invoice=${extra.id}$`));
    await expect(main).toContainText(t('shipping.cart.invoices.chosen', { number: extra.number }));
    await expect(
      main.getByRole('table', { name: t('shipping.cart.invoices.caption', { count: '1' }) }),
    ).toBeVisible();
    const useCredit = main.getByRole('checkbox', { name: t('shipping.cart.invoices.useCredit') });
    const amount = formatMoneyDto({ amount: EXTRA_AMOUNT, currency: extra.currency }, 'en-US');
    await expect(useCredit).toHaveAccessibleDescription(
      t('shipping.cart.invoices.creditAmounts', {
        available: amount,
        applied: amount,
        rest: formatMoneyDto({ amount: 0, currency: extra.currency }, 'en-US'),
      }),
    );
    await useCredit.check();
    await main
      .getByRole('button', { name: t('shipping.cart.invoices.pay', { number: extra.number }) })
      .click();
    // Credit covers it whole: paid at once, no card page.
    await expect(page).toHaveURL(/\/payment\?orderCode=PAY-/);
    await expect(
      page.getByRole('heading', { name: t('payments.outcome.succeededTitle') }),
    ).toBeVisible();

    await page.goto('/my-history?unpaid=true');
    await expect(main.getByText(t('invoices.history.empty'))).toBeVisible();
  });
});

/** The additional invoice's amount, and the account credit the operator's credit note gives. */
const EXTRA_AMOUNT = 2;

/**
 * The worker's admin bills the customer a manual invoice (no warehouse: My History lists it under
 * every country) and credits the paid shipping invoice by as much, which becomes account credit.
 */
async function additionalInvoiceWithCreditApi(
  request: APIRequestContext,
  admin: { token: string },
  paid: { customerToken: string; suiteNumber: string; invoiceId: string },
) {
  const history = await request.get('/api/warehouses/country/US/packages/history', {
    headers: auth(paid.customerToken),
  });
  const [shipping] = (await history.json()).items as { currency: string }[];
  const currency = shipping?.currency ?? '';
  const manual = await request.post('/api/admin/invoices/manual', {
    headers: auth(admin.token),
    data: {
      customer: paid.suiteNumber,
      currency,
      reason: 'Repacking into a stronger box',
      lines: [{ description: 'Repacking', quantity: 1, unitPrice: EXTRA_AMOUNT }],
    },
  });
  expect(manual.status(), await manual.text()).toBe(201);
  const credit = await request.post(`/api/admin/invoices/${paid.invoiceId}/credit-notes`, {
    headers: auth(admin.token),
    data: { amount: EXTRA_AMOUNT, reason: 'Goodwill for the delay' },
  });
  expect(credit.status(), await credit.text()).toBe(201);
  const issued = (await manual.json()) as { id: string; number: string };
  return { id: issued.id, number: issued.number, currency };
}

// A phone on either project: the desktop one runs these too.
const { defaultBrowserType: _browser, ...pixel7 } = devices['Pixel 7'];

test.describe('on a phone in Arabic', () => {
  test.use(pixel7);

  test('[CUSTOMER] @phone-only My History and the invoice page read right to left on a phone', async ({
    page,
    request,
    admin,
    staff,
  }) => {
    const t = textsOf('ar-AE');
    const paid = await customerWithPaidRequest(request, { admin, staff });
    const main = page.getByRole('main');
    await openInArabic(page, paid.customerToken, '/my-history');
    await expect(page.getByRole('heading', { level: 1, name: t('pages.myHistory') })).toBeVisible();
    await main.getByRole('link', { name: paid.invoiceNumber }).click();
    const invoice = main.getByRole('article', { name: paid.invoiceNumber });
    await expect(invoice).toContainText(t('invoices.kinds.shipping'));
    await expect(invoice).toContainText(t('invoices.totals.outstanding'));
    await expect(invoice.getByRole('button', { name: t('invoices.page.download') })).toBeVisible();
    await expectDocumentLocale(page, 'ar-AE');
    await expectNoHorizontalScroll(page);
  });
});

/** Opens the page signed in, the interface in Arabic (the stored choice, kept across pages). */
async function openInArabic(page: Page, token: string, path: string) {
  await page.goto('/');
  await page.evaluate(() => window.localStorage.setItem('lang', 'ar-AE'));
  await openSignedIn(page, token, path);
  await expectDocumentLocale(page, 'ar-AE');
  expect(page.viewportSize()?.width ?? 0).toBeLessThan(500);
}
