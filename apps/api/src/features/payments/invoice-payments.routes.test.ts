import { randomUUID } from 'node:crypto';
import { schema } from '@skyparcel/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { issueInvoice, listInvoicePayments } from '../../modules/invoices';
import { signNotification } from '../../modules/payments';
import { as } from '../../testing/as';
import { buildShipRequest } from '../../testing/build-ship-request';
import { buildTestApp } from '../../testing/build-test-app';
import { buildCustomer, type TestCustomer } from '../../testing/build-user';
import { shipRequestRow } from '../../testing/ship-request-reads';

/**
 * Paying invoices of any kind from the cart (issue 13, decision 049): POST /payment/invoices with
 * `invoiceIds`, the same exactly-once guarantees as ship requests, account credit for part of it,
 * and the debts rule (no ship request is paid while an invoice is overdue). Runs on PostgreSQL
 * too: TEST_DATABASE_URL=… (scripts/postgres-server.mjs).
 */
const SECRET = 'invoice-payments-gateway-secret-of-32-chars';
let ctx: Awaited<ReturnType<typeof buildTestApp>>;

beforeAll(async () => {
  ctx = await buildTestApp({ PAYMENT_GATEWAY_SECRET: SECRET });
});
afterAll(async () => ctx.close());

const DAY_MS = 24 * 60 * 60 * 1000;

/** An unpaid shipping-additional invoice of USD 45.00 for the customer. */
async function unpaidInvoice(owner: TestCustomer, { dueAt }: { dueAt?: Date } = {}) {
  return ctx.db.transaction((tx) =>
    issueInvoice(tx, {
      kind: 'shipping_additional',
      userId: owner.user.id,
      currency: 'USD',
      statement: { code: 'SHIPPING_ADDITIONAL', params: { orderNumber: 'XWF40000009' } },
      billTo: { name: 'Sara', lines: [], countryCode: 'KW', phone: null, email: null, taxId: null },
      lines: [
        {
          kind: 'charge',
          code: 'WEIGHT_DIFFERENCE',
          description: null,
          params: { paidKg: 2, billedKg: 8 },
          hsCode: null,
          quantity: 1,
          unitPriceMinor: 4_500,
          totalPriceMinor: 4_500,
          dutyMinor: 0,
          dutyPercent: null,
          vatMinor: 0,
          vatPercent: null,
          exciseMinor: 0,
          packageId: null,
        },
      ],
      issuedAt: new Date(),
      ...(dueAt ? { dueAt } : {}),
      doneBy: null,
    }),
  );
}

function pay(owner: TestCustomer, body: object, key = randomUUID()) {
  return as(ctx.app, owner).post('/api/payment/invoices', body, {
    headers: { 'idempotency-key': key },
  });
}

async function notifySuccess(paymentId: string) {
  const [payment] = await ctx.db
    .select()
    .from(schema.payments)
    .where(eq(schema.payments.id, paymentId));
  if (!payment?.gatewayReference) {
    throw new Error('no session');
  }
  const rawBody = JSON.stringify({
    type: 'payment.succeeded',
    sessionId: payment.gatewayReference,
    reference: payment.orderCode,
    amountMinor: payment.amountMinor,
    currency: payment.currency,
    transactionId: `txn_inv_${paymentId.slice(0, 8)}`,
    failureReason: null,
    saveCard: false,
    card: { token: 'tok_x', brand: 'visa', last4: '4242', expiryMonth: 12, expiryYear: 2030 },
  });
  const reply = await ctx.app.inject({
    method: 'POST',
    url: '/api/payment/notifications',
    headers: {
      'content-type': 'application/json',
      'x-gateway-signature': signNotification(SECRET, rawBody, new Date()),
    },
    payload: rawBody,
  });
  return reply.json().settlement as string;
}

async function invoiceRow(id: string) {
  const [row] = await ctx.db.select().from(schema.invoices).where(eq(schema.invoices.id, id));
  return row;
}

async function creditOf(owner: TestCustomer) {
  const rows = await ctx.db
    .select({ amountMinor: schema.accountCredits.amountMinor })
    .from(schema.accountCredits)
    .where(and(eq(schema.accountCredits.userId, owner.user.id)));
  return rows.reduce((sum, row) => sum + row.amountMinor, 0);
}

describe('POST /api/payment/invoices with invoiceIds', () => {
  test('[CUSTOMER] pays an unpaid invoice by card once, however often it is reported; the cart empties', async () => {
    const sara = await buildCustomer(ctx.db);
    const invoice = await unpaidInvoice(sara);
    const cart = (await as(ctx.app, sara).get('/api/payment/pendingpayment')).json();
    expect(cart.invoices).toEqual([
      expect.objectContaining({
        id: invoice.id,
        number: invoice.number,
        kind: 'shipping_additional',
        statement: 'Additional shipping charge for order XWF40000009',
        isOverdue: false,
        outstanding: { amount: 45, currency: 'USD' },
      }),
    ]);
    expect(cart.totals).toEqual([{ amount: 45, currency: 'USD' }]);
    expect(cart.credit).toEqual([]);

    const opened = await pay(sara, { invoiceIds: [invoice.id] });
    expect(opened.statusCode, opened.body).toBe(200);
    const { paymentId } = opened.json();
    expect([
      await notifySuccess(paymentId),
      await notifySuccess(paymentId),
      await notifySuccess(paymentId),
    ]).toEqual(['succeeded', 'unchanged', 'unchanged']);

    expect(await invoiceRow(invoice.id)).toMatchObject({ paidMinor: 4_500, outstandingMinor: 0 });
    expect(await listInvoicePayments(ctx.db, invoice.id)).toMatchObject([
      {
        method: 'card',
        amountMinor: 4_500,
        paymentId,
        transactionId: `txn_inv_${paymentId.slice(0, 8)}`,
        chargedTo: 'Visa •••• 4242',
      },
    ]);
    const after = (await as(ctx.app, sara).get('/api/payment/pendingpayment')).json();
    expect(after.invoices).toEqual([]);
    const again = await pay(sara, { invoiceIds: [invoice.id] });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({
      code: 'INVOICE_ALREADY_PAID',
      message: `Invoice ${invoice.number} is already paid.`,
    });
  });

  test('account credit pays part of it and the card the rest; credit alone pays it at once', async () => {
    const sara = await buildCustomer(ctx.db);
    await ctx.db
      .insert(schema.accountCredits)
      .values({ userId: sara.user.id, amountMinor: 1_000, currency: 'USD', reason: 'test' });
    const part = await unpaidInvoice(sara);
    // The cart names the credit the box would spend (only positive balances, per currency).
    await ctx.db
      .insert(schema.accountCredits)
      .values({ userId: sara.user.id, amountMinor: 0, currency: 'KWD', reason: 'test' });
    const cart = (await as(ctx.app, sara).get('/api/payment/pendingpayment')).json();
    expect(cart.credit).toEqual([{ amount: 10, currency: 'USD' }]);
    const opened = await pay(sara, { invoiceIds: [part.id], useCredit: true });
    const [payment] = await ctx.db
      .select()
      .from(schema.payments)
      .where(eq(schema.payments.id, opened.json().paymentId));
    expect(payment?.amountMinor).toBe(3_500);
    expect(await notifySuccess(opened.json().paymentId)).toBe('succeeded');
    expect(await invoiceRow(part.id)).toMatchObject({
      creditAppliedMinor: 1_000,
      paidMinor: 3_500,
      outstandingMinor: 0,
    });
    expect(
      (await listInvoicePayments(ctx.db, part.id)).map((row) => [row.method, row.amountMinor]),
    ).toEqual(
      expect.arrayContaining([
        ['account_credit', 1_000],
        ['card', 3_500],
      ]),
    );
    expect(await creditOf(sara)).toBe(0);
    expect((await as(ctx.app, sara).get('/api/payment/pendingpayment')).json().credit).toEqual([]);

    await ctx.db
      .insert(schema.accountCredits)
      .values({ userId: sara.user.id, amountMinor: 10_000, currency: 'USD', reason: 'test' });
    const whole = await unpaidInvoice(sara);
    const covered = await pay(sara, { invoiceIds: [whole.id], useCredit: true });
    expect(covered.statusCode, covered.body).toBe(200);
    expect(await invoiceRow(whole.id)).toMatchObject({
      creditAppliedMinor: 4_500,
      outstandingMinor: 0,
    });
    expect(await creditOf(sara)).toBe(5_500);
  });

  test("another customer's invoice, nothing at all or a visitor is refused; nothing is opened", async () => {
    const sara = await buildCustomer(ctx.db);
    const omar = await buildCustomer(ctx.db);
    const theirs = await unpaidInvoice(omar);
    const refused = await pay(sara, { invoiceIds: [theirs.id] });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().error.code).toBe('INVOICE_NOT_FOUND');
    const empty = await pay(sara, { shipRequestIds: [], invoiceIds: [] });
    expect(empty.statusCode).toBe(400);
    const visitor = await as(ctx.app, null).post(
      '/api/payment/invoices',
      { invoiceIds: [theirs.id] },
      { headers: { 'idempotency-key': randomUUID() } },
    );
    expect(visitor.statusCode).toBe(401);
    const opened = await ctx.db
      .select()
      .from(schema.paymentInvoiceItems)
      .where(eq(schema.paymentInvoiceItems.invoiceId, theirs.id));
    expect(opened).toEqual([]);
  });

  test('five payments of one invoice racing: one is paid, the superseded ones are refunded', async () => {
    const sara = await buildCustomer(ctx.db);
    const invoice = await unpaidInvoice(sara);
    const opened = await Promise.all(
      Array.from({ length: 5 }, () => pay(sara, { invoiceIds: [invoice.id] })),
    );
    const ids = opened
      .filter((reply) => reply.statusCode === 200)
      .map((reply) => reply.json().paymentId as string);
    expect(ids.length).toBeGreaterThan(0);
    const settlements = await Promise.all(ids.map((id) => notifySuccess(id)));
    expect(settlements.filter((settlement) => settlement === 'succeeded')).toHaveLength(1);
    expect(await invoiceRow(invoice.id)).toMatchObject({ paidMinor: 4_500, outstandingMinor: 0 });
    expect(await listInvoicePayments(ctx.db, invoice.id)).toHaveLength(1);
    const paidItems = await ctx.db
      .select()
      .from(schema.paymentInvoiceItems)
      .where(
        and(
          eq(schema.paymentInvoiceItems.invoiceId, invoice.id),
          eq(schema.paymentInvoiceItems.isPaid, true),
        ),
      );
    expect(paidItems).toHaveLength(1);
  });
});

describe('the debts rule', () => {
  test('an overdue invoice: debts flag, a ship request refused naming it, both paid together', async () => {
    const sara = await buildCustomer(ctx.db);
    const overdue = await unpaidInvoice(sara, { dueAt: new Date(Date.now() - DAY_MS) });
    const request = await buildShipRequest(ctx.app, ctx.db, sara);
    expect((await as(ctx.app, sara).get('/api/state')).json().hasDebts).toBe(true);
    const cart = (await as(ctx.app, sara).get('/api/payment/pendingpayment')).json();
    expect(cart.invoices).toEqual([expect.objectContaining({ id: overdue.id, isOverdue: true })]);

    const refused = await pay(sara, { shipRequestIds: [request.id] });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({
      code: 'INVOICE_OVERDUE',
      message: `Invoice ${overdue.number} is overdue. Please pay it before you pay for a new shipment.`,
    });
    expect(await shipRequestRow(ctx.db, request.id)).toMatchObject({ status: 'awaiting_payment' });

    const both = await pay(sara, { shipRequestIds: [request.id], invoiceIds: [overdue.id] });
    expect(both.statusCode, both.body).toBe(200);
    expect(await notifySuccess(both.json().paymentId)).toBe('succeeded');
    expect(await shipRequestRow(ctx.db, request.id)).toMatchObject({ status: 'paid' });
    expect(await invoiceRow(overdue.id)).toMatchObject({ outstandingMinor: 0 });
    expect((await as(ctx.app, sara).get('/api/state')).json().hasDebts).toBe(false);
  });

  test('an invoice not yet due neither raises the flag nor stops a ship request', async () => {
    const sara = await buildCustomer(ctx.db);
    await unpaidInvoice(sara);
    expect((await as(ctx.app, sara).get('/api/state')).json().hasDebts).toBe(false);
    const request = await buildShipRequest(ctx.app, ctx.db, sara);
    const opened = await pay(sara, { shipRequestIds: [request.id] });
    expect(opened.statusCode, opened.body).toBe(200);
  });
});
