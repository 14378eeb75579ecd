import { schema } from '@skyparcel/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { hashToken } from '../../modules/sessions';
import { as } from '../../testing/as';
import { buildPackage } from '../../testing/build-package';
import { buildShipRequest } from '../../testing/build-ship-request';
import { buildTestApp } from '../../testing/build-test-app';
import { buildCustomer, type TestUser, warehouseIdOf } from '../../testing/build-user';
import { sessionFor } from '../../testing/session-for';

/**
 * Decision 059: a quote the month's exchange rates do not cover tells the customer which
 * conversion is missing, and the operators' price page names the pairs and months quotes miss.
 * The seeded tables hold every pair of USD, GBP, AED, KWD, SAR and EUR, up to this month.
 */
let ctx: Awaited<ReturnType<typeof buildTestApp>>;
let staff: TestUser;
let customer: TestUser;

/** This UTC month and the next, 'YYYY-MM'. */
const thisMonth = new Date().toISOString().slice(0, 7);
const nextMonth = new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth() + 1, 1))
  .toISOString()
  .slice(0, 7);

beforeAll(async () => {
  ctx = await buildTestApp();
  staff = await sessionFor(ctx.db, 'staff@demo.skyparcel.test');
  customer = await sessionFor(ctx.db, 'customer@demo.skyparcel.test');
});
afterAll(async () => ctx.close());

/** A customer of their own, quoted in `currency`. */
async function customerQuotedIn(currency: string) {
  const made = await buildCustomer(ctx.db);
  await ctx.db
    .update(schema.users)
    .set({ targetCurrency: currency })
    .where(eq(schema.users.id, made.user.id));
  return made;
}

type Pair = { from: string; to: string };
type Overview = {
  exchangeRates: {
    missing: { month: string; tableMonth: string | null; pairs: Pair[] }[];
    nextMonth: { month: string; unset: Pair[]; isWarning: boolean };
  };
};

/**
 * The demo admin signed in at the clock's moment, faked or not: a session's columns the database
 * fills itself are set to it too, since PostgreSQL's now() is not the test's faked clock.
 */
async function adminNow(): Promise<TestUser> {
  const admin = await sessionFor(ctx.db, 'admin@demo.skyparcel.test');
  await ctx.db
    .update(schema.sessions)
    .set({ createdAt: new Date(), lastSeenAt: new Date() })
    .where(eq(schema.sessions.tokenHash, hashToken(admin.token)));
  return admin;
}

/** GET /api/admin/prices by the demo admin. */
async function overview(): Promise<Overview> {
  const response = await as(ctx.app, await adminNow()).get('/api/admin/prices');
  expect(response.statusCode).toBe(200);
  return response.json();
}

/** The overview on a day of this month, the server's clock pinned there. */
async function overviewOn(iso: string): Promise<Overview> {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date(iso) });
  try {
    return await overview();
  } finally {
    vi.useRealTimers();
  }
}

describe('GET /api/admin/prices: the exchange rates quotes will miss', () => {
  test('a visitor gets 401 UNAUTHENTICATED, a customer or a clerk 403 FORBIDDEN', async () => {
    const visitor = await as(ctx.app, null).get('/api/admin/prices');
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().error.code).toBe('UNAUTHENTICATED');
    for (const caller of [customer, staff]) {
      const refused = await as(ctx.app, caller).get('/api/admin/prices');
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.code).toBe('FORBIDDEN');
      expect(refused.body).not.toContain('missing');
    }
  });

  test("warns from the 25th (UTC) while next month's table is not set, not once it is", async () => {
    const on24th = await overviewOn(`${thisMonth}-24T23:59:00Z`);
    // Quotes are covered: next month falls back to this month's complete table meanwhile.
    expect(on24th.exchangeRates.missing).toEqual([
      { month: thisMonth, tableMonth: thisMonth, pairs: [] },
      { month: nextMonth, tableMonth: thisMonth, pairs: [] },
    ]);
    expect(on24th.exchangeRates.nextMonth.month).toBe(nextMonth);
    expect(on24th.exchangeRates.nextMonth.unset).toContainEqual({ from: 'USD', to: 'KWD' });
    expect(on24th.exchangeRates.nextMonth.isWarning).toBe(false);

    const on25th = await overviewOn(`${thisMonth}-25T00:00:00Z`);
    expect(on25th.exchangeRates.nextMonth).toMatchObject({ month: nextMonth, isWarning: true });
    expect(on25th.exchangeRates.nextMonth.unset).toEqual(on24th.exchangeRates.nextMonth.unset);

    vi.useFakeTimers({ toFake: ['Date'], now: new Date(`${thisMonth}-25T09:00:00Z`) });
    try {
      const scheduled = await as(ctx.app, await adminNow()).post(
        '/api/admin/prices/exchange-rates',
        {
          month: nextMonth,
          perUsd: { GBP: 0.78, AED: 3.6725, KWD: 0.307, SAR: 3.75, EUR: 0.91 },
        },
      );
      expect(scheduled.statusCode).toBe(201);
      const complete = await overview();
      expect(complete.exchangeRates.nextMonth).toEqual({
        month: nextMonth,
        unset: [],
        isWarning: false,
      });
      expect(complete.exchangeRates.missing[1]).toEqual({
        month: nextMonth,
        tableMonth: nextMonth,
        pairs: [],
      });
    } finally {
      vi.useRealTimers();
    }
  });

  test('names each pair and month quotes miss: a customer quoted in NOK, a package declared in JPY', async () => {
    await customerQuotedIn('NOK');
    const pkg = await buildPackage(ctx.db, {
      owner: customer,
      warehouse: 'GB-LON',
      status: 'ready_to_send',
    });
    await ctx.db
      .update(schema.packages)
      .set({ totalValueMinor: 1_200_000, valueCurrency: 'JPY' })
      .where(eq(schema.packages.id, pkg.id));

    const { exchangeRates } = await overview();
    // Each in the direction a quote converts: lines into NOK, the declared value into pounds.
    const pairs = [
      { from: 'AED', to: 'NOK' },
      { from: 'GBP', to: 'NOK' },
      { from: 'JPY', to: 'GBP' },
      { from: 'KWD', to: 'NOK' },
      { from: 'SAR', to: 'NOK' },
      { from: 'USD', to: 'NOK' },
    ];
    expect(exchangeRates.missing).toEqual([
      { month: thisMonth, tableMonth: thisMonth, pairs },
      // The previous test scheduled next month's table, without NOK or JPY either.
      { month: nextMonth, tableMonth: nextMonth, pairs },
    ]);
    expect(exchangeRates.nextMonth.unset).toEqual(pairs);
  });
});

describe('a customer asking for a price the rates do not cover', () => {
  const QUOTE_EN = 'We cannot convert prices from USD to NOK right now. Please try again later.';
  const QUOTE_AR = 'لا يمكننا تحويل الأسعار من USD إلى NOK حاليًا. يرجى المحاولة لاحقًا.';

  test('the quote answers 503 PRICE_CURRENCY_UNAVAILABLE with the currencies, in their language, with no Retry-After', async () => {
    const nok = await customerQuotedIn('NOK');
    const pkg = await buildPackage(ctx.db, { owner: nok, status: 'ready_to_send' });
    for (const [language, message] of [
      ['en-US', QUOTE_EN],
      ['ar-AE', QUOTE_AR],
      [
        'fr',
        'Nous ne pouvons pas convertir les prix de USD en NOK pour le moment. Veuillez réessayer plus tard.',
      ],
    ] as const) {
      const response = await as(ctx.app, nok).post(
        '/api/shipping/warehouses/US-DE/shipping-discount',
        { packageIds: [pkg.id], destinationCode: 'KW' },
        { headers: { 'accept-language': language } },
      );
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBeUndefined();
      expect(response.json()).toEqual({
        error: { code: 'PRICE_CURRENCY_UNAVAILABLE', message },
      });
    }
    // The wizard's options step prices the same way and says the same.
    const options = await as(ctx.app, nok).get(
      `/api/shipping/options/country/KW?packageIDs=${pkg.id}`,
      { headers: { 'accept-language': 'ar-AE' } },
    );
    expect(options.statusCode).toBe(503);
    expect(options.json().error.message).toBe(QUOTE_AR);
  });

  test("the cart's payment, re-quoting a request past its 24 hours, says the same", async () => {
    const owner = await buildCustomer(ctx.db);
    const request = await buildShipRequest(ctx.app, ctx.db, owner);
    await ctx.db
      .update(schema.shipRequests)
      .set({ quoteExpiresAt: new Date(Date.now() - 1_000) })
      .where(eq(schema.shipRequests.id, request.id));
    await ctx.db
      .update(schema.users)
      .set({ targetCurrency: 'NOK' })
      .where(eq(schema.users.id, owner.user.id));
    const response = await as(ctx.app, owner).post(
      '/api/payment/invoices',
      { shipRequestIds: [request.id] },
      { headers: { 'idempotency-key': `missing-rate-${request.id}` } },
    );
    expect(response.statusCode).toBe(503);
    expect(response.json().error).toEqual({
      code: 'PRICE_CURRENCY_UNAVAILABLE',
      message: QUOTE_EN,
    });
  });

  test('the rate calculator keeps the freight and names the conversion its duty estimate lacks', async () => {
    const usDe = await warehouseIdOf(ctx.db, 'US-DE');
    const price = (currency: string) =>
      as(ctx.app, null).get(
        `/api/deliveries/price?fromWarehouseId=${usDe}&toCountryCode=KW&weight=2&value=100&valueCurrency=${currency}`,
      );
    const uncovered = await price('NOK');
    expect(uncovered.statusCode).toBe(200);
    expect(uncovered.json()).toMatchObject({
      amount: expect.any(Number),
      currency: 'USD',
      customs: null,
      missingRate: { from: 'NOK', to: 'KWD' },
    });
    const covered = (await price('EUR')).json();
    expect(covered.customs).toMatchObject({ currency: 'KWD' });
    expect(covered).not.toHaveProperty('missingRate');
  });
});
