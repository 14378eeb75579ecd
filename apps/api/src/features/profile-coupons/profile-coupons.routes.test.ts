import { schema } from '@skyparcel/db';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { as } from '../../testing/as';
import { buildPackage } from '../../testing/build-package';
import { buildTestApp } from '../../testing/build-test-app';
import { buildCustomer } from '../../testing/build-user';

let ctx: Awaited<ReturnType<typeof buildTestApp>>;

beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(async () => ctx.close());

const LIST = '/api/UserProfile/coupons';
const ADD = '/api/UserProfile/coupon';
const DAY = 24 * 60 * 60_000;
let counter = 0;

/** A coupon as an operator would make it; the code is unique per test. */
async function buildCoupon(values: Partial<typeof schema.coupons.$inferInsert> = {}) {
  counter += 1;
  const [coupon] = await ctx.db
    .insert(schema.coupons)
    .values({
      code: `PROFILE${counter}${Date.now() % 100_000}`,
      percentBasisPoints: 1_000,
      validFrom: new Date(Date.now() - DAY),
      ...values,
    })
    .returning();
  if (!coupon) {
    throw new Error('no coupon');
  }
  return coupon;
}

describe('GET /api/UserProfile/coupons and POST /api/UserProfile/coupon', () => {
  test('adds a coupon by its code, whatever the case, and lists its rule; the membership level too', async () => {
    const sara = await buildCustomer(ctx.db);
    const until = new Date(Date.now() + 30 * DAY);
    const coupon = await buildCoupon({
      percentBasisPoints: null,
      amountMinor: 500,
      currency: 'USD',
      minimumMinor: 2_000,
      validUntil: until,
      usageLimit: 10,
      timesUsed: 3,
      oncePerCustomer: true,
    });
    const empty = await as(ctx.app, sara).get(LIST);
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({
      membership: { level: 'standard', discountBasisPoints: expect.any(Number) },
      coupons: [],
    });

    const added = await as(ctx.app, sara).post(ADD, { code: ` ${coupon.code.toLowerCase()} ` });
    expect(added.statusCode).toBe(200);
    expect(added.json().coupons).toEqual([
      {
        code: coupon.code,
        percentBasisPoints: null,
        amount: { amountMinor: 500, currency: 'USD' },
        minimum: { amountMinor: 2_000, currency: 'USD' },
        validUntil: until.toISOString(),
        oncePerCustomer: true,
        usesLeft: 7,
        problem: null,
      },
    ]);
    // Adding it again keeps one.
    expect((await as(ctx.app, sara).post(ADD, { code: coupon.code })).json().coupons).toHaveLength(
      1,
    );
    expect((await as(ctx.app, sara).get(LIST)).json().coupons).toHaveLength(1);
  });

  test('refuses an unknown, expired, used-up or inactive code with the quote’s texts', async () => {
    const sara = await buildCustomer(ctx.db);
    const expired = await buildCoupon({
      validFrom: new Date(Date.now() - 10 * DAY),
      validUntil: new Date(Date.now() - DAY),
    });
    const usedUp = await buildCoupon({ usageLimit: 1, timesUsed: 1 });
    const inactive = await buildCoupon({ isActive: false });
    const cases = [
      [
        'NOSUCHCODE',
        'COUPON_NOT_FOUND',
        'This coupon code does not exist. Check the spelling and try again.',
      ],
      [
        expired.code,
        'COUPON_EXPIRED',
        `Coupon ${expired.code} expired on ${expired.validUntil?.toISOString().slice(0, 10)}.`,
      ],
      [
        usedUp.code,
        'COUPON_USED_UP',
        `Coupon ${usedUp.code} has already been used as many times as it allows.`,
      ],
      [inactive.code, 'COUPON_INACTIVE', `Coupon ${inactive.code} is no longer offered.`],
    ] as const;
    for (const [code, errorCode, message] of cases) {
      const response = await as(ctx.app, sara).post(ADD, { code });
      expect(response.statusCode, code).toBe(400);
      expect(response.json().error).toMatchObject({ code: errorCode, message });
    }
    const invalid = await as(ctx.app, sara).post(ADD, { code: 'a;b' });
    expect(invalid.json().error).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { code: 'validation.couponCode' },
    });
    expect((await as(ctx.app, sara).get(LIST)).json().coupons).toEqual([]);
  });

  test('each customer sees and removes only their own coupons; a visitor gets 401', async () => {
    const sara = await buildCustomer(ctx.db);
    const omar = await buildCustomer(ctx.db);
    const coupon = await buildCoupon();
    await as(ctx.app, sara).post(ADD, { code: coupon.code });
    expect((await as(ctx.app, omar).get(LIST)).json().coupons).toEqual([]);
    const notOmars = await as(ctx.app, omar).delete(`${ADD}/${coupon.code}`);
    expect(notOmars.statusCode).toBe(400);
    expect(notOmars.json().error.code).toBe('COUPON_NOT_FOUND');
    const removed = await as(ctx.app, sara).delete(`${ADD}/${coupon.code.toLowerCase()}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().coupons).toEqual([]);

    for (const response of [
      await as(ctx.app, null).get(LIST),
      await as(ctx.app, null).post(ADD, { code: coupon.code }),
      await as(ctx.app, null).get(`/api/coupon/${coupon.code}`),
    ]) {
      expect(response.statusCode).toBe(401);
    }
  });

  test('a coupon kept on the profile discounts the wizard’s quote', async () => {
    const sara = await buildCustomer(ctx.db);
    const coupon = await buildCoupon({ percentBasisPoints: 2_000 });
    await as(ctx.app, sara).post(ADD, { code: coupon.code });
    const { coupons } = (await as(ctx.app, sara).get(LIST)).json();
    const pkg = await buildPackage(ctx.db, { owner: sara, status: 'ready_to_send' });
    const quote = await as(ctx.app, sara).post('/api/shipping/warehouses/US-DE/shipping-discount', {
      packageIds: [pkg.id],
      destinationCode: 'KW',
      couponCode: coupons[0].code,
    });
    expect(quote.statusCode).toBe(200);
    expect(quote.json().lines).toContainEqual(
      expect.objectContaining({
        code: 'COUPON',
        params: expect.objectContaining({ couponCode: coupon.code }),
      }),
    );
  });
});

describe('GET /api/coupon/{agentCode}', () => {
  test('answers a code’s rule, and 404 ‘AgentCode could not be found’ for an unknown or inactive one', async () => {
    const sara = await buildCustomer(ctx.db);
    const coupon = await buildCoupon({ percentBasisPoints: 1_250 });
    const inactive = await buildCoupon({ isActive: false });
    const found = await as(ctx.app, sara).get(`/api/coupon/${coupon.code.toLowerCase()}`);
    expect(found.statusCode).toBe(200);
    expect(found.json()).toMatchObject({
      code: coupon.code,
      percentBasisPoints: 1_250,
      problem: null,
    });

    for (const code of ['UNKNOWN42', inactive.code]) {
      const response = await as(ctx.app, sara).get(`/api/coupon/${code}`);
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toMatchObject({
        code: 'AGENT_CODE_NOT_FOUND',
        message: 'AgentCode could not be found',
      });
    }
  });
});
