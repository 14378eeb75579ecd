import { randomUUID } from 'node:crypto';
import { schema } from '@skyparcel/db';
import type { InvoiceDto, InvoiceHistoryPage } from '@skyparcel/domain/invoices';
import { translate } from '@skyparcel/i18n';
import { desc, eq } from 'drizzle-orm';
import * as mupdf from 'mupdf';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { as } from '../../testing/as';
import { buildInvoice, invoiceLine } from '../../testing/build-invoice';
import { buildOneLineInvoice } from '../../testing/build-one-line-invoice';
import { buildPackage } from '../../testing/build-package';
import { buildPaidShipRequest } from '../../testing/build-paid-ship-request';
import { buildTestApp } from '../../testing/build-test-app';
import {
  buildCustomer,
  buildUser,
  type TestCustomer,
  type TestUser,
} from '../../testing/build-user';
import { readPdf } from '../../testing/read-pdf';
import { startSmtpSink } from '../../testing/smtp-sink';

let ctx: Awaited<ReturnType<typeof buildTestApp>>;
let customer: TestCustomer;
let other: TestCustomer;
let shipperAdmin: TestUser;
let otherCompanyAdmin: TestUser;
let shipping: { id: string; number: string };
let service: { id: string; number: string };
let manual: { id: string; number: string };
const DAY_MS = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  ctx = await buildTestApp();
  const [acme] = await ctx.db.insert(schema.companies).values({ name: 'Acme' }).returning();
  const [globex] = await ctx.db.insert(schema.companies).values({ name: 'Globex' }).returning();
  customer = await buildCustomer(ctx.db, { companyId: acme?.id ?? null });
  other = await buildCustomer(ctx.db);
  shipperAdmin = await buildUser(ctx.db, { role: 'SHIPPER ADMIN', companyId: acme?.id ?? null });
  otherCompanyAdmin = await buildUser(ctx.db, {
    role: 'SHIPPER ADMIN',
    companyId: globex?.id ?? null,
  });
  const pkg = await buildPackage(ctx.db, { owner: customer, retailerName: 'Zalando' });
  shipping = await buildInvoice(ctx.db, customer.user.id, {
    kind: 'shipping',
    statement: { code: 'SHIPPING', params: { orderNumber: 'XWF40000001' } },
    lines: [
      invoiceLine({
        kind: 'goods',
        code: 'GOODS',
        description: 'Running shoes',
        hsCode: '640411',
        totalPriceMinor: 9_000,
        packageId: pkg.id,
      }),
      invoiceLine({ code: 'FREIGHT', totalPriceMinor: 4_200 }),
    ],
    payments: [
      {
        method: 'card',
        amountMinor: 4_200,
        responseCode: '000',
        responseText: 'Approved',
        transactionId: 'TX-1',
        chargedTo: 'Visa •••• 4242',
        paidAt: new Date(),
      },
    ],
    issuedAt: new Date(Date.now() - 2 * DAY_MS),
  });
  service = await buildInvoice(ctx.db, customer.user.id, {
    issuedAt: new Date(Date.now() - 45 * DAY_MS),
  });
  manual = await buildInvoice(ctx.db, customer.user.id, {
    kind: 'manual',
    statement: { code: 'MANUAL' },
    warehouse: 'GB-LON',
    issuedAt: new Date(Date.now() - 75 * DAY_MS),
  });
});
afterAll(async () => ctx.close());

const history = (caller: TestUser | null, path = '', query = '') =>
  as(ctx.app, caller).get(`/api/warehouses/country/US/packages/history${path}${query}`);

describe('the invoice pages’ reads', () => {
  test('each call answers the invoice of its kinds, every field, in the reader’s language', async () => {
    const response = await as(ctx.app, customer).get(`/api/invoices/${shipping.id}/country/US`, {
      headers: { 'accept-language': 'fr' },
    });
    expect(response.statusCode).toBe(200);
    const invoice: InvoiceDto = response.json();
    expect(invoice).toMatchObject({
      number: shipping.number,
      kind: 'shipping',
      statement: expect.stringContaining('XWF40000001'),
      warehouse: { code: 'US-DE', countryCode: 'US' },
      totals: { commercialInvoiceMinor: 9_000, freightMinor: 4_200, billedMinor: 4_200 },
      paymentStatus: 'paid',
      payments: [expect.objectContaining({ transactionId: 'TX-1', responseText: 'Approved' })],
      // Pallets and DIM weight are an EDI booking's invoice's alone (decision 061).
      cargo: null,
    });
    expect(invoice.lines.map((line) => line.hsCode)).toEqual(['640411', null]);

    const serviceRead = await as(ctx.app, customer).get(
      `/api/invoices/returnserviceinvoice/${service.id}/country/us`,
    );
    // Issued 45 days ago, due after 14: overdue.
    expect(serviceRead.json()).toMatchObject({ kind: 'service', paymentStatus: 'overdue' });
    const manualRead = await as(ctx.app, customer).get(
      `/api/invoices/manualcreditinvoice/${manual.id}`,
    );
    expect(manualRead.json()).toMatchObject({ kind: 'manual' });
    const anyKind = await as(ctx.app, customer).get(`/api/Invoices/${service.id}/country`);
    expect(anyKind.json()).toMatchObject({ kind: 'service' });
  });

  test('a call of another kind, another country, or a malformed id answers 404', async () => {
    for (const url of [
      `/api/invoices/${service.id}/country/US`,
      `/api/invoices/returnserviceinvoice/${shipping.id}/country/US`,
      `/api/invoices/manualcreditinvoice/${shipping.id}`,
      `/api/invoices/${shipping.id}/country/GB`,
      '/api/Invoices/not-a-uuid/country',
    ]) {
      const response = await as(ctx.app, customer).get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json().error.code, url).toBe('INVOICE_NOT_FOUND');
    }
  });

  test('another customer and another company’s admin get 404, a visitor 401; the company’s admin reads it', async () => {
    const urls = [
      `/api/invoices/${shipping.id}/country/US`,
      `/api/Invoices/${shipping.id}/country`,
      `/api/invoices/${shipping.id}/pdf`,
    ];
    for (const url of urls) {
      expect((await as(ctx.app, other).get(url)).statusCode, url).toBe(404);
      expect((await as(ctx.app, otherCompanyAdmin).get(url)).statusCode, url).toBe(404);
      expect((await as(ctx.app, null).get(url)).statusCode, url).toBe(401);
    }
    const copy = await as(ctx.app, other).post(
      `/api/invoices/${shipping.id}/send-email?to=x@example.com`,
    );
    expect(copy.statusCode).toBe(404);
    expect((await as(ctx.app, shipperAdmin).get(urls[0] ?? '')).statusCode).toBe(200);
  });
});

describe('an invoice of many lines (an EDI upload’s has one per shipment, decision 054)', () => {
  let long: { id: string };
  // A shipper of their own: My History's tests count the customer's invoices.
  let shipper: TestCustomer;
  beforeAll(async () => {
    shipper = await buildCustomer(ctx.db);
    long = await buildInvoice(ctx.db, shipper.user.id, {
      kind: 'shipping',
      statement: { code: 'EDI_BOOKING', params: { serialNumber: '7', fileName: 'many.csv' } },
      lines: Array.from({ length: 450 }, (_, index) =>
        invoiceLine({
          code: 'FREIGHT',
          description: `AWB line ${index + 1}`,
          totalPriceMinor: 100,
        }),
      ),
    });
  });
  const descriptions = (invoice: InvoiceDto) => invoice.lines.map((line) => line.description);

  test('the page reads 200 lines at a time, with the count of all', async () => {
    const first = await as(ctx.app, shipper).get(`/api/Invoices/${long.id}/country`);
    expect(first.statusCode, first.body).toBe(200);
    const firstPage = first.json() as InvoiceDto;
    expect(firstPage.lineCount).toBe(450);
    expect(descriptions(firstPage)).toHaveLength(200);
    expect(descriptions(firstPage)[0]).toBe('AWB line 1');
    expect(descriptions(firstPage)[199]).toBe('AWB line 200');
    expect(firstPage.totals.billedMinor).toBe(45_000);

    const last = await as(ctx.app, shipper).get(`/api/invoices/${long.id}/country/US?linesPage=3`);
    expect(last.statusCode, last.body).toBe(200);
    expect(descriptions(last.json())).toEqual(
      Array.from({ length: 50 }, (_, index) => `AWB line ${401 + index}`),
    );
    const past = (
      await as(ctx.app, shipper).get(`/api/Invoices/${long.id}/country?linesPage=4`)
    ).json() as InvoiceDto;
    expect(past.lines).toEqual([]);
    expect(past.lineCount).toBe(450);
    for (const bad of ['0', '-1', 'two', '10001']) {
      const response = await as(ctx.app, shipper).get(
        `/api/Invoices/${long.id}/country?linesPage=${bad}`,
      );
      expect(response.statusCode, bad).toBe(400);
    }
  });

  test('a small invoice reads whole, its count its own', async () => {
    const page = (
      await as(ctx.app, customer).get(`/api/Invoices/${shipping.id}/country`)
    ).json() as InvoiceDto;
    const stored = await ctx.db
      .select()
      .from(schema.invoiceLines)
      .where(eq(schema.invoiceLines.invoiceId, shipping.id));
    expect(stored.length).toBeGreaterThan(1);
    expect(page.lineCount).toBe(stored.length);
    expect(page.lines).toHaveLength(stored.length);
  });

  test('the PDF prints every line, not a page of them', async () => {
    const response = await as(ctx.app, shipper).get(`/api/invoices/${long.id}/pdf`);
    expect(response.statusCode).toBe(200);
    const document = mupdf.Document.openDocument(response.rawPayload, 'application/pdf');
    let text = '';
    for (let index = 0; index < document.countPages(); index += 1) {
      text += document.loadPage(index).toStructuredText('preserve-whitespace').asText();
    }
    for (const number of [1, 200, 201, 450]) {
      expect(text, `line ${number}`).toContain(`AWB line ${number}\n`);
    }
  });
});

describe('the PDF', () => {
  test('downloads as a tax invoice with the invoice’s fields, the same bytes every time', async () => {
    const first = await as(ctx.app, customer).get(`/api/invoices/${shipping.id}/pdf`);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('application/pdf');
    expect(first.headers['content-disposition']).toBe(
      `attachment; filename="${shipping.number}.pdf"`,
    );
    const [page] = await readPdf(first.rawPayload);
    for (const text of [
      shipping.number,
      'Tax invoice',
      'Running shoes',
      '640411',
      'TX-1',
      '/faqs',
    ]) {
      expect(page?.text).toContain(text);
    }
    const second = await as(ctx.app, customer).get(`/api/invoices/${shipping.id}/pdf`);
    expect(Buffer.compare(first.rawPayload, second.rawPayload)).toBe(0);
    const stored = await ctx.db
      .select({ locale: schema.invoiceDocuments.locale })
      .from(schema.invoiceDocuments)
      .where(eq(schema.invoiceDocuments.invoiceId, shipping.id));
    expect(stored).toEqual([{ locale: 'en-US' }]);
  });

  test('a kept PDF follows the invoice: paid after the first download, the next shows it paid', async () => {
    // A customer of its own: My History's tests count the shared customer's invoices.
    const payer = await buildCustomer(ctx.db);
    const owed = await buildOneLineInvoice(ctx.db, { owner: payer, amountMinor: 2_500 });
    const before = await as(ctx.app, payer).get(`/api/invoices/${owed.id}/pdf`);
    const [unpaid] = await readPdf(before.rawPayload);
    expect(unpaid?.text).toContain('Unpaid');
    expect(unpaid?.text).not.toContain('Account credit');

    await ctx.db
      .insert(schema.accountCredits)
      .values({ userId: payer.user.id, amountMinor: 2_500, currency: 'USD', reason: 'test' });
    const paid = await as(ctx.app, payer).post(
      '/api/payment/invoices',
      { invoiceIds: [owed.id], useCredit: true },
      { headers: { 'idempotency-key': randomUUID() } },
    );
    expect(paid.statusCode, paid.body).toBe(200);

    const after = await as(ctx.app, payer).get(`/api/invoices/${owed.id}/pdf`);
    const [settled] = await readPdf(after.rawPayload);
    expect(settled?.text).toContain('Paid');
    expect(settled?.text).not.toContain('Unpaid');
    expect(settled?.text).toContain('Account credit');
    expect(after.headers.etag).not.toBe(before.headers.etag);
    // The new copy is the kept one: the same bytes again, one row for the language.
    const again = await as(ctx.app, payer).get(`/api/invoices/${owed.id}/pdf`);
    expect(Buffer.compare(after.rawPayload, again.rawPayload)).toBe(0);
    const stored = await ctx.db
      .select({ sha256: schema.invoiceDocuments.sha256 })
      .from(schema.invoiceDocuments)
      .where(eq(schema.invoiceDocuments.invoiceId, owed.id));
    expect(stored).toEqual([{ sha256: after.headers.etag?.replaceAll('"', '') }]);
  });

  test('in Arabic the labels are Arabic with the English beside them', async () => {
    const response = await as(ctx.app, customer).get(`/api/invoices/${shipping.id}/pdf`, {
      headers: { 'accept-language': 'ar-AE' },
    });
    const [page] = await readPdf(response.rawPayload);
    expect(page?.text).toContain('فاتورة ضريبية');
    expect(page?.text).toContain('Tax invoice');
  });
});

describe('copies by e-mail', () => {
  test('each address is checked with the spec’s text', async () => {
    for (const query of ['to=nope', 'to=a@example.com&cc=nope', '']) {
      const response = await as(ctx.app, customer).post(
        `/api/invoices/${shipping.id}/send-email?${query}`,
      );
      expect(response.statusCode, query).toBe(400);
    }
    const bad = await as(ctx.app, customer).post(
      `/api/invoices/${shipping.id}/send-email?to=a@example.com&cc=nope`,
    );
    expect(bad.json().error.fields).toEqual({ cc: 'validation.copyEmail' });
    expect(translate('en-US', 'validation.copyEmail')).toBe('Please enter a valid email.');
  });

  test('the copy is queued with the PDF attached, to and cc, and audited', async () => {
    const response = await as(ctx.app, customer).post(
      `/api/invoices/${service.id}/send-email?to=Accounts@Example.com&cc=boss@example.com`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toContain('accounts@example.com');
    const [mail] = await ctx.db
      .select()
      .from(schema.mailOutbox)
      .where(eq(schema.mailOutbox.to, 'accounts@example.com'))
      .orderBy(desc(schema.mailOutbox.createdAt));
    expect(mail).toMatchObject({ cc: 'boss@example.com', replyTo: customer.user.email });
    expect(mail?.subject).toContain(service.number);
    expect(mail?.attachments.map((file) => file.filename)).toEqual([`${service.number}.pdf`]);
    const pdf = Buffer.from(mail?.attachments[0]?.contentBase64 ?? '', 'base64');
    expect((await readPdf(pdf))[0]?.text).toContain(service.number);
    const [audit] = await ctx.db
      .select()
      .from(schema.auditLog)
      .where(eq(schema.auditLog.action, 'invoice.copy-sent'));
    expect(audit?.details).toMatchObject({ invoiceId: service.id, cc: true });
  });

  test('over real SMTP the copy arrives with the PDF attached', async () => {
    const smtp = await startSmtpSink();
    const smtpCtx = await buildTestApp({ SMTP_URL: smtp.url });
    try {
      const owner = await buildCustomer(smtpCtx.db);
      const invoice = await buildInvoice(smtpCtx.db, owner.user.id);
      const response = await as(smtpCtx.app, owner).post(
        `/api/invoices/${invoice.id}/send-email?to=copy@example.com`,
      );
      expect(response.statusCode).toBe(200);
      const [received] = await smtp.waitForMail(1);
      expect(received?.to).toEqual(['copy@example.com']);
      expect(received?.raw).toContain('Content-Type: application/pdf');
      expect(received?.raw).toContain(`filename=${invoice.number}.pdf`);
    } finally {
      await smtpCtx.close();
      await smtp.close();
    }
  });

  test('the shipment report e-mails an order’s invoices; another’s or a malformed order is not', async () => {
    const paid = await buildPaidShipRequest(ctx.app, ctx.db, other);
    const additional = await buildInvoice(ctx.db, other.user.id, {
      kind: 'shipping_additional',
      statement: { code: 'SHIPPING_ADDITIONAL', params: { orderNumber: paid.orderNumber } },
      shipRequestId: paid.id,
    });
    const response = await as(ctx.app, other).get(
      `/api/Report?orderCode=${paid.orderNumber.toLowerCase()}&to=report@example.com`,
    );
    expect(response.statusCode).toBe(200);
    const [mail] = await ctx.db
      .select()
      .from(schema.mailOutbox)
      .where(eq(schema.mailOutbox.to, 'report@example.com'));
    expect(mail?.subject).toContain(paid.orderNumber);
    expect(mail?.text).toContain('paid');
    expect(mail?.attachments.map((file) => file.filename)).toContain(`${additional.number}.pdf`);

    const notYours = await as(ctx.app, customer).get(
      `/api/Report?orderCode=${paid.orderNumber}&to=r@example.com`,
    );
    expect(notYours.statusCode).toBe(404);
    expect(
      (await as(ctx.app, customer).get('/api/Report?orderCode=XWF1&to=r@example.com')).statusCode,
    ).toBe(404);
    expect((await as(ctx.app, customer).get('/api/Report?orderCode=XWF1&to=nope')).statusCode).toBe(
      400,
    );
    expect(
      (await as(ctx.app, null).get('/api/Report?orderCode=XWF1&to=r@example.com')).statusCode,
    ).toBe(401);
  });
});

describe('My History', () => {
  test('the last 30 days by default, newest first, with each invoice’s packages', async () => {
    const response = await history(customer);
    expect(response.statusCode).toBe(200);
    const page: InvoiceHistoryPage = response.json();
    expect(page.items.map((item) => item.invoiceNumber)).toEqual([shipping.number]);
    expect(page).toMatchObject({ total: 1, page: 1, pageSize: 20 });
    expect(page.items[0]?.myHistoryVMs).toEqual([
      {
        packageId: expect.any(String),
        weightGrams: 2_000,
        shipmentDetails: {
          orderNumber: null,
          airWaybillNumber: null,
          retailer: 'Zalando',
          hasPhotos: false,
        },
      },
    ]);
  });

  test('60 and 90 days, a custom range, unpaid only, and the number as a substring', async () => {
    const numbers = async (path: string, query: string) =>
      ((await history(customer, path, query)).json() as InvoiceHistoryPage).items.map(
        (item) => item.invoiceNumber,
      );
    expect(await numbers('', '?period=60')).toEqual([shipping.number, service.number]);
    // The manual invoice is of GB-LON: another country's history.
    expect(await numbers('', '?period=90')).toEqual([shipping.number, service.number]);
    const day = (ago: number) => new Date(Date.now() - ago * DAY_MS).toISOString().slice(0, 10);
    expect(await numbers('', `?period=custom&dateFrom=${day(50)}&dateTo=${day(40)}`)).toEqual([
      service.number,
    ]);
    expect(await numbers('', '?period=90&unpaidOnly=true')).toEqual([service.number]);
    expect(await numbers(`/${shipping.number.slice(3, 9)}`, '?period=90')).toContain(
      shipping.number,
    );
    expect(await numbers(`/${shipping.number.slice(0, 4)}`, '?period=90')).toEqual([
      shipping.number,
    ]);
    // LIKE wildcards are literal: '%' and '_' match nothing here.
    expect(await numbers('/%25', '?period=90')).toEqual([]);
    expect(await numbers('/S_', '?period=90')).toEqual([]);
    const gb = await as(ctx.app, customer).get(
      '/api/warehouses/country/GB/packages/history?period=90',
    );
    expect((gb.json() as InvoiceHistoryPage).items.map((item) => item.invoiceNumber)).toEqual([
      manual.number,
    ]);
  });

  test('pages, and refuses a custom range without dates or with them reversed', async () => {
    const first = await history(customer, '', '?period=90&pageSize=1&page=2');
    expect(first.json()).toMatchObject({ total: 2, page: 2, pageSize: 1 });
    expect((first.json() as InvoiceHistoryPage).items.map((item) => item.invoiceId)).toEqual([
      service.id,
    ]);
    expect((await history(customer, '', '?period=custom')).statusCode).toBe(400);
    expect(
      (await history(customer, '', '?period=custom&dateFrom=2026-02-01&dateTo=2026-01-01'))
        .statusCode,
    ).toBe(400);
    expect((await history(customer, '', '?period=7')).statusCode).toBe(400);
  });

  test('shows only the caller’s own invoices; a visitor gets 401', async () => {
    const theirs = (await history(other, '', '?period=90')).json() as InvoiceHistoryPage;
    const ours = [shipping.id, service.id, manual.id];
    expect(theirs.items.filter((item) => ours.includes(item.invoiceId))).toEqual([]);
    expect((await history(otherCompanyAdmin, '', '?period=90')).json()).toMatchObject({ total: 0 });
    expect((await history(null)).statusCode).toBe(401);
  });
});
