import { randomUUID } from 'node:crypto';
import { schema } from '@skyparcel/db';
import { invoiceTotals } from '@skyparcel/domain/invoices';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { findInvoiceForViewer, listInvoicesOfShipRequest } from '../../modules/invoices';
import { signNotification } from '../../modules/payments';
import { as } from '../../testing/as';
import { buildPaidShipRequest } from '../../testing/build-paid-ship-request';
import { buildShipRequest } from '../../testing/build-ship-request';
import { buildTestApp } from '../../testing/build-test-app';
import { buildCustomer } from '../../testing/build-user';

/**
 * The shipping invoice a payment issues (issue 13, decision 049): one per paid ship request, in
 * the settling transaction, exactly once however often the gateway reports the success.
 */
const SECRET = 'shipping-invoice-gateway-secret-of-32-chars';
let ctx: Awaited<ReturnType<typeof buildTestApp>>;

beforeAll(async () => {
  ctx = await buildTestApp({ PAYMENT_GATEWAY_SECRET: SECRET });
});
afterAll(async () => ctx.close());

async function signedSuccess(paymentId: string) {
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
    transactionId: `txn_invoice_${paymentId.slice(0, 8)}`,
    failureReason: null,
    saveCard: false,
    card: { token: 'tok_x', brand: 'visa', last4: '4242', expiryMonth: 12, expiryYear: 2030 },
  });
  return { rawBody, signature: signNotification(SECRET, rawBody, new Date()) };
}

describe('the shipping invoice at payment', () => {
  test('a card payment reported three times issues one paid invoice with the quote, the goods and the card', async () => {
    const sara = await buildCustomer(ctx.db);
    const request = await buildShipRequest(ctx.app, ctx.db, sara);
    const [packageId] = request.packageIds;
    if (!packageId) {
      throw new Error('no package');
    }
    await ctx.db.insert(schema.packageLineItems).values([
      {
        packageId,
        sortOrder: 0,
        description: 'Running shoes',
        quantity: 2,
        unitValueMinor: 4_500,
        currency: 'USD',
        totalValueMinor: 9_000,
        hsCode: '6404.11',
      },
      {
        packageId,
        sortOrder: 1,
        description: 'Socks',
        quantity: 3,
        unitValueMinor: 500,
        currency: 'USD',
        totalValueMinor: 1_500,
        hsCode: null,
      },
    ]);
    const opened = await as(ctx.app, sara).post(
      '/api/payment/invoices',
      { shipRequestIds: [request.id] },
      { headers: { 'idempotency-key': randomUUID() } },
    );
    expect(opened.statusCode, opened.body).toBe(200);
    const { paymentId } = opened.json() as { paymentId: string };
    const success = await signedSuccess(paymentId);
    const settlements = [];
    for (let round = 0; round < 3; round += 1) {
      const reply = await ctx.app.inject({
        method: 'POST',
        url: '/api/payment/notifications',
        headers: { 'content-type': 'application/json', 'x-gateway-signature': success.signature },
        payload: success.rawBody,
      });
      settlements.push(reply.json().settlement);
    }
    expect(settlements).toEqual(['succeeded', 'unchanged', 'unchanged']);

    const invoices = await listInvoicesOfShipRequest(ctx.db, request.id);
    expect(invoices).toHaveLength(1);
    const [invoice] = invoices;
    if (!invoice) {
      throw new Error('no invoice');
    }
    const dto = await findInvoiceForViewer(ctx.db, sara.user, invoice.id, 'en-US', new Date());
    expect(dto).toMatchObject({
      kind: 'shipping',
      number: expect.stringMatching(/^SI-\d{4}-\d{6}$/),
      statement: `Shipping of order ${request.orderNumber}`,
      currency: request.currency,
      shipRequest: { id: request.id, orderNumber: request.orderNumber },
      billTo: { name: 'Omar Saleh', countryCode: 'KW' },
      paymentStatus: 'paid',
      payments: [
        {
          payMethod: 'card',
          amountMinor: request.totalMinor,
          transactionId: `txn_invoice_${paymentId.slice(0, 8)}`,
          chargedTo: 'Visa •••• 4242',
        },
      ],
    });
    expect(dto.totals.billedMinor - dto.totals.creditAppliedMinor).toBe(request.totalMinor);
    expect(dto.totals.outstandingMinor).toBe(0);
    expect(dto.totals.commercialInvoiceMinor).toBe(10_500);
    expect(
      dto.lines
        .filter((line) => line.kind === 'goods')
        .map((line) => [line.description, line.hsCode, line.quantity, line.totalPriceMinor]),
    ).toEqual([
      ['Running shoes', '6404.11', 2, 9_000],
      ['Socks', null, 3, 1_500],
    ]);
    const [stored] = await ctx.db
      .select({ quoteLines: schema.shipRequests.quoteLines })
      .from(schema.shipRequests)
      .where(eq(schema.shipRequests.id, request.id));
    const quoteLines = stored?.quoteLines ?? [];
    const amountOf = (code: string) =>
      quoteLines.find((line) => line.code === code)?.amount.amountMinor ?? 0;
    // Duty and VAT are spread over the goods; every other charge keeps its quote line.
    expect(dto.lines.filter((line) => line.kind !== 'goods').map((line) => line.code)).toEqual(
      quoteLines
        .filter((line) => !['CREDIT', 'DUTY', 'VAT'].includes(line.code))
        .map((line) => line.code),
    );
    expect(dto.totals.dutiesMinor).toBe(amountOf('DUTY') + amountOf('CUSTOMS_ADMIN_FEE'));
    expect(dto.totals.vatMinor).toBe(amountOf('VAT'));
    expect(invoiceTotals(dto.lines).billedMinor).toBe(dto.totals.billedMinor);
  });

  test('a request covered by account credit: credit applied, a covered payment, nothing owed', async () => {
    const sara = await buildCustomer(ctx.db);
    const request = await buildPaidShipRequest(ctx.app, ctx.db, sara);
    const [invoice] = await listInvoicesOfShipRequest(ctx.db, request.id, ['shipping']);
    expect(invoice).toMatchObject({
      creditAppliedMinor: invoice?.billedMinor,
      paidMinor: 0,
      outstandingMinor: 0,
    });
    expect(invoice?.billedMinor).toBeGreaterThan(0);
    const dto = await findInvoiceForViewer(
      ctx.db,
      sara.user,
      invoice?.id ?? '',
      'en-US',
      new Date(),
    );
    expect(dto.payments).toMatchObject([{ payMethod: 'covered', amountMinor: 0 }]);
    expect(dto.lines.some((line) => line.code === 'CREDIT')).toBe(false);
  });
});
