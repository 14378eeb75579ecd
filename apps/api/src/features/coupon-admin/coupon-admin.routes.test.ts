import { schema } from '@skyparcel/db';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { as } from '../../testing/as';
import { buildPackage } from '../../testing/build-package';
import { buildShipRequest } from '../../testing/build-ship-request';
import { buildTestApp } from '../../testing/build-test-app';
import { buildCustomer, type TestCustomer, type TestUser } from '../../testing/build-user';
import { sessionFor } from '../../testing/session-for';

let ctx: Awaited<ReturnType<typeof buildTestApp>>;
let admin: TestUser;
let staff: TestUser;
let customer: TestUser;
const DAY = 86_400_000;

beforeAll(async () => {
  ctx = await buildTestApp();
  admin = await sessionFor(ctx.db, 'admin@demo.skyparcel.test');
  staff = await sessionFor(ctx.db, 'staff@demo.skyparcel.test');
  customer = await sessionFor(ctx.db, 'customer@demo.skyparcel.test');
});
afterAll(async () => ctx.close());

let counter = 0;
/** A code no other test uses. */
function newCode(prefix = 'TEST') {
  counter += 1;
  return `${prefix}${Date.now().toString(36)}${counter}`.toUpperCase();
}

function createCoupon(body: Record<string, unknown>, caller: TestUser = admin) {
  return as(ctx.app, caller).post('/api/admin/coupons', {
    code: newCode(),
    kind: 'percent',
    percent: 10,
    ...body,
  });
}

async function createdCoupon(body: Record<string, unknown>) {
  const response = await createCoupon(body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: string; code: string };
}

function quote(owner: TestUser, couponCode: string, packageIds: string[]) {
  return as(ctx.app, owner).post('/api/shipping/warehouses/US-DE/shipping-discount', {
    packageIds,
    destinationCode: 'KW',
    couponCode,
  });
}

async function readyPackageOf(owner: TestCustomer) {
  return (await buildPackage(ctx.db, { owner, status: 'ready_to_send' })).id;
}

let keyCounter = 0;
/** Pays a ship request the coupon covers entirely: settled at once, without the gateway. */
async function payCovered(owner: TestUser, shipRequestId: string) {
  keyCounter += 1;
  const response = await as(ctx.app, owner).post(
    '/api/payment/invoices',
    { shipRequestIds: [shipRequestId] },
    { headers: { 'idempotency-key': `coupon-test-${Date.now()}-${keyCounter}` } },
  );
  return response;
}

async function lastAudit(action: string) {
  const [row] = await ctx.db
    .select()
    .from(schema.auditLog)
    .where(eq(schema.auditLog.action, action))
    .orderBy(desc(schema.auditLog.createdAt))
    .limit(1);
  return row;
}

describe('who may keep coupons', () => {
  test('a visitor gets 401, a customer and a clerk (STAFF) 403 on every call; nothing is stored', async () => {
    const { id } = await createdCoupon({});
    const calls: [string, string, unknown][] = [
      ['GET', '/api/admin/coupons', undefined],
      ['POST', '/api/admin/coupons', { code: 'NOTME1', kind: 'percent', percent: 10 }],
      ['PUT', `/api/admin/coupons/${id}`, { kind: 'percent', percent: 50 }],
      ['POST', `/api/admin/coupons/${id}/deactivate`, undefined],
      ['POST', `/api/admin/coupons/${id}/activate`, undefined],
      ['GET', `/api/admin/coupons/${id}/uses`, undefined],
    ];
    const before = await ctx.db.select().from(schema.coupons);
    for (const [method, url, body] of calls) {
      const visitor = await as(ctx.app, null).request(method as 'GET', url, body as undefined);
      expect(visitor.statusCode, `${method} ${url}`).toBe(401);
      for (const caller of [customer, staff]) {
        const response = await as(ctx.app, caller).request(method as 'GET', url, body as undefined);
        expect(response.statusCode, `${method} ${url}`).toBe(403);
      }
    }
    expect(await ctx.db.select().from(schema.coupons)).toEqual(before);
  });
});

describe('POST /api/admin/coupons', () => {
  test('creates a coupon with its rule, trimmed and upper-case, audited, and lists it', async () => {
    const code = newCode('spring');
    const validUntil = new Date(Date.now() + 30 * DAY).toISOString();
    const response = await createCoupon({
      code: `  ${code.toLowerCase()} `,
      kind: 'amount',
      amount: 12.5,
      currency: 'usd',
      minimum: 40,
      validUntil,
      usageLimit: 100,
      oncePerCustomer: true,
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      code,
      kind: 'amount',
      percent: null,
      amount: 12.5,
      currency: 'USD',
      minimum: 40,
      validUntil,
      usageLimit: 100,
      timesUsed: 0,
      oncePerCustomer: true,
      isActive: true,
      isRuleFrozen: false,
    });
    const [row] = await ctx.db.select().from(schema.coupons).where(eq(schema.coupons.code, code));
    expect(row).toMatchObject({ amountMinor: 1250, minimumMinor: 4000, currency: 'USD' });
    expect((await lastAudit('coupon.create'))?.actorUserId).toBe(admin.user.id);

    const list = await as(ctx.app, admin).get('/api/admin/coupons');
    expect(list.statusCode).toBe(200);
    const codes = list.json().coupons.map((coupon: { code: string }) => coupon.code);
    expect(codes).toContain(code);
    expect(codes).toContain('WELCOME10');
  });

  test('a percentage keeps two decimals as basis points; a percentage needs no currency', async () => {
    const response = await createCoupon({ percent: 12.25 });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ kind: 'percent', percent: 12.25, currency: null });
  });

  test('codes are unique whatever the case and the spaces around them: 409', async () => {
    const code = newCode('dup');
    expect((await createCoupon({ code })).statusCode).toBe(201);
    const again = await createCoupon({ code: ` ${code.toLowerCase()}  ` });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({
      code: 'COUPON_CODE_TAKEN',
      message: `A coupon with the code ${code} already exists (upper and lower case count as the same).`,
      fields: { code: 'validation.couponCodeTaken' },
    });
  });

  test.each([
    ['a code too short', { code: 'ab' }, 'code', 'validation.couponCode'],
    ['a code with a space inside', { code: 'SPRING 10' }, 'code', 'validation.couponCode'],
    ['a percentage of 0', { percent: 0 }, 'percent', 'validation.couponPercent'],
    ['a percentage over 100', { percent: 101 }, 'percent', 'validation.couponPercent'],
    [
      'a percentage with three decimals',
      { percent: 10.125 },
      'percent',
      'validation.couponPercent',
    ],
    ['no percentage', { percent: undefined }, 'percent', 'validation.couponPercent'],
    [
      'an amount of 0',
      { kind: 'amount', amount: 0, currency: 'USD' },
      'amount',
      'validation.couponAmount',
    ],
    [
      'an amount without its currency',
      { kind: 'amount', amount: 5 },
      'currency',
      'validation.couponCurrency',
    ],
    [
      'an unknown currency',
      { kind: 'amount', amount: 5, currency: 'XYZ' },
      'currency',
      'validation.couponCurrency',
    ],
    ['a minimum without currency', { minimum: 20 }, 'minimum', null],
    ['a minimum of 0', { minimum: 0, currency: 'USD' }, 'minimum', 'validation.couponMinimum'],
    [
      'an end before the start',
      { validFrom: '2030-02-01T00:00:00Z', validUntil: '2030-01-01T00:00:00Z' },
      'validUntil',
      'validation.couponExpiryBeforeStart',
    ],
    ['a usage limit of 0', { usageLimit: 0 }, 'usageLimit', 'validation.couponUsageLimit'],
    ['a usage limit of 1.5', { usageLimit: 1.5 }, 'usageLimit', 'validation.couponUsageLimit'],
  ])('refuses %s with 400 on its field', async (_name, body, field, key) => {
    const response = await createCoupon(body);
    expect(response.statusCode).toBe(400);
    const { error } = response.json();
    expect(error.code).toBe('VALIDATION_FAILED');
    if (key) {
      expect(error.fields[field]).toBe(key);
    } else {
      // A minimum without a currency: the currency is what is missing.
      expect(error.fields.currency).toBe('validation.couponCurrency');
    }
  });

  test('an end already past when the coupon starts now is refused on its field', async () => {
    const response = await createCoupon({ validUntil: new Date(Date.now() - DAY).toISOString() });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'PRICE_DATA_INVALID',
      fields: { validUntil: 'validation.couponExpiryBeforeStart' },
    });
  });

  test('an amount with more decimals than its currency is refused (KWD has three, USD two)', async () => {
    const usd = await createCoupon({ kind: 'amount', amount: 1.234, currency: 'USD' });
    expect(usd.statusCode).toBe(400);
    expect(usd.json().error.fields).toEqual({ amount: 'operator.prices.problems.decimals' });
    const kwd = await createCoupon({ kind: 'amount', amount: 1.234, currency: 'KWD' });
    expect(kwd.statusCode).toBe(201);
    expect(kwd.json()).toMatchObject({ amount: 1.234, currency: 'KWD' });
  });
});

describe('PUT /api/admin/coupons/{couponId}', () => {
  test('a coupon no ship request carries can change its whole rule; audited', async () => {
    const { id, code } = await createdCoupon({ percent: 10 });
    const response = await as(ctx.app, admin).put(`/api/admin/coupons/${id}`, {
      kind: 'amount',
      amount: 3,
      currency: 'GBP',
      usageLimit: 5,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ code, kind: 'amount', amount: 3, currency: 'GBP' });
    const audit = await lastAudit('coupon.change');
    expect(audit?.details).toMatchObject({ couponId: id, code });
  });

  test('once a ship request carries it, its rule is frozen (409) but its end and limit may change', async () => {
    const { id, code } = await createdCoupon({ percent: 10, usageLimit: 10 });
    const owner = await buildCustomer(ctx.db);
    await buildShipRequest(ctx.app, ctx.db, owner, { choices: { couponCode: code } });

    const frozen = await as(ctx.app, admin).put(`/api/admin/coupons/${id}`, {
      kind: 'percent',
      percent: 50,
      usageLimit: 10,
    });
    expect(frozen.statusCode).toBe(409);
    expect(frozen.json().error).toMatchObject({
      code: 'COUPON_RULE_FROZEN',
      message: `Coupon ${code} is already on a ship request, so its discount can no longer change. You can still change its dates and limit, or deactivate it.`,
    });
    const validUntil = new Date(Date.now() + 10 * DAY).toISOString();
    const window = await as(ctx.app, admin).put(`/api/admin/coupons/${id}`, {
      kind: 'percent',
      percent: 10,
      usageLimit: 20,
      validUntil,
    });
    expect(window.statusCode, window.body).toBe(200);
    expect(window.json()).toMatchObject({ usageLimit: 20, validUntil, isRuleFrozen: true });
    const list = await as(ctx.app, admin).get('/api/admin/coupons');
    expect(
      list.json().coupons.find((coupon: { id: string }) => coupon.id === id).isRuleFrozen,
    ).toBe(true);
  });

  test('the limit never goes below the uses counted', async () => {
    const { id, code } = await createdCoupon({ percent: 10, usageLimit: 10 });
    await ctx.db.update(schema.coupons).set({ timesUsed: 3 }).where(eq(schema.coupons.code, code));
    const response = await as(ctx.app, admin).put(`/api/admin/coupons/${id}`, {
      kind: 'percent',
      percent: 10,
      usageLimit: 2,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ usageLimit: 'validation.couponLimitBelowUses' });
  });

  test('an unknown coupon answers 404', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const response = await as(ctx.app, admin).put(`/api/admin/coupons/${id}`, {
        kind: 'percent',
        percent: 10,
      });
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toMatchObject({
        code: 'COUPON_UNKNOWN',
        message: 'This coupon does not exist.',
      });
      expect((await as(ctx.app, admin).get(`/api/admin/coupons/${id}/uses`)).statusCode).toBe(404);
      expect(
        (await as(ctx.app, admin).post(`/api/admin/coupons/${id}/deactivate`)).statusCode,
      ).toBe(404);
    }
  });
});

describe('deactivating, and what the customer sees', () => {
  test('a deactivated coupon is refused in new quotes; a request already quoted keeps its quote and pays', async () => {
    const { id, code } = await createdCoupon({ percent: 100 });
    const owner = await buildCustomer(ctx.db);
    const request = await buildShipRequest(ctx.app, ctx.db, owner, {
      choices: { couponCode: code },
    });
    expect(request.totalMinor).toBe(0);

    const off = await as(ctx.app, admin).post(`/api/admin/coupons/${id}/deactivate`);
    expect(off.statusCode).toBe(200);
    expect(off.json().isActive).toBe(false);
    expect((await lastAudit('coupon.deactivate'))?.details).toMatchObject({ couponId: id });

    const refused = await quote(owner, code, [await readyPackageOf(owner)]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toMatchObject({
      code: 'COUPON_INACTIVE',
      message: `Coupon ${code} is no longer offered.`,
    });

    const paid = await payCovered(owner, request.id);
    expect(paid.statusCode, paid.body).toBe(200);
    const uses = await as(ctx.app, admin).get(`/api/admin/coupons/${id}/uses`);
    expect(uses.json().uses).toHaveLength(1);

    const on = await as(ctx.app, admin).post(`/api/admin/coupons/${id}/activate`);
    expect(on.json().isActive).toBe(true);
    expect((await quote(owner, code, [await readyPackageOf(owner)])).statusCode).toBe(200);
  });

  test('a coupon with a minimum applies only when freight and options reach it', async () => {
    const high = await createdCoupon({ percent: 10, minimum: 1_000, currency: 'USD' });
    const owner = await buildCustomer(ctx.db);
    const pkg = await readyPackageOf(owner);
    const refused = await quote(owner, high.code, [pkg]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toMatchObject({
      code: 'COUPON_BELOW_MINIMUM',
      message: `Coupon ${high.code} applies when freight and preferences come to at least USD 1000.00.`,
    });
    const low = await createdCoupon({ percent: 10, minimum: 1, currency: 'USD' });
    const applied = await quote(owner, low.code, [pkg]);
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json().lines.map((line: { code: string }) => line.code)).toContain('COUPON');
  });
});

describe('GET /api/admin/coupons/{couponId}/uses', () => {
  test('a paid request counts a use: who, which request, when, how much', async () => {
    const { id, code } = await createdCoupon({ percent: 100 });
    const owner = await buildCustomer(ctx.db, { firstName: 'Huda', lastName: 'Nasser' });
    const empty = await as(ctx.app, admin).get(`/api/admin/coupons/${id}/uses`);
    expect(empty.json()).toEqual({ code, uses: [] });

    const request = await buildShipRequest(ctx.app, ctx.db, owner, {
      choices: { couponCode: code },
    });
    const [row] = await ctx.db
      .select({ quoteLines: schema.shipRequests.quoteLines })
      .from(schema.shipRequests)
      .where(eq(schema.shipRequests.id, request.id));
    const couponLine = row?.quoteLines.find((line) => line.code === 'COUPON');
    const paid = await payCovered(owner, request.id);
    expect(paid.statusCode, paid.body).toBe(200);

    const uses = await as(ctx.app, admin).get(`/api/admin/coupons/${id}/uses`);
    expect(uses.statusCode).toBe(200);
    expect(uses.json().uses).toEqual([
      {
        id: expect.any(String),
        customerName: 'Huda Nasser',
        customerEmail: owner.user.email,
        orderNumber: request.orderNumber,
        usedAt: expect.any(String),
        discount: -(couponLine?.amount.amountMinor ?? 0) / 100,
        currency: 'USD',
      },
    ]);
    const list = await as(ctx.app, admin).get('/api/admin/coupons');
    expect(list.json().coupons.find((coupon: { id: string }) => coupon.id === id)).toMatchObject({
      timesUsed: 1,
      isRuleFrozen: true,
    });
  });

  test('a once-per-customer coupon: the same customer is refused after a paid use, another is not', async () => {
    const { code } = await createdCoupon({ percent: 100, oncePerCustomer: true });
    const owner = await buildCustomer(ctx.db);
    const first = await buildShipRequest(ctx.app, ctx.db, owner, { choices: { couponCode: code } });
    // A second request quoted before the first was paid: its payment is refused when settling.
    const second = await buildShipRequest(ctx.app, ctx.db, owner, {
      choices: { couponCode: code },
    });
    expect((await payCovered(owner, first.id)).statusCode).toBe(200);

    const again = await quote(owner, code, [await readyPackageOf(owner)]);
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toMatchObject({
      code: 'COUPON_ALREADY_USED',
      message: `You have already used coupon ${code}: it can be used once per customer.`,
    });
    const secondPay = await payCovered(owner, second.id);
    expect(secondPay.statusCode).not.toBe(500);
    const [secondRow] = await ctx.db
      .select({ status: schema.shipRequests.status })
      .from(schema.shipRequests)
      .where(eq(schema.shipRequests.id, second.id));
    expect(secondRow?.status).toBe('awaiting_payment');

    const other = await buildCustomer(ctx.db);
    expect((await quote(other, code, [await readyPackageOf(other)])).statusCode).toBe(200);
  });

  test('two payments of one customer at once with a once-per-customer coupon: one use, one paid', async () => {
    const { id, code } = await createdCoupon({ percent: 100, oncePerCustomer: true });
    const owner = await buildCustomer(ctx.db);
    const requests = [
      await buildShipRequest(ctx.app, ctx.db, owner, { choices: { couponCode: code } }),
      await buildShipRequest(ctx.app, ctx.db, owner, { choices: { couponCode: code } }),
    ];
    const answers = await Promise.all(requests.map((request) => payCovered(owner, request.id)));
    expect(answers.map((answer) => answer.statusCode).every((status) => status < 500)).toBe(true);
    const statuses = await ctx.db
      .select({ status: schema.shipRequests.status })
      .from(schema.shipRequests)
      .where(eq(schema.shipRequests.userId, owner.user.id));
    expect(statuses.map((row) => row.status).sort()).toEqual(['awaiting_payment', 'paid']);
    const uses = await ctx.db
      .select()
      .from(schema.couponUses)
      .where(eq(schema.couponUses.couponId, id));
    expect(uses).toHaveLength(1);
    const [coupon] = await ctx.db.select().from(schema.coupons).where(eq(schema.coupons.id, id));
    expect(coupon?.timesUsed).toBe(1);
  });
});
