import { schema } from '@skyparcel/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { as, type Caller } from '../../testing/as';
import { buildPackage } from '../../testing/build-package';
import { buildTestApp } from '../../testing/build-test-app';
import { buildCustomer, type TestUser, warehouseIdOf } from '../../testing/build-user';

let ctx: Awaited<ReturnType<typeof buildTestApp>>;
let usWarehouseId = '';
let gbWarehouseId = '';
const DAY = 86_400_000;

beforeAll(async () => {
  ctx = await buildTestApp();
  usWarehouseId = await warehouseIdOf(ctx.db, 'US-DE');
  gbWarehouseId = await warehouseIdOf(ctx.db, 'GB-LON');
});
afterAll(async () => ctx.close());

/** A customer of their own (tests never share one), with a session. */
async function customer(changes: Partial<typeof schema.users.$inferInsert> = {}) {
  const made = await buildCustomer(ctx.db);
  if (Object.keys(changes).length > 0) {
    await ctx.db.update(schema.users).set(changes).where(eq(schema.users.id, made.user.id));
  }
  return made;
}

/** A 2 kg, 30 x 20 x 10 cm package ready to send, worth `valueMinor` USD when given. */
async function readyPackage(
  owner: TestUser,
  options: {
    /** The warehouse's code; US-DE unless told. */
    warehouse?: string;
    valueMinor?: number;
    receivedAt?: Date;
    status?: 'in_review';
  } = {},
) {
  const pkg = await buildPackage(ctx.db, {
    owner,
    warehouse: options.warehouse ?? 'US-DE',
    status: options.status ?? 'ready_to_send',
    ...(options.receivedAt ? { receivedAt: options.receivedAt } : {}),
  });
  if (options.valueMinor !== undefined) {
    await ctx.db
      .update(schema.packages)
      .set({ totalValueMinor: options.valueMinor, valueCurrency: 'USD' })
      .where(eq(schema.packages.id, pkg.id));
  }
  return pkg;
}

function quote(caller: Caller, packageIds: string[], extra: Record<string, unknown> = {}) {
  return as(ctx.app, caller).post('/api/shipping/warehouses/US-DE/shipping-discount', {
    packageIds,
    destinationCode: 'KW',
    ...extra,
  });
}

type Line = {
  code: string;
  reason: string;
  amount: { amount: number };
  original: { amount: number; currency: string };
};
const lineOf = (body: { lines: Line[] }, code: string) =>
  body.lines.find((line) => line.code === code);
const sumOf = (lines: Line[], decimals: number) =>
  lines.reduce((sum, line) => sum + Math.round(line.amount.amount * 10 ** decimals), 0);

describe('who may ask for prices', () => {
  test('a visitor gets 401 on every call', async () => {
    const visitor = as(ctx.app, null);
    const calls = [
      visitor.get('/api/shipping/options'),
      visitor.get('/api/shipping/options/country/KW?packageIDs=x'),
      visitor.post('/api/Shipping/warehouses/KW/taxes', { packageIds: ['x'] }),
      visitor.post('/api/shipping/warehouses/US-DE/shipping-discount', {
        packageIds: ['x'],
        destinationCode: 'KW',
      }),
      visitor.post('/api/shipping/country/KW/consolidate-package-suggestions', ['x']),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.statusCode).toBe(401);
      expect(response.json().error.message).toBe('User not authenticated');
    }
  });

  test("another customer's package answers 403 with the catalogue text on every call", async () => {
    const owner = await customer();
    const other = await customer();
    const theirs = (await readyPackage(owner)).id;
    const mine = (await readyPackage(other)).id;
    const me = as(ctx.app, other);
    const calls = [
      me.get(`/api/shipping/options?packageIDs=${theirs}`),
      me.get(`/api/shipping/options/country/KW?packageIDs=${mine}&packageIDs=${theirs}`),
      me.post('/api/Shipping/warehouses/KW/taxes', { packageIds: [theirs] }),
      quote(other, [mine, theirs]),
      me.post('/api/shipping/country/KW/consolidate-package-suggestions', [theirs]),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.statusCode).toBe(403);
      expect(response.json().error).toMatchObject({
        code: 'PACKAGE_NOT_ASSOCIATED',
        message: 'Package with id is not associated with this user.',
      });
    }
  });
});

describe('GET /api/shipping/options', () => {
  test('lists the six preferences with their fee at each warehouse, INS by declared value', async () => {
    const me = await customer();
    const response = await as(ctx.app, me).get('/api/shipping/options');
    expect(response.statusCode).toBe(200);
    const options = response.json();
    expect(options.map((option: { code: string }) => option.code)).toEqual([
      'INS',
      'LPH',
      'DSB',
      'FRG',
      'EPK',
      'ORB',
    ]);
    expect(options[0]).toMatchObject({ isPricedByDeclaredValue: true, fees: [] });
    expect(options[1].fees).toContainEqual({
      warehouseId: usWarehouseId,
      warehouseCode: 'US-DE',
      fee: { amount: 3, currency: 'USD' },
    });
    expect(options[1].fees).toHaveLength(3);
  });

  test('with packageIDs, only the fees of their warehouse, names in the caller language', async () => {
    const me = await customer();
    const pkg = await readyPackage(me, { warehouse: 'GB-LON' });
    const response = await as(ctx.app, me).get(
      `/api/shipping/options?packageIDs=${pkg.id}&lang=fr`,
    );
    const lph = response.json()[1];
    expect(lph.name).toBe('Photos du contenu');
    expect(lph.fees).toEqual([
      {
        warehouseId: gbWarehouseId,
        warehouseCode: 'GB-LON',
        fee: { amount: 2.5, currency: 'GBP' },
      },
    ]);
  });
});

describe('GET /api/shipping/options/country/{countryCode}', () => {
  test('prices each option for these packages: flat fees, and INS per increment above USD 100', async () => {
    const me = await customer();
    const pkg = await readyPackage(me, { valueMinor: 25_001 });
    const response = await as(ctx.app, me).get(
      `/api/shipping/options/country/kw?packageIDs=${pkg.id}`,
    );
    expect(response.statusCode).toBe(200);
    const byCode = Object.fromEntries(
      response.json().map((option: { code: string; fee: unknown }) => [option.code, option.fee]),
    );
    // USD 250.01: two started increments of USD 100 above the covered first, KWD 1.330 each.
    expect(byCode.INS).toEqual({ amount: 2.66, currency: 'KWD' });
    expect(byCode.LPH).toEqual({ amount: 3, currency: 'USD' });
    expect(byCode.ORB).toEqual({ amount: 0, currency: 'USD' });
  });

  test('needs at least one package', async () => {
    const me = await customer();
    const response = await as(ctx.app, me).get('/api/shipping/options/country/KW');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('VALIDATION_FAILED');
  });
});

describe('POST /api/Shipping/warehouses/{destinationCode}/taxes', () => {
  test('no duty or VAT at or below the Kuwait threshold of KWD 100', async () => {
    const me = await customer();
    const pkg = await readyPackage(me, { valueMinor: 10_000 });
    const response = await as(ctx.app, me).post('/api/Shipping/warehouses/KW/taxes', {
      packageIds: [pkg.id],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      currency: 'KWD',
      threshold: { amount: 100, currency: 'KWD' },
      isAboveThreshold: false,
      total: { amount: 0, currency: 'KWD' },
    });
  });

  test('above it: 5% duty on C+I+F, 5% VAT on CIF + duty, and the KWD 1 fee', async () => {
    const me = await customer();
    const pkg = await readyPackage(me, { valueMinor: 400_000 });
    const body = (
      await as(ctx.app, me).post('/api/shipping/warehouses/KW/taxes', { packageIds: [pkg.id] })
    ).json();
    expect(body.isAboveThreshold).toBe(true);
    expect(body.duty.amount).toBeCloseTo(body.cif.amount * 0.05, 3);
    expect(body.vat.amount).toBeCloseTo((body.cif.amount + body.duty.amount) * 0.05, 3);
    expect(body.adminFee).toEqual({ amount: 1, currency: 'KWD' });
    expect(body.total.amount).toBeCloseTo(body.duty.amount + body.vat.amount + 1, 3);
  });

  test('insurance chosen counts in the CIF value', async () => {
    const me = await customer();
    const pkg = await readyPackage(me, { valueMinor: 400_000 });
    const call = (options: string[]) =>
      as(ctx.app, me).post('/api/shipping/warehouses/KW/taxes', { packageIds: [pkg.id], options });
    const without = (await call([])).json();
    const withIns = (await call(['ins'])).json();
    expect(withIns.cif.amount).toBeGreaterThan(without.cif.amount);
  });
});

describe('POST /api/shipping/warehouses/{originCode}/shipping-discount (the quote)', () => {
  test('every line explained, and the total is their sum in the customer currency', async () => {
    const me = await customer();
    const pkg = await readyPackage(me, { valueMinor: 5_000 });
    const response = await quote(me, [pkg.id], { options: ['LPH', 'FRG'] });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ currency: 'USD', warehouseCode: 'US-DE', destinationCode: 'KW' });
    expect(lineOf(body, 'FREIGHT')).toMatchObject({
      reason: 'CHARGEABLE_WEIGHT',
      params: { chargeableKg: 2, halfKgSteps: 4 },
      amount: { amount: 24.5, currency: 'USD' },
    });
    expect(lineOf(body, 'LPH')?.amount).toEqual({ amount: 3, currency: 'USD' });
    expect(lineOf(body, 'DUTY')?.reason).toBe('BELOW_DE_MINIMIS');
    expect(body.total).toEqual({ amount: 29.5, currency: 'USD' });
    expect(sumOf(body.lines, 2)).toBe(2_950);
    expect(body.exchangeRateMonth).toMatch(/^\d{4}-\d{2}-01$/);
  });

  test('the freight is what the public rate calculator says for the same parcel', async () => {
    const me = await customer();
    const pkg = await readyPackage(me);
    const quoted = (await quote(me, [pkg.id])).json();
    const calculator = (
      await as(ctx.app, null).get(
        `/api/deliveries/price?fromWarehouseId=${usWarehouseId}&toCountryCode=KW&weight=2&length=30&width=20&depth=10&unitDimension=Cm`,
      )
    ).json();
    expect(lineOf(quoted, 'FREIGHT')?.original).toEqual({
      amount: calculator.amount,
      currency: calculator.currency,
    });
  });

  test('a KWD customer is quoted in fils, three decimals, rounded once', async () => {
    const me = await customer({ targetCurrency: 'KWD' });
    const pkg = await readyPackage(me);
    const body = (await quote(me, [pkg.id])).json();
    expect(body.currency).toBe('KWD');
    const rate = Number(body.rates.find((r: { from: string }) => r.from === 'USD').rate);
    expect(body.total.amount).toBe(Math.round(24.5 * rate * 1000) / 1000);
    expect(sumOf(body.lines, 3)).toBe(Math.round(body.total.amount * 1000));
  });

  test('storage due after the free days is a line of its own', async () => {
    const me = await customer();
    const pkg = await readyPackage(me, { receivedAt: new Date(Date.now() - 40 * DAY) });
    const body = (await quote(me, [pkg.id])).json();
    expect(lineOf(body, 'STORAGE')).toMatchObject({
      reason: 'STORAGE_DAYS',
      params: { packageId: pkg.id, chargeableDays: 10 },
      amount: { amount: 10, currency: 'USD' },
    });
  });

  test('a business account gets the business membership discount on the freight', async () => {
    const [company] = await ctx.db
      .insert(schema.companies)
      .values({ name: 'Gulf Traders' })
      .returning();
    const me = await customer({ companyId: company?.id ?? null });
    const pkg = await readyPackage(me);
    const body = (await quote(me, [pkg.id])).json();
    expect(lineOf(body, 'MEMBERSHIP_DISCOUNT')).toMatchObject({
      reason: 'MEMBERSHIP_LEVEL',
      amount: { amount: -1.23, currency: 'USD' },
    });
  });

  test('a percentage coupon and an amount coupon', async () => {
    const me = await customer();
    const pkg = await readyPackage(me);
    const percent = (await quote(me, [pkg.id], { couponCode: ' welcome10 ' })).json();
    expect(lineOf(percent, 'COUPON')).toMatchObject({
      reason: 'COUPON_PERCENT',
      amount: { amount: -2.45 },
    });
    const amount = (await quote(me, [pkg.id], { couponCode: 'SAVE5' })).json();
    expect(lineOf(amount, 'COUPON')?.amount).toEqual({ amount: -5, currency: 'USD' });
    expect(amount.total.amount).toBe(19.5);
  });

  test('an unknown, expired, not yet valid or used-up coupon says why', async () => {
    const me = await customer();
    const pkg = await readyPackage(me);
    await ctx.db.insert(schema.coupons).values([
      { code: 'LATER', percentBasisPoints: 500, validFrom: new Date('2099-01-01T00:00:00Z') },
      {
        code: 'ONCE',
        percentBasisPoints: 500,
        validFrom: new Date('2020-01-01T00:00:00Z'),
        usageLimit: 1,
        timesUsed: 1,
      },
    ]);
    const cases = [
      [
        'NOPE',
        'COUPON_NOT_FOUND',
        'This coupon code does not exist. Check the spelling and try again.',
      ],
      ['summer2025', 'COUPON_EXPIRED', 'Coupon SUMMER2025 expired on 2025-08-31.'],
      ['LATER', 'COUPON_NOT_YET_VALID', 'Coupon LATER can be used from 2099-01-01.'],
      ['ONCE', 'COUPON_USED_UP', 'Coupon ONCE has already been used as many times as it allows.'],
    ] as const;
    for (const [couponCode, code, message] of cases) {
      const response = await quote(me, [pkg.id], { couponCode });
      expect(response.statusCode, couponCode).toBe(400);
      expect(response.json().error).toMatchObject({ code, message });
    }
    const norwegian = await as(ctx.app, me).post(
      '/api/shipping/warehouses/US-DE/shipping-discount?lang=no',
      { packageIds: [pkg.id], destinationCode: 'KW', couponCode: 'SUMMER2025' },
    );
    expect(norwegian.json().error.message).toBe('Kupongen SUMMER2025 gikk ut 2025-08-31.');
  });

  test('justCredit uses the account credit, never below zero', async () => {
    const me = await customer();
    const pkg = await readyPackage(me);
    await ctx.db
      .insert(schema.accountCredits)
      .values({ userId: me.user.id, amountMinor: 1_000, currency: 'USD', reason: 'test' });
    const without = (await quote(me, [pkg.id])).json();
    expect(lineOf(without, 'CREDIT')).toBeUndefined();
    const used = (await quote(me, [pkg.id], { justCredit: true })).json();
    expect(lineOf(used, 'CREDIT')).toMatchObject({
      reason: 'ACCOUNT_CREDIT',
      amount: { amount: -10 },
    });
    expect(used.total.amount).toBe(14.5);

    await ctx.db
      .insert(schema.accountCredits)
      .values({ userId: me.user.id, amountMinor: 100_000, currency: 'USD', reason: 'test' });
    const all = (await quote(me, [pkg.id], { justCredit: true, couponCode: 'SAVE5' })).json();
    expect(all.total).toEqual({ amount: 0, currency: 'USD' });
    expect(lineOf(all, 'CREDIT')?.amount.amount).toBe(-19.5);
  });

  test('refuses packages that are not ready, at two warehouses, or not at the origin named', async () => {
    const me = await customer();
    const ready = await readyPackage(me);
    const inReview = await readyPackage(me, { status: 'in_review' });
    const inLondon = await readyPackage(me, { warehouse: 'GB-LON' });

    const notReady = await quote(me, [ready.id, inReview.id]);
    expect(notReady.statusCode).toBe(409);
    expect(notReady.json().error.message).toBe(
      'Only packages that are ready to send can be shipped.',
    );

    const mixed = await as(ctx.app, me).post(
      '/api/shipping/country/KW/consolidate-package-suggestions',
      [ready.id, inLondon.id],
    );
    expect(mixed.statusCode).toBe(400);
    expect(mixed.json().error.message).toBe(
      'The packages of one shipment must be at the same warehouse.',
    );

    const elsewhere = await quote(me, [inLondon.id]);
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json().error.code).toBe('PACKAGE_NOT_FOUND');

    const unknownOrigin = await as(ctx.app, me).post(
      '/api/shipping/warehouses/XX-NONE/shipping-discount',
      { packageIds: [ready.id], destinationCode: 'KW' },
    );
    expect(unknownOrigin.statusCode).toBe(404);
    expect(unknownOrigin.json().error.code).toBe('WAREHOUSE_NOT_FOUND');
  });

  test('refuses a destination without a rate card and an unknown option', async () => {
    const me = await customer();
    const pkg = await readyPackage(me);
    const norway = await quote(me, [pkg.id], { destinationCode: 'NO' });
    expect(norway.statusCode).toBe(400);
    expect(norway.json().error.message).toBe('We do not ship from US-DE to NO.');
    const option = await quote(me, [pkg.id], { options: ['XYZ'] });
    expect(option.statusCode).toBe(400);
    expect(option.json().error.code).toBe('VALIDATION_FAILED');
    const missing = await quote(me, ['00000000-0000-4000-8000-000000000001']);
    expect(missing.statusCode).toBe(404);
  });
});

describe('POST /api/shipping/country/{countryCode}/consolidate-package-suggestions', () => {
  test('suggests the other ready packages of the warehouse, with the saving of one shipment', async () => {
    const me = await customer();
    const chosen = await readyPackage(me);
    const other1 = await readyPackage(me);
    const other2 = await readyPackage(me);
    await readyPackage(me, { status: 'in_review' });
    await readyPackage(me, { warehouse: 'GB-LON' });

    const response = await as(ctx.app, me).post(
      '/api/shipping/country/KW/consolidate-package-suggestions',
      [chosen.id],
    );
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.suggestions.map((s: { packageId: string }) => s.packageId).sort()).toEqual(
      [other1.id, other2.id].sort(),
    );
    expect(body.suggestions[0].packageNumber).toMatch(/^PK\d+$/);
    // 2 kg alone (USD 24.50) + 4 kg (USD 40.50) against 6 kg together (USD 56.50).
    expect(body).toMatchObject({
      warehouseCode: 'US-DE',
      separately: { amount: 65, currency: 'USD' },
      together: { amount: 56.5, currency: 'USD' },
      saving: { amount: 8.5, currency: 'USD' },
    });
  });

  test('takes the body as { excludedPackageIds } too; nothing to add saves nothing', async () => {
    const me = await customer();
    const only = await readyPackage(me);
    const response = await as(ctx.app, me).post(
      '/api/shipping/country/KW/consolidate-package-suggestions',
      { excludedPackageIds: [only.id] },
    );
    expect(response.json()).toMatchObject({
      suggestions: [],
      separately: { amount: 24.5 },
      together: { amount: 24.5 },
      saving: { amount: 0 },
    });
  });
});
