import { randomUUID } from 'node:crypto';
import { schema } from '@skyparcel/db';
import { and, eq, inArray, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { systemClock } from '../../lib/clock';
import {
  type PaymentDeps,
  payShipRequests,
  shipRequestPayments,
  signNotification,
} from '../../modules/payments';
import { as } from '../../testing/as';
import { buildSavedCard } from '../../testing/build-saved-card';
import { type BuiltShipRequest, buildShipRequest } from '../../testing/build-ship-request';
import { buildTestApp } from '../../testing/build-test-app';
import { buildCustomer, type TestCustomer } from '../../testing/build-user';
import { packageStatusesOf, shipRequestRow } from '../../testing/ship-request-reads';

/**
 * Issue 11's money path under replays and races (decision 039): a replayed, changed, reordered,
 * stale or misdirected gateway notification; a stale tab paying a cancelled request and a
 * cancel while a payment is open; a change of the request racing its payment; one
 * Idempotency-Key of two customers; account credit spent twice. Each ends in one charge at most,
 * never a paid request whose stored quote is not the amount charged, never a 5xx.
 * Every test here runs on PostgreSQL too: TEST_DATABASE_URL=… (scripts/postgres-server.mjs).
 */
const SECRET = 'payment-races-gateway-secret-of-32-characters';
let ctx: Awaited<ReturnType<typeof buildTestApp>>;

beforeAll(async () => {
  ctx = await buildTestApp({ PAYMENT_GATEWAY_SECRET: SECRET });
});
afterAll(async () => ctx.close());

type PayAnswer = { paymentId: string; orderCode: string; payNowUrl: string };

const newKey = () => `race-${randomUUID()}`;

function pay(caller: TestCustomer, body: object, key = newKey()) {
  return as(ctx.app, caller).post('/api/payment/invoices', body, {
    headers: { 'idempotency-key': key },
  });
}

async function payOk(caller: TestCustomer, body: object, key?: string): Promise<PayAnswer> {
  const response = await pay(caller, body, key);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** The customer types 4242… on the sandbox's page (which notifies, signed, in-process). */
async function payOnSandbox(payNowUrl: string, cardNumber = '4242 4242 4242 4242') {
  const submitted = await ctx.app.inject({
    method: 'POST',
    url: new URL(payNowUrl).pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      cardNumber,
      expiry: '12/30',
      cvc: '123',
      name: 'Layla Haddad',
    }).toString(),
  });
  expect(submitted.statusCode).toBe(303);
}

async function paymentRow(paymentId: string) {
  const [row] = await ctx.db
    .select()
    .from(schema.payments)
    .where(eq(schema.payments.id, paymentId));
  return row;
}

async function paymentsOf(customer: TestCustomer) {
  return ctx.db.select().from(schema.payments).where(eq(schema.payments.userId, customer.user.id));
}

async function refundsOf(transactionId: string) {
  return ctx.db
    .select()
    .from(schema.sandboxRefunds)
    .where(eq(schema.sandboxRefunds.transactionId, transactionId));
}

async function receiptsFor(orderCode: string) {
  return ctx.db
    .select({ id: schema.mailOutbox.id })
    .from(schema.mailOutbox)
    .where(like(schema.mailOutbox.subject, `%${orderCode}%`));
}

function notify(rawBody: string, signature: string) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/payment/notifications',
    headers: { 'content-type': 'application/json', 'x-gateway-signature': signature },
    payload: rawBody,
  });
}

/** What the gateway would send for the payment's session, signed at `at` (now unless told). */
async function notification(paymentId: string, overrides: object = {}, at = new Date()) {
  const payment = await paymentRow(paymentId);
  if (!payment?.gatewayReference) {
    throw new Error('no session');
  }
  const rawBody = JSON.stringify({
    type: 'payment.succeeded',
    sessionId: payment.gatewayReference,
    reference: payment.orderCode,
    amountMinor: payment.amountMinor,
    currency: payment.currency,
    transactionId: `txn_race_${paymentId.slice(0, 8)}`,
    failureReason: null,
    saveCard: false,
    card: { token: 'tok_x', brand: 'visa', last4: '4242', expiryMonth: 12, expiryYear: 2030 },
    ...overrides,
  });
  return { rawBody, signature: signNotification(SECRET, rawBody, at) };
}

const failed = { type: 'payment.failed', transactionId: null, failureReason: 'declined' };

/** A card the sandbox always charges, saved by the customer. */
async function savedSandboxCard(owner: TestCustomer) {
  const token = `tok_sandbox_race_${randomUUID().slice(0, 8)}`;
  await ctx.db.insert(schema.sandboxCardTokens).values({
    token,
    brand: 'visa',
    last4: '4242',
    expiryMonth: 12,
    expiryYear: 2030,
    behaviour: 'succeeds',
  });
  return buildSavedCard(ctx.db, { owner, token });
}

async function chargesOf(token: string) {
  return ctx.db.select().from(schema.sandboxCharges).where(eq(schema.sandboxCharges.token, token));
}

/** PUT /deliveries with FRG stickers added: the request's new price, as the customer accepts it. */
async function addFragileStickers(owner: TestCustomer, request: BuiltShipRequest) {
  const [contact] = (await as(ctx.app, owner).get('/api/user/contacts')).json() as {
    id: string;
  }[];
  const change = { id: request.id, contactId: contact?.id, options: ['FRG'] };
  const preview = await as(ctx.app, owner).put('/api/deliveries', {
    ...change,
    quotedTotal: { amount: 0.01, currency: request.currency },
  });
  expect(preview.json().error.code).toBe('PRICE_CHANGED');
  const changed = await as(ctx.app, owner).put('/api/deliveries', {
    ...change,
    quotedTotal: preview.json().quote.total,
  });
  expect(changed.statusCode, changed.body).toBe(200);
  const row = await shipRequestRow(ctx.db, request.id);
  expect(row?.totalMinor).not.toBe(request.totalMinor);
  return row;
}

describe('gateway notifications replayed, changed, reordered, stale or misdirected', () => {
  test('a success replayed after the success changes nothing: one paid state, one receipt', async () => {
    const sara = await buildCustomer(ctx.db);
    const request = await buildShipRequest(ctx.app, ctx.db, sara);
    const answer = await payOk(sara, { shipRequestIds: [request.id] });
    const success = await notification(answer.paymentId);
    const replies = [];
    for (let round = 0; round < 3; round += 1) {
      replies.push(await notify(success.rawBody, success.signature));
    }
    expect(replies.map((reply) => reply.json().settlement)).toEqual([
      'succeeded',
      'unchanged',
      'unchanged',
    ]);
    expect(await shipRequestRow(ctx.db, request.id)).toMatchObject({ status: 'paid' });
    expect(await receiptsFor(answer.orderCode)).toHaveLength(1);
    expect(await refundsOf(`txn_race_${answer.paymentId.slice(0, 8)}`)).toHaveLength(0);
  });

  test('a success replayed with another amount or currency (signed) is refused: still paid once', async () => {
    const sara = await buildCustomer(ctx.db);
    const request = await buildShipRequest(ctx.app, ctx.db, sara);
    const answer = await payOk(sara, { shipRequestIds: [request.id] });
    const success = await notification(answer.paymentId);
    expect((await notify(success.rawBody, success.signature)).json().settlement).toBe('succeeded');
    for (const change of [
      { amountMinor: request.totalMinor + 100 },
      { amountMinor: 1 },
      { currency: 'KWD' },
    ]) {
      const changed = await notification(answer.paymentId, change);
      const reply = await notify(changed.rawBody, changed.signature);
      expect(reply.statusCode).toBe(400);
      expect(reply.json().error.message).toBe('Invalid payment notification.');
    }
    expect(await paymentRow(answer.paymentId)).toMatchObject({
      status: 'succeeded',
      amountMinor: request.totalMinor,
    });
    expect(await shipRequestRow(ctx.db, request.id)).toMatchObject({ status: 'paid' });
  });

  test('a failure after the success changes nothing; the request stays paid', async () => {
    const sara = await buildCustomer(ctx.db);
    const request = await buildShipRequest(ctx.app, ctx.db, sara);
    const answer = await payOk(sara, { shipRequestIds: [request.id] });
    const success = await notification(answer.paymentId);
    const failure = await notification(answer.paymentId, failed);
    expect((await notify(success.rawBody, success.signature)).json().settlement).toBe('succeeded');
    expect((await notify(failure.rawBody, failure.signature)).json().settlement).toBe('unchanged');
    expect(await shipRequestRow(ctx.db, request.id)).toMatchObject({ status: 'paid' });
    expect(await packageStatusesOf(ctx.db, request)).toEqual(['preparing']);
  });

  test('a success after the failure is refunded once; the request still awaits payment', async () => {
    const sara = await buildCustomer(ctx.db);
    const request = await buildShipRequest(ctx.app, ctx.db, sara);
    const answer = await payOk(sara, { shipRequestIds: [request.id] });
    const failure = await notification(answer.paymentId, failed);
    const success = await notification(answer.paymentId);
    expect((await notify(failure.rawBody, failure.signature)).json().settlement).toBe('failed');
    const late = [
      await notify(success.rawBody, success.signature),
      await notify(success.rawBody, success.signature),
    ];
    expect(late.map((reply) => reply.statusCode)).toEqual([200, 200]);
    expect(late.map((reply) => reply.json().settlement)).toEqual(['refunded', 'unchanged']);
    expect(await refundsOf(`txn_race_${answer.paymentId.slice(0, 8)}`)).toHaveLength(1);
    expect(await shipRequestRow(ctx.db, request.id)).toMatchObject({ status: 'awaiting_payment' });
    expect(await paymentRow(answer.paymentId)).toMatchObject({ status: 'failed' });
    // The customer can pay it again.
    await payOk(sara, { shipRequestIds: [request.id] });
  });

  test('a notification signed outside the 5-minute window is refused, before or after', async () => {
    const sara = await buildCustomer(ctx.db);
    const request = await buildShipRequest(ctx.app, ctx.db, sara);
    const answer = await payOk(sara, { shipRequestIds: [request.id] });
    for (const offset of [-6 * 60_000, 6 * 60_000, -24 * 3_600_000]) {
      const stale = await notification(answer.paymentId, {}, new Date(Date.now() + offset));
      const reply = await notify(stale.rawBody, stale.signature);
      expect(reply.statusCode).toBe(400);
    }
    expect(await paymentRow(answer.paymentId)).toMatchObject({ status: 'pending' });
    expect(await shipRequestRow(ctx.db, request.id)).toMatchObject({ status: 'awaiting_payment' });
  });

  test('another payment’s signature, or a body naming another payment, is refused', async () => {
    const sara = await buildCustomer(ctx.db);
    const mine = await payOk(sara, {
      shipRequestIds: [(await buildShipRequest(ctx.app, ctx.db, sara)).id],
    });
    const other = await buildCustomer(ctx.db);
    const theirs = await payOk(other, {
      shipRequestIds: [(await buildShipRequest(ctx.app, ctx.db, other)).id],
    });
    const mySuccess = await notification(mine.paymentId);
    const theirSuccess = await notification(theirs.paymentId);
    // Their body with my signature: the signature covers the bytes.
    const swapped = await notify(theirSuccess.rawBody, mySuccess.signature);
    expect(swapped.statusCode).toBe(400);
    // A signed body naming their order code with my session (or the reverse): not its session.
    const mixed = await notification(mine.paymentId, { reference: theirs.orderCode });
    expect((await notify(mixed.rawBody, mixed.signature)).statusCode).toBe(400);
    const unknown = await notification(mine.paymentId, { reference: 'PAY-NOSUCHPAYMENT' });
    const unknownReply = await notify(unknown.rawBody, unknown.signature);
    expect(unknownReply.statusCode).toBe(404);
    expect((await paymentRow(mine.paymentId))?.status).toBe('pending');
    expect((await paymentRow(theirs.paymentId))?.status).toBe('pending');
  });

  test('a malformed or unsigned body is a 400, never a 5xx', async () => {
    const bodies = ['', 'null', '[]', '{"type":"payment.succeeded"}', '{'.repeat(1000)];
    for (const rawBody of bodies) {
      const signed = await notify(rawBody, signNotification(SECRET, rawBody, new Date()));
      expect(signed.statusCode, rawBody).toBe(400);
      const unsigned = await notify(rawBody, 't=1,v1=00');
      expect(unsigned.statusCode, rawBody).toBe(400);
    }
  });
});

describe('a stale tab', () => {
  const CANCELLED = 'This ship request has been cancelled.';

  test('paying a request cancelled in another tab is refused with its text; nothing is charged', async () => {
    const sara = await buildCustomer(ctx.db);
    const request = await buildShipRequest(ctx.app, ctx.db, sara);
    const card = await savedSandboxCard(sara);
    const cancel = await as(ctx.app, sara).post(`/api/shipping/requests/${request.id}/cancel`);
    expect(cancel.statusCode).toBe(200);
    for (const body of [
      { shipRequestIds: [request.id] },
      { shipRequestIds: [request.id], savedCardId: card.id },
    ]) {
      const response = await pay(sara, body);
      expect(response.statusCode).toBe(409);
      expect(response.json().error).toEqual({
        code: 'SHIP_REQUEST_CANCELLED',
        message: CANCELLED,
      });
    }
    expect(await paymentsOf(sara)).toEqual([]);
    expect(await chargesOf(card.gatewayToken)).toEqual([]);
    expect(await packageStatusesOf(ctx.db, request)).toEqual(['ready_to_send']);
  });

  test('a cancel while a payment is open is allowed; that payment’s late success is refunded once', async () => {
    const sara = await buildCustomer(ctx.db);
    const request = await buildShipRequest(ctx.app, ctx.db, sara);
    const answer = await payOk(sara, { shipRequestIds: [request.id] });
    const cancel = await as(ctx.app, sara).post(`/api/shipping/requests/${request.id}/cancel`);
    expect(cancel.statusCode, cancel.body).toBe(200);
    // The other tab still shows the gateway's page; the customer pays there.
    await payOnSandbox(answer.payNowUrl);
    const payment = await paymentRow(answer.paymentId);
    expect(payment).toMatchObject({ status: 'failed', failureReason: 'not_payable' });
    expect(await refundsOf(payment?.transactionId ?? '')).toHaveLength(1);
    // The return page says so; a replayed notification refunds nothing more.
    const back = await as(ctx.app, sara).get(`/api/Payment?orderCode=${answer.orderCode}`);
    expect(back.statusCode).toBe(200);
    expect(back.json().status).toBe('failed');
    const replay = await notification(answer.paymentId, {
      transactionId: payment?.transactionId,
    });
    expect((await notify(replay.rawBody, replay.signature)).json().settlement).toBe('unchanged');
    expect(await refundsOf(payment?.transactionId ?? '')).toHaveLength(1);
    expect(await shipRequestRow(ctx.db, request.id)).toMatchObject({
      status: 'cancelled',
      paymentId: null,
    });
    expect(await packageStatusesOf(ctx.db, request)).toEqual(['ready_to_send']);
  });
});

describe('PUT /deliveries racing the payment of the same request', () => {
  test('a change after the payment opened: the old amount is never taken for the new quote', async () => {
    const sara = await buildCustomer(ctx.db);
    const request = await buildShipRequest(ctx.app, ctx.db, sara);
    const answer = await payOk(sara, { shipRequestIds: [request.id] });
    const changed = await addFragileStickers(sara, request);
    await payOnSandbox(answer.payNowUrl);
    const payment = await paymentRow(answer.paymentId);
    expect(payment?.amountMinor).toBe(request.totalMinor);
    // Charged the old amount: refunded, and the request waits to be paid at its new price.
    expect(payment).toMatchObject({ status: 'failed', failureReason: 'not_payable' });
    expect(await refundsOf(payment?.transactionId ?? '')).toHaveLength(1);
    expect(await shipRequestRow(ctx.db, request.id)).toMatchObject({
      status: 'awaiting_payment',
      totalMinor: changed?.totalMinor,
    });
    // Paid again, it charges the new amount.
    const again = await payOk(sara, { shipRequestIds: [request.id] });
    expect((await paymentRow(again.paymentId))?.amountMinor).toBe(changed?.totalMinor);
  });

  test('a change between reading the price and opening the payment: PAYMENT_PRICE_CHANGED', async () => {
    const sara = await buildCustomer(ctx.db);
    const request = await buildShipRequest(ctx.app, ctx.db, sara);
    const deps: PaymentDeps = {
      db: ctx.db,
      clock: systemClock,
      mailer: ctx.app.mailer,
      gateway: ctx.app.paymentGateway,
      publicUrl: ctx.config.publicUrl,
      shipRequests: {
        ...shipRequestPayments,
        // The other tab's change lands just after this payment read the price.
        async findPayable(db, query) {
          const found = await shipRequestPayments.findPayable(db, query);
          await addFragileStickers(sara, request);
          return found;
        },
      },
    };
    await expect(
      payShipRequests(
        deps,
        { ...sara.user, actingAdminId: null },
        { shipRequestIds: [request.id] },
        newKey(),
      ),
    ).rejects.toMatchObject({ code: 'PAYMENT_PRICE_CHANGED', status: 409 });
    expect(await paymentsOf(sara)).toEqual([]);
  });

  test('ten changes and ten payments at once: every paid request was charged its stored total', async () => {
    const sara = await buildCustomer(ctx.db);
    const request = await buildShipRequest(ctx.app, ctx.db, sara);
    const card = await savedSandboxCard(sara);
    const [contact] = (await as(ctx.app, sara).get('/api/user/contacts')).json() as {
      id: string;
    }[];
    const preview = await as(ctx.app, sara).put('/api/deliveries', {
      id: request.id,
      contactId: contact?.id,
      options: ['FRG'],
      quotedTotal: { amount: 0.01, currency: request.currency },
    });
    const withStickers = preview.json().quote.total;
    const replies = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        index % 2 === 0
          ? as(ctx.app, sara).put('/api/deliveries', {
              id: request.id,
              contactId: contact?.id,
              options: ['FRG'],
              quotedTotal: withStickers,
            })
          : pay(sara, { shipRequestIds: [request.id], savedCardId: card.id }),
      ),
    );
    for (const reply of replies) {
      expect(reply.statusCode, reply.body).toBeLessThan(500);
    }
    const row = await shipRequestRow(ctx.db, request.id);
    const succeeded = (await paymentsOf(sara)).filter((payment) => payment.status === 'succeeded');
    expect(succeeded.length).toBeLessThanOrEqual(1);
    if (row?.status === 'paid') {
      expect(succeeded).toHaveLength(1);
      expect(succeeded[0]?.amountMinor).toBe(row.totalMinor);
      expect(succeeded[0]?.id).toBe(row.paymentId);
    }
    const charged = (await chargesOf(card.gatewayToken)).filter(
      (charge) => charge.outcome === 'succeeded',
    );
    const refunded = await ctx.db
      .select({ count: sql<number>`count(*)::int` })
      .from(schema.sandboxRefunds)
      .where(
        inArray(
          schema.sandboxRefunds.transactionId,
          charged.map((charge) => charge.transactionId ?? ''),
        ),
      );
    // Every charge either paid the request or was given back.
    expect(charged.length - (refunded[0]?.count ?? 0)).toBe(row?.status === 'paid' ? 1 : 0);
  });
});

describe('one Idempotency-Key, two customers', () => {
  test('another customer’s call with my key is theirs: never my answer', async () => {
    const sara = await buildCustomer(ctx.db);
    const omar = await buildCustomer(ctx.db);
    const key = newKey();
    const mine = await payOk(
      sara,
      {
        shipRequestIds: [(await buildShipRequest(ctx.app, ctx.db, sara)).id],
      },
      key,
    );
    // The same key and even my body: they are refused for my request, never answered with mine.
    const sameBody = await pay(
      omar,
      { shipRequestIds: [(await paymentItems(mine))[0] ?? ''] },
      key,
    );
    expect(sameBody.statusCode).toBe(403);
    expect(sameBody.body).not.toContain(mine.orderCode);
    const theirs = await payOk(
      omar,
      {
        shipRequestIds: [(await buildShipRequest(ctx.app, ctx.db, omar)).id],
      },
      key,
    );
    expect(theirs.paymentId).not.toBe(mine.paymentId);
    expect((await paymentRow(theirs.paymentId))?.userId).toBe(omar.user.id);
    // And mine still answers mine.
    const repeat = await payOk(sara, { shipRequestIds: await paymentItems(mine) }, key);
    expect(repeat.paymentId).toBe(mine.paymentId);
  });
});

async function paymentItems(answer: PayAnswer) {
  const rows = await ctx.db
    .select({ id: schema.paymentItems.shipRequestId })
    .from(schema.paymentItems)
    .where(eq(schema.paymentItems.paymentId, answer.paymentId));
  return rows.map((row) => row.id);
}

describe('account credit is spent once', () => {
  async function creditBalance(customer: TestCustomer) {
    const [row] = await ctx.db
      .select({ total: sql<string>`coalesce(sum(${schema.accountCredits.amountMinor}), 0)` })
      .from(schema.accountCredits)
      .where(
        and(
          eq(schema.accountCredits.userId, customer.user.id),
          eq(schema.accountCredits.currency, 'USD'),
        ),
      );
    return Number(row?.total ?? 0);
  }

  test('two requests quoted with the same credit: the second payment is re-priced, never below zero', async () => {
    const sara = await buildCustomer(ctx.db);
    await ctx.db
      .insert(schema.accountCredits)
      .values({ userId: sara.user.id, amountMinor: 500, currency: 'USD', reason: 'test' });
    const first = await buildShipRequest(ctx.app, ctx.db, sara, { choices: { justCredit: true } });
    const second = await buildShipRequest(ctx.app, ctx.db, sara, { choices: { justCredit: true } });
    const paid = await payOk(sara, { shipRequestIds: [first.id] });
    await payOnSandbox(paid.payNowUrl);
    expect(await shipRequestRow(ctx.db, first.id)).toMatchObject({ status: 'paid' });
    expect(await creditBalance(sara)).toBe(0);

    const again = await pay(sara, { shipRequestIds: [second.id] });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('PAYMENT_PRICE_CHANGED');
    // The cart now shows the price without the credit that was spent.
    expect((await shipRequestRow(ctx.db, second.id))?.totalMinor).toBe(second.totalMinor + 500);
    const repriced = await payOk(sara, { shipRequestIds: [second.id] });
    await payOnSandbox(repriced.payNowUrl);
    expect(await shipRequestRow(ctx.db, second.id)).toMatchObject({ status: 'paid' });
    expect(await creditBalance(sara)).toBe(0);
  });

  test('both requests paid together with credit enough for one: refused with a text, nothing spent', async () => {
    const sara = await buildCustomer(ctx.db);
    await ctx.db
      .insert(schema.accountCredits)
      .values({ userId: sara.user.id, amountMinor: 500, currency: 'USD', reason: 'test' });
    const first = await buildShipRequest(ctx.app, ctx.db, sara, { choices: { justCredit: true } });
    const second = await buildShipRequest(ctx.app, ctx.db, sara, { choices: { justCredit: true } });
    const both = await pay(sara, { shipRequestIds: [first.id, second.id] });
    expect(both.statusCode).toBe(409);
    expect(both.json().error).toEqual({
      code: 'PAYMENT_CREDIT_SHORT',
      message:
        'Your account credit does not cover all of these ship requests together. Please pay them one at a time.',
    });
    expect(await creditBalance(sara)).toBe(500);
    expect(await paymentsOf(sara)).toEqual([]);
  });

  test('two payments settling at once never spend more credit than there is', async () => {
    const sara = await buildCustomer(ctx.db);
    await ctx.db
      .insert(schema.accountCredits)
      .values({ userId: sara.user.id, amountMinor: 500, currency: 'USD', reason: 'test' });
    const first = await buildShipRequest(ctx.app, ctx.db, sara, { choices: { justCredit: true } });
    const second = await buildShipRequest(ctx.app, ctx.db, sara, { choices: { justCredit: true } });
    // Both open while the credit is still there, then both are paid on the gateway's page.
    const a = await payOk(sara, { shipRequestIds: [first.id] });
    const b = await payOk(sara, { shipRequestIds: [second.id] });
    await Promise.all([payOnSandbox(a.payNowUrl), payOnSandbox(b.payNowUrl)]);
    expect(await creditBalance(sara)).toBe(0);
    const statuses = [
      (await shipRequestRow(ctx.db, first.id))?.status,
      (await shipRequestRow(ctx.db, second.id))?.status,
    ];
    expect(statuses.filter((status) => status === 'paid')).toHaveLength(1);
    const refunded = (await paymentsOf(sara)).filter((payment) => payment.refundId !== null);
    expect(refunded).toHaveLength(1);
  });
});
