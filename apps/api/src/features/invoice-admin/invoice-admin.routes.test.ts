import { randomUUID } from 'node:crypto';
import { schema } from '@skyparcel/db';
import { LIST_COUNT_CAP } from '@skyparcel/domain/reference';
import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { PaymentGateway } from '../../modules/payments';
import { as } from '../../testing/as';
import { buildOneLineInvoice } from '../../testing/build-one-line-invoice';
import { buildPackage } from '../../testing/build-package';
import { buildTestApp } from '../../testing/build-test-app';
import {
  buildCustomer,
  buildUser,
  type TestCustomer,
  type TestUser,
} from '../../testing/build-user';
import { claimInvoicePaymentRefund, refundIdempotencyKey } from './claim-invoice-refund';
import { recoverInvoiceRefunds, STALLED_REFUND_AFTER_MS } from './recover-invoice-refunds';

let ctx: Awaited<ReturnType<typeof buildTestApp>>;
let admin: TestUser;

beforeAll(async () => {
  ctx = await buildTestApp();
  admin = await buildUser(ctx.db, { role: 'ADMIN' });
});
afterAll(async () => ctx.close());

async function lastAudit(action: string) {
  const [row] = await ctx.db
    .select()
    .from(schema.auditLog)
    .where(eq(schema.auditLog.action, action))
    .orderBy(desc(schema.auditLog.createdAt))
    .limit(1);
  return row;
}

async function invoiceRow(id: string) {
  const [row] = await ctx.db.select().from(schema.invoices).where(eq(schema.invoices.id, id));
  return row;
}

function list(query: string) {
  return as(ctx.app, admin).get(`/api/admin/invoices?${query}`);
}

describe('who may call', () => {
  test('every call refuses visitors (401) and customers, SHIPPER ADMIN and STAFF (403)', async () => {
    const customer = await buildCustomer(ctx.db);
    const invoice = await buildOneLineInvoice(ctx.db, { owner: customer, isPaidByCard: true });
    const calls: [string, string, object?][] = [
      ['GET', '/api/admin/invoices'],
      [
        'POST',
        '/api/admin/invoices/manual',
        {
          customer: customer.suiteNumber,
          currency: 'USD',
          reason: 'Extra packing',
          lines: [{ description: 'Box', quantity: 1, unitPrice: 5 }],
        },
      ],
      ['POST', `/api/admin/invoices/${invoice.id}/credit-notes`, { amount: 1, reason: 'Goodwill' }],
      ['POST', `/api/admin/invoices/${invoice.id}/refunds`, { reason: 'Goodwill' }],
    ];
    const others = await Promise.all([
      buildUser(ctx.db, { role: 'STAFF' }),
      buildUser(ctx.db, { role: 'SHIPPER ADMIN' }),
    ]);
    for (const [method, url, payload] of calls) {
      expect((await as(ctx.app, null).request(method, url, payload)).statusCode).toBe(401);
      for (const caller of [customer, ...others]) {
        const response = await as(ctx.app, caller).request(method, url, payload);
        expect(response.statusCode, `${method} ${url}`).toBe(403);
      }
    }
    // Nothing was made or changed by the refused calls.
    expect(await invoiceRow(invoice.id)).toMatchObject({ creditedMinor: 0, paidMinor: 10_000 });
  });
});

describe('GET /admin/invoices', () => {
  let alice: TestCustomer;
  let bob: TestCustomer;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    alice = await buildCustomer(ctx.db, { lastName: 'Filter' });
    bob = await buildCustomer(ctx.db);
    const pkg = await buildPackage(ctx.db, { owner: alice });
    ids.paid = (
      await buildOneLineInvoice(ctx.db, {
        owner: alice,
        isPaidByCard: true,
        issuedAt: new Date('2025-01-10T10:00:00Z'),
        warehouse: 'GB-LON',
        packageId: pkg.id,
      })
    ).id;
    ids.overdue = (
      await buildOneLineInvoice(ctx.db, {
        owner: alice,
        kind: 'service',
        issuedAt: new Date('2025-02-10T10:00:00Z'),
        dueAt: new Date('2025-02-24T10:00:00Z'),
        warehouse: 'US-DE',
      })
    ).id;
    ids.unpaid = (
      await buildOneLineInvoice(ctx.db, {
        owner: alice,
        issuedAt: new Date('2025-03-10T10:00:00Z'),
        dueAt: new Date('2099-01-01T00:00:00Z'),
        currency: 'KWD',
        amountMinor: 12_345,
      })
    ).id;
    ids.bob = (await buildOneLineInvoice(ctx.db, { owner: bob, isPaidByCard: true })).id;
  });

  const idsOf = (body: { items: { id: string }[] }) => body.items.map((item) => item.id);

  test('lists every customer’s invoices, newest first, with the row’s customer, route and status', async () => {
    const response = await list(`customerId=${alice.suiteNumber}`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(idsOf(body)).toEqual([ids.unpaid, ids.overdue, ids.paid]);
    expect(body).toMatchObject({ total: 3, isTotalCapped: false });
    expect(body.items[2]).toMatchObject({
      kind: 'manual',
      currency: 'USD',
      billedMinor: 10_000,
      paidMinor: 10_000,
      outstandingMinor: 0,
      paymentStatus: 'paid',
      invoiceStatus: 'issued',
      origin: 'GB',
      customer: { id: alice.user.id, suiteNumber: alice.suiteNumber, name: 'Sara Filter' },
      pagePath: `/manual-credit-invoice?id=${ids.paid}`,
    });
    expect(body.items[2].number).toMatch(/^MI-2025-\d{6}$/);
    // Totals per currency over the whole filter: KWD 12.345 and USD 200.00 billed.
    expect(body.totals).toEqual([
      { currency: 'KWD', billedMinor: 12_345, paidMinor: 0, outstandingMinor: 12_345 },
      { currency: 'USD', billedMinor: 20_000, paidMinor: 10_000, outstandingMinor: 10_000 },
    ]);
    // Without a filter, Bob's invoice is there too.
    const all = await list('pageSize=100');
    expect(idsOf(all.json())).toEqual(expect.arrayContaining([ids.bob, ids.paid]));
  });

  test('each filter of the spec narrows the list', async () => {
    const paid = await invoiceRow(ids.paid ?? '');
    const cases: [string, (string | undefined)[]][] = [
      [`invoiceOrderId=${paid?.number.slice(1).toLowerCase()}`, [ids.paid]],
      [
        `packageId=${
          (
            await ctx.db
              .select()
              .from(schema.invoiceLines)
              .where(eq(schema.invoiceLines.invoiceId, ids.paid ?? ''))
          )[0]?.packageId
        }`,
        [ids.paid],
      ],
      ['dateFrom=2025-02-10&dateTo=2025-03-09', [ids.overdue]],
      ['dateFrom=2025-03-10&dateTo=2025-03-10', [ids.unpaid]],
      ['paymentStatus=paid', [ids.paid]],
      ['paymentStatus=overdue', [ids.overdue]],
      ['paymentStatus=unpaid', [ids.unpaid]],
      ['paymentStatus=partially_paid', []],
      ['invoiceType=service', [ids.overdue]],
      ['origin=us', [ids.overdue]],
      ['invoiceStatus=credited', []],
      ['invoiceStatus=issued', [ids.unpaid, ids.overdue, ids.paid]],
    ];
    for (const [query, expected] of cases) {
      const response = await list(`customerId=${alice.suiteNumber}&${query}`);
      expect(response.statusCode, query).toBe(200);
      expect(idsOf(response.json()), query).toEqual(expected);
    }
    expect(idsOf((await list(`customerId=${alice.user.id}`)).json())).toHaveLength(3);
    // Any letter case; a customer id nobody has lists nothing, with totals of nothing.
    expect(idsOf((await list(`customerId=${alice.suiteNumber.toLowerCase()}`)).json())).toEqual([
      ids.unpaid,
      ids.overdue,
      ids.paid,
    ]);
    expect(idsOf((await list(`customerId=${alice.user.id.toUpperCase()}`)).json())).toHaveLength(3);
    const nobody = (await list('customerId=SP000000')).json();
    expect(nobody).toMatchObject({ items: [], total: 0, isTotalCapped: false, totals: [] });
    // Pages of one.
    const second = (await list(`customerId=${alice.suiteNumber}&pageSize=1&page=2`)).json();
    expect(idsOf(second)).toEqual([ids.overdue]);
    expect(second).toMatchObject({ total: 3, page: 2, pageSize: 1 });
  });

  test('refuses a malformed filter with the field and its text', async () => {
    const response = await as(ctx.app, admin).get(
      '/api/admin/invoices?dateFrom=yesterday&packageId=x&paymentStatus=late',
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { dateFrom: 'validation.date' },
    });
    expect(Object.keys(response.json().error.fields)).toEqual(
      expect.arrayContaining(['dateFrom', 'packageId', 'paymentStatus']),
    );
  });

  test('counts at most 10,000 invoices (decision 073): past that no totals; up to it, exact totals', async () => {
    const carol = await buildCustomer(ctx.db);
    const first = await buildOneLineInvoice(ctx.db, {
      owner: carol,
      amountMinor: 250,
      issuedAt: new Date('2001-06-01T00:00:00Z'),
    });
    // 10,000 copies in one statement (older, so every other test's lists are unchanged): 10,001.
    await ctx.db.execute(sql`
      insert into invoices (kind, number, year, serial, user_id, currency, statement_code,
        statement_params, bill_to, issued_at, due_at, billed_minor, outstanding_minor)
      select kind, 'CAP-' || n, 1990, n, user_id, currency, statement_code, statement_params,
        bill_to, issued_at - n * interval '1 minute', due_at, billed_minor, outstanding_minor
      from invoices, generate_series(1, ${LIST_COUNT_CAP}) as n
      where id = ${first.id}`);
    const byCarol = `customerId=${carol.suiteNumber}`;

    const capped = (await list(byCarol)).json();
    expect(capped).toMatchObject({ total: 10_000, isTotalCapped: true, totals: null });
    expect(idsOf(capped)[0]).toBe(first.id);
    expect(capped.items).toHaveLength(20);
    // Everyone's invoices, no filter: the screen's first page, capped the same way.
    expect((await list('')).json()).toMatchObject({ total: 10_000, isTotalCapped: true });
    // A page past the cap counts to its own end: all 10,001 within 101 pages of 100.
    const last = (await list(`${byCarol}&pageSize=100&page=101`)).json();
    expect(last).toMatchObject({ total: 10_001, isTotalCapped: false, page: 101 });
    expect(last.items).toHaveLength(1);
    expect(last.totals).toEqual([
      { currency: 'USD', billedMinor: 2_500_250, paidMinor: 0, outstandingMinor: 2_500_250 },
    ]);
    // Exactly the cap is counted whole, so its totals are given.
    await ctx.db.delete(schema.invoices).where(eq(schema.invoices.number, 'CAP-1'));
    expect((await list(byCarol)).json()).toMatchObject({
      total: 10_000,
      isTotalCapped: false,
      totals: [
        { currency: 'USD', billedMinor: 2_500_000, paidMinor: 0, outstandingMinor: 2_500_000 },
      ],
    });
    // A filter that narrows the set is counted and totalled exactly.
    expect((await list(`${byCarol}&dateFrom=2001-06-01`)).json()).toMatchObject({
      total: 1,
      isTotalCapped: false,
      totals: [{ currency: 'USD', billedMinor: 250, paidMinor: 0, outstandingMinor: 250 }],
    });
  });
});

describe('POST /admin/invoices/manual', () => {
  test('bills a customer named by suite number or e-mail, with the lines and the reason, audited', async () => {
    const customer = await buildCustomer(ctx.db);
    const response = await as(ctx.app, admin).post('/api/admin/invoices/manual', {
      customer: customer.suiteNumber.toLowerCase(),
      currency: 'kwd',
      reason: 'Repacking into two boxes',
      lines: [
        { description: 'Repacking', quantity: 2, unitPrice: '1.250' },
        { description: 'Bubble wrap', quantity: 1, unitPrice: 0.5 },
      ],
    });
    expect(response.statusCode).toBe(201);
    const issued = response.json();
    expect(issued.number).toMatch(/^MI-\d{4}-\d{6}$/);
    expect(issued.pagePath).toBe(`/manual-credit-invoice?id=${issued.id}`);
    expect(await invoiceRow(issued.id)).toMatchObject({
      kind: 'manual',
      userId: customer.user.id,
      currency: 'KWD',
      billedMinor: 3_000,
      outstandingMinor: 3_000,
      doneBy: admin.user.id,
      reason: { code: 'TEXT', text: 'Repacking into two boxes' },
    });
    expect(await lastAudit('invoice.manual')).toMatchObject({
      actorUserId: admin.user.id,
      targetUserId: customer.user.id,
      details: { invoiceId: issued.id, reason: 'Repacking into two boxes' },
    });
    // The customer sees it as their own, on its page's call.
    const byEmail = await as(ctx.app, admin).post('/api/admin/invoices/manual', {
      customer: customer.user.email.toUpperCase(),
      currency: 'USD',
      reason: 'Storage handling',
      lines: [{ description: 'Handling', quantity: 1, unitPrice: 3 }],
    });
    expect(byEmail.statusCode).toBe(201);
    expect((await invoiceRow(byEmail.json().id))?.userId).toBe(customer.user.id);
  });

  test('says which customer is unknown, and which line is wrong, in the caller’s language', async () => {
    const unknown = await as(ctx.app, admin).post(
      '/api/admin/invoices/manual',
      {
        customer: 'SP000000',
        currency: 'USD',
        reason: 'Extra packing',
        lines: [{ description: 'Box', quantity: 1, unitPrice: 5 }],
      },
      { headers: { 'accept-language': 'fr' } },
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toMatchObject({
      code: 'INVOICE_CUSTOMER_NOT_FOUND',
      message: 'Aucun client n’a le numéro de suite ou l’adresse e-mail SP000000.',
    });
    const staff = await buildUser(ctx.db, { role: 'STAFF' });
    const operator = await as(ctx.app, admin).post('/api/admin/invoices/manual', {
      customer: staff.user.email,
      currency: 'USD',
      reason: 'Extra packing',
      lines: [{ description: 'Box', quantity: 1, unitPrice: 5 }],
    });
    expect(operator.statusCode).toBe(404);

    const bad = await as(ctx.app, admin).post('/api/admin/invoices/manual', {
      customer: 'SP000001',
      currency: 'KWD',
      reason: 'no',
      lines: [
        { description: 'Box', quantity: 0, unitPrice: 5 },
        { description: 'Tape', quantity: 1, unitPrice: 1.2345 },
      ],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toMatchObject({
      reason: 'validation.invoiceReason',
      'lines.0.quantity': 'validation.invoiceQuantity',
      'lines.1.unitPrice': 'validation.amountDecimals',
    });
    const none = await as(ctx.app, admin).post('/api/admin/invoices/manual', {
      customer: 'SP000001',
      currency: 'USD',
      reason: 'Extra packing',
      lines: [],
    });
    expect(none.json().error.fields).toMatchObject({ lines: 'validation.invoiceLines' });
  });
});

describe('POST /admin/invoices/{id}/credit-notes', () => {
  test('takes back part of an invoice with a numbered credit note, then refuses more than is left', async () => {
    const customer = await buildCustomer(ctx.db);
    const invoice = await buildOneLineInvoice(ctx.db, { owner: customer, amountMinor: 10_000 });
    const response = await as(ctx.app, admin).post(
      `/api/admin/invoices/${invoice.id}/credit-notes`,
      { amount: '40.00', reason: 'Damaged in storage' },
    );
    expect(response.statusCode).toBe(201);
    const note = response.json();
    expect(note).toMatchObject({
      kind: 'credit_note',
      pagePath: `/manual-credit-invoice?id=${note.id}`,
    });
    expect(note.number).toMatch(/^CN-\d{4}-\d{6}$/);
    expect(await invoiceRow(invoice.id)).toMatchObject({
      creditedMinor: 4_000,
      outstandingMinor: 6_000,
    });
    expect(await invoiceRow(note.id)).toMatchObject({
      creditsInvoiceId: invoice.id,
      billedMinor: 4_000,
      outstandingMinor: 0,
      doneBy: admin.user.id,
      reason: { code: 'TEXT', text: 'Damaged in storage' },
    });
    expect(await lastAudit('invoice.credit')).toMatchObject({
      actorUserId: admin.user.id,
      details: { invoiceId: invoice.id, creditNoteId: note.id, amountMinor: 4_000 },
    });
    // The list shows it credited.
    const credited = await list(`customerId=${customer.suiteNumber}&invoiceStatus=credited`);
    expect(credited.json().items.map((item: { id: string }) => item.id)).toEqual([invoice.id]);

    const tooMuch = await as(ctx.app, admin).post(
      `/api/admin/invoices/${invoice.id}/credit-notes`,
      {
        amount: 60.01,
        reason: 'Damaged in storage',
      },
    );
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json().error).toMatchObject({
      code: 'CREDIT_NOTE_TOO_LARGE',
      message: `A credit note can take back at most USD 60.00 of invoice ${invoice.number}.`,
    });
    const ofNote = await as(ctx.app, admin).post(`/api/admin/invoices/${note.id}/credit-notes`, {
      amount: 1,
      reason: 'Damaged in storage',
    });
    expect(ofNote.json().error.code).toBe('INVOICE_NOT_CREDITABLE');
    const missing = await as(ctx.app, admin).post(
      `/api/admin/invoices/${randomUUID()}/credit-notes`,
      { amount: 1, reason: 'Damaged in storage' },
    );
    expect(missing.statusCode).toBe(404);
    const decimals = await as(ctx.app, admin).post(
      `/api/admin/invoices/${invoice.id}/credit-notes`,
      {
        amount: 1.001,
        reason: 'Damaged in storage',
      },
    );
    expect(decimals.json().error.fields).toEqual({ amount: 'validation.amountDecimals' });
  });
});

describe('POST /admin/invoices/{id}/refunds', () => {
  test('refunds the card payment through the gateway; the credit note balances the invoice to zero, once', async () => {
    const customer = await buildCustomer(ctx.db);
    const invoice = await buildOneLineInvoice(ctx.db, {
      owner: customer,
      amountMinor: 8_750,
      isPaidByCard: true,
    });
    const [first, second] = await Promise.all([
      as(ctx.app, admin).post(`/api/admin/invoices/${invoice.id}/refunds`, {
        reason: 'Shipment cancelled by us',
      }),
      as(ctx.app, admin).post(`/api/admin/invoices/${invoice.id}/refunds`, {
        reason: 'Shipment cancelled by us',
      }),
    ]);
    const statuses = [first?.statusCode, second?.statusCode].sort();
    expect(statuses).toEqual([201, 409]);
    const refused = first?.statusCode === 409 ? first : second;
    expect(refused?.json().error).toMatchObject({
      code: 'INVOICE_NOT_REFUNDABLE',
      message: `Invoice ${invoice.number} has no card payment left to refund.`,
    });
    const note = (first?.statusCode === 201 ? first : second)?.json();

    expect(await invoiceRow(invoice.id)).toMatchObject({
      billedMinor: 8_750,
      paidMinor: 0,
      creditedMinor: 8_750,
      outstandingMinor: 0,
    });
    expect(await invoiceRow(note.id)).toMatchObject({ kind: 'credit_note', billedMinor: 8_750 });
    // The gateway refunded the payment's transaction once, and the invoice records it.
    const payments = await ctx.db
      .select()
      .from(schema.invoicePayments)
      .where(eq(schema.invoicePayments.invoiceId, invoice.id));
    const card = payments.find((row) => row.method === 'card');
    const refund = payments.find((row) => row.method === 'refund');
    expect(refund).toMatchObject({ amountMinor: -8_750, paymentId: card?.paymentId });
    const gatewayRefunds = await ctx.db
      .select()
      .from(schema.sandboxRefunds)
      .where(and(eq(schema.sandboxRefunds.transactionId, card?.transactionId ?? '')));
    expect(gatewayRefunds).toHaveLength(1);
    expect(gatewayRefunds[0]).toMatchObject({ amountMinor: 8_750, currency: 'USD' });
    expect(refund?.transactionId).toBe(gatewayRefunds[0]?.id);
    expect(await lastAudit('invoice.refund')).toMatchObject({
      actorUserId: admin.user.id,
      details: { invoiceId: invoice.id, creditNoteId: note.id, amountMinor: 8_750 },
    });
    // The customer paid back still cannot read the operators' list.
    const page = await as(ctx.app, customer).get(
      `/api/admin/invoices?customerId=${customer.suiteNumber}`,
    );
    expect(page.statusCode).toBe(403);
  });

  test('an invoice nobody paid by card has nothing to refund', async () => {
    const customer = await buildCustomer(ctx.db);
    const invoice = await buildOneLineInvoice(ctx.db, { owner: customer });
    const response = await as(ctx.app, admin).post(`/api/admin/invoices/${invoice.id}/refunds`, {
      reason: 'Shipment cancelled by us',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.code).toBe('INVOICE_NOT_REFUNDABLE');
  });
});

describe('the refund recovery pass (a refund cut short by a crash)', () => {
  const stalledNow = () => new Date(Date.now() + STALLED_REFUND_AFTER_MS + 60_000);

  function sandboxGateway(): PaymentGateway {
    if (!ctx.app.paymentGateway) {
      throw new Error('no gateway');
    }
    return ctx.app.paymentGateway;
  }

  function recoveryPass(gateway: PaymentGateway = sandboxGateway(), clock = stalledNow) {
    return recoverInvoiceRefunds({ db: ctx.db, clock, gateway });
  }

  /** Step 1 of the operator's refund, as POST .../refunds runs it, and then the process stops. */
  async function claimThenCrash(amountMinor: number) {
    const customer = await buildCustomer(ctx.db);
    const invoice = await buildOneLineInvoice(ctx.db, {
      owner: customer,
      amountMinor,
      isPaidByCard: true,
    });
    const claim = await claimInvoicePaymentRefund(
      { db: ctx.db, clock: () => new Date() },
      admin.user,
      invoice.id,
      { reason: 'Damaged in our warehouse' },
    );
    return { invoice, claim };
  }

  async function paymentsOf(invoiceId: string) {
    return ctx.db
      .select()
      .from(schema.invoicePayments)
      .where(eq(schema.invoicePayments.invoiceId, invoiceId));
  }

  test('the gateway refunded but nothing was confirmed: two passes at once complete it once', async () => {
    const { invoice, claim } = await claimThenCrash(8_750);
    const { refundId } = await sandboxGateway().refund({
      transactionId: claim.transactionId,
      amountMinor: claim.amountMinor,
      currency: claim.currency,
      idempotencyKey: refundIdempotencyKey(claim),
    });

    // A claim younger than a few minutes may still be in its process's hands: left alone.
    expect(await recoveryPass(sandboxGateway(), () => new Date())).toEqual({
      completed: 0,
      released: 0,
    });
    const outcomes = await Promise.all([recoveryPass(), recoveryPass()]);
    expect(outcomes.map((outcome) => outcome.completed).sort()).toEqual([0, 1]);
    expect(await recoveryPass()).toEqual({ completed: 0, released: 0 });

    expect(await invoiceRow(invoice.id)).toMatchObject({
      paidMinor: 0,
      creditedMinor: 8_750,
      outstandingMinor: 0,
    });
    const notes = await ctx.db
      .select()
      .from(schema.invoices)
      .where(eq(schema.invoices.creditsInvoiceId, invoice.id));
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({
      kind: 'credit_note',
      billedMinor: 8_750,
      doneBy: admin.user.id,
      reason: { code: 'TEXT', text: 'Damaged in our warehouse' },
    });
    // Asked again with the same key, the gateway answered its first refund: one refund in all.
    const refunds = await ctx.db
      .select()
      .from(schema.sandboxRefunds)
      .where(eq(schema.sandboxRefunds.transactionId, claim.transactionId));
    expect(refunds.map((row) => row.id)).toEqual([refundId]);
    const refundRow = (await paymentsOf(invoice.id)).find((row) => row.method === 'refund');
    expect(refundRow).toMatchObject({ responseCode: 'refunded', transactionId: refundId });
    expect(await lastAudit('invoice.refund')).toMatchObject({
      actorUserId: admin.user.id,
      details: { invoiceId: invoice.id, creditNoteId: notes[0]?.id, refundId, recovered: true },
    });
  });

  test('the gateway refuses when asked again: the claim is released and the payment refundable', async () => {
    const { invoice } = await claimThenCrash(4_000);
    const refusing: PaymentGateway = {
      ...sandboxGateway(),
      refund: () => Promise.reject(new Error('refund refused')),
    };

    expect(await recoveryPass(refusing)).toEqual({ completed: 0, released: 1 });
    expect((await paymentsOf(invoice.id)).map((row) => row.method)).toEqual(['card']);
    expect(await invoiceRow(invoice.id)).toMatchObject({ paidMinor: 4_000, creditedMinor: 0 });

    const again = await as(ctx.app, admin).post(`/api/admin/invoices/${invoice.id}/refunds`, {
      reason: 'Damaged in our warehouse',
    });
    expect(again.statusCode, again.body).toBe(201);
  });
});
