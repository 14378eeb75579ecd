import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { DEFAULT_CUSTOMS_RULES } from '../customs/estimate-duty-and-vat';
import { money } from '../money/money';
import type { Coupon } from './coupon';
import { linearRateCardSteps } from './price-by-rate-card';
import { type QuoteInput, type QuotePackage, quoteShipRequest } from './quote-ship-request';
import { SHIPPING_OPTION_CODES } from './shipping-options';

const NOW = new Date('2026-11-25T12:00:00Z');
const DAY = 86_400_000;
/** 1 USD in each currency; cross rates go through USD, as the seeded table does. */
const PER_USD: Record<string, number> = { USD: 1, KWD: 0.3075, AED: 3.6725, SAR: 3.75, GBP: 0.79 };
const rateOf = (from: string, to: string) =>
  from === to ? '1' : ((PER_USD[to] ?? 1) / (PER_USD[from] ?? 1)).toFixed(8);

function pkg(overrides: Partial<QuotePackage> = {}): QuotePackage {
  return {
    id: 'p1',
    weight: { amount: 2, unit: 'Kg' },
    dimensions: { length: 30, width: 20, depth: 10, unit: 'Cm' },
    declaredValue: money(5_000, 'USD'),
    receivedAt: new Date(NOW.getTime() - DAY),
    ...overrides,
  };
}

function input(overrides: Partial<QuoteInput> = {}): QuoteInput {
  return {
    now: NOW,
    packages: [pkg()],
    warehouse: {
      currency: 'USD',
      freeStorageDays: 30,
      storageFeePerDayMinor: 100,
      liabilityIncrementMinor: 10_000,
    },
    rateCard: { currency: 'USD', steps: linearRateCardSteps(1_250, 400) },
    customsRule: { ...DEFAULT_CUSTOMS_RULES.KW, extendedLiabilityFeeMinor: 1_330 },
    options: [],
    optionFees: {
      LPH: money(300, 'USD'),
      DSB: money(0, 'USD'),
      FRG: money(200, 'USD'),
      EPK: money(500, 'USD'),
      ORB: money(0, 'USD'),
    },
    membership: null,
    coupon: null,
    credit: null,
    customerCurrency: 'USD',
    rateOf,
    ...overrides,
  };
}

const sumOf = (lines: { amount: { amountMinor: number } }[]) =>
  lines.reduce((sum, line) => sum + line.amount.amountMinor, 0);

describe('quoteShipRequest', () => {
  test('knows the freight two packages save together, in the customer’s currency', () => {
    const two = [pkg({ id: 'p1' }), pkg({ id: 'p2' })];
    // Alone 2 x USD 24.50, together 4 kg USD 40.50: USD 8.50, at 0.3075 KWD 2.614 (fils).
    expect(quoteShipRequest(input({ packages: two })).consolidationSaving).toEqual({
      amountMinor: 850,
      currency: 'USD',
    });
    expect(
      quoteShipRequest(input({ packages: two, customerCurrency: 'KWD' })).consolidationSaving,
    ).toEqual({ amountMinor: 2_614, currency: 'KWD' });
    expect(quoteShipRequest(input()).consolidationSaving.amountMinor).toBe(0);
  });

  test('freight by chargeable weight in 0.5 kg steps, and duty explained below the de-minimis', () => {
    const quote = quoteShipRequest(input());
    expect(quote.chargeableWeightKg).toBe(2);
    expect(quote.lines[0]).toMatchObject({
      code: 'FREIGHT',
      reason: 'CHARGEABLE_WEIGHT',
      params: { chargeableKg: 2, halfKgSteps: 4 },
      amount: money(1_250 + 3 * 400, 'USD'),
    });
    expect(quote.lines.find((line) => line.code === 'DUTY')).toMatchObject({
      reason: 'BELOW_DE_MINIMIS',
      original: money(0, 'KWD'),
    });
    expect(quote.total).toEqual(money(2_450, 'USD'));
  });

  test('consolidates: the oversize parcel pays its volumetric weight, the others their actual one', () => {
    const quote = quoteShipRequest(
      input({
        packages: [
          pkg({ id: 'a' }),
          pkg({ id: 'b', dimensions: { length: 100, width: 60, depth: 50, unit: 'Cm' } }),
        ],
      }),
    );
    expect(quote.actualWeightKg).toBe(4);
    expect(quote.chargeableWeightKg).toBe(52);
  });

  test('options: flat fees per warehouse, and INS per started increment above the liability', () => {
    const quote = quoteShipRequest(
      input({
        options: ['LPH', 'FRG', 'INS'],
        packages: [pkg({ declaredValue: money(25_001, 'USD') })],
        customerCurrency: 'KWD',
      }),
    );
    const ins = quote.lines.find((line) => line.code === 'INS');
    // USD 250.01 is 2 started increments of USD 100 above the covered first one: 2 x KWD 1.330.
    expect(ins).toMatchObject({ params: { increments: 2 }, original: money(2 * 1_330, 'KWD') });
    expect(ins?.amount).toEqual(money(2_660, 'KWD'));
    expect(quote.lines.map((line) => line.code)).toEqual(
      expect.arrayContaining(['FREIGHT', 'LPH', 'FRG', 'INS', 'DUTY', 'VAT']),
    );
  });

  test('storage due after the free days, per package', () => {
    const quote = quoteShipRequest(
      input({ packages: [pkg({ receivedAt: new Date(NOW.getTime() - 40 * DAY) })] }),
    );
    expect(quote.lines.find((line) => line.code === 'STORAGE')).toMatchObject({
      params: { packageId: 'p1', chargeableDays: 10 },
      original: money(1_000, 'USD'),
    });
  });

  test('storage counts only the chargeable days no invoice billed yet', () => {
    const receivedAt = new Date(NOW.getTime() - 40 * DAY);
    const partly = quoteShipRequest(
      input({ packages: [pkg({ receivedAt, billedStorageDays: 7 })] }),
    );
    expect(partly.lines.find((line) => line.code === 'STORAGE')).toMatchObject({
      params: { packageId: 'p1', chargeableDays: 3 },
      original: money(300, 'USD'),
    });
    const all = quoteShipRequest(input({ packages: [pkg({ receivedAt, billedStorageDays: 10 })] }));
    expect(all.lines.some((line) => line.code === 'STORAGE')).toBe(false);
  });

  test("above the threshold: 5% duty on CIF, 5% VAT on CIF + duty, and Kuwait's KWD 1 fee", () => {
    const quote = quoteShipRequest(
      input({ packages: [pkg({ declaredValue: money(400_000, 'USD') })] }),
    );
    expect(quote.customs?.isAboveThreshold).toBe(true);
    const duty = quote.lines.find((line) => line.code === 'DUTY');
    const fee = quote.lines.find((line) => line.code === 'CUSTOMS_ADMIN_FEE');
    const vat = quote.lines.find((line) => line.code === 'VAT');
    const cif = quote.customs?.cif.amountMinor ?? 0;
    expect(duty?.reason).toBe('ABOVE_DE_MINIMIS');
    expect(duty?.original.amountMinor).toBe(Math.round(cif * 0.05));
    expect(fee?.original).toEqual(money(1_000, 'KWD'));
    expect(vat?.original.amountMinor).toBe(Math.round((cif + Math.round(cif * 0.05)) * 0.05));
  });

  test('KWD totals keep three decimals (fils), rounded once', () => {
    const quote = quoteShipRequest(input({ customerCurrency: 'KWD' }));
    // USD 24.50 at 0.3075 is KWD 7.53375: 7534 fils, not 7.53.
    expect(quote.total).toEqual(money(7_534, 'KWD'));
    expect(quote.rates).toContainEqual({ from: 'USD', to: 'KWD', rate: '0.30750000' });
  });

  test('membership discount on the freight, then the coupon, then the credit', () => {
    const coupon: Coupon = {
      code: 'SPRING10',
      discount: { kind: 'percent', basisPoints: 1_000 },
      validFrom: NOW,
      validUntil: null,
      usageLimit: null,
      timesUsed: 0,
    };
    const quote = quoteShipRequest(
      input({
        membership: { level: 'business', discountBasisPoints: 500 },
        coupon,
        credit: money(1_000, 'USD'),
      }),
    );
    const codes = quote.lines.map((line) => [line.code, line.amount.amountMinor]);
    expect(codes).toEqual([
      ['FREIGHT', 2_450],
      ['DUTY', 0],
      ['VAT', 0],
      ['MEMBERSHIP_DISCOUNT', -123],
      ['COUPON', -233],
      ['CREDIT', -1_000],
    ]);
    expect(quote.total).toEqual(money(2_450 - 123 - 233 - 1_000, 'USD'));
  });

  test('an amount coupon larger than the freight stops at zero, and so does credit', () => {
    const coupon: Coupon = {
      code: 'BIG',
      discount: { kind: 'amount', amount: money(100_000, 'USD') },
      validFrom: NOW,
      validUntil: null,
      usageLimit: null,
      timesUsed: 0,
    };
    const quote = quoteShipRequest(input({ coupon, credit: money(50_000, 'USD') }));
    expect(quote.lines.find((line) => line.code === 'COUPON')?.amount).toEqual(
      money(-2_450, 'USD'),
    );
    expect(quote.total).toEqual(money(0, 'USD'));
    expect(quote.lines.find((line) => line.code === 'CREDIT')).toBeUndefined();
  });

  test('a coupon whose minimum freight and options do not reach gives no line and says so', () => {
    const coupon: Coupon = {
      code: 'MIN30',
      discount: { kind: 'percent', basisPoints: 1_000 },
      validFrom: NOW,
      validUntil: null,
      usageLimit: null,
      timesUsed: 0,
      minimum: money(3_000, 'USD'),
    };
    const below = quoteShipRequest(input({ coupon }));
    expect(below.couponBelowMinimum).toEqual(money(3_000, 'USD'));
    expect(below.lines.find((line) => line.code === 'COUPON')).toBeUndefined();

    const reached = quoteShipRequest(
      input({ coupon: { ...coupon, minimum: money(2_450, 'USD') } }),
    );
    expect(reached.couponBelowMinimum).toBeNull();
    expect(reached.lines.find((line) => line.code === 'COUPON')?.amount).toEqual(
      money(-245, 'USD'),
    );
  });
});

describe('quoteShipRequest properties', () => {
  const parcel = fc.record({
    id: fc.uuid(),
    weight: fc.record({
      amount: fc.double({ min: 0.01, max: 60, noNaN: true }),
      unit: fc.constantFrom('Kg' as const, 'Lb' as const),
    }),
    dimensions: fc.record({
      length: fc.integer({ min: 1, max: 150 }),
      width: fc.integer({ min: 1, max: 100 }),
      depth: fc.integer({ min: 1, max: 100 }),
      unit: fc.constantFrom('Cm' as const, 'In' as const),
    }),
    declaredValue: fc.option(
      fc.record({
        amountMinor: fc.integer({ min: 0, max: 2_000_000 }),
        currency: fc.constantFrom('USD', 'GBP'),
      }),
    ),
    receivedAt: fc.integer({ min: 0, max: 90 }).map((days) => new Date(NOW.getTime() - days * DAY)),
  });
  const coupon = fc.option(
    fc.oneof(
      fc.integer({ min: 1, max: 10_000 }).map((basisPoints) => ({
        kind: 'percent' as const,
        basisPoints,
      })),
      fc.record({
        kind: fc.constant('amount' as const),
        amount: fc
          .tuple(fc.integer({ min: 1, max: 1_000_000 }), fc.constantFrom('USD', 'GBP'))
          .map(([n, c]) => money(n, c)),
      }),
    ),
  );
  const scenario = fc.record({
    packages: fc.array(parcel, { minLength: 1, maxLength: 8 }),
    options: fc.subarray([...SHIPPING_OPTION_CODES]),
    destination: fc.constantFrom('AE' as const, 'KW' as const, 'SA' as const),
    customerCurrency: fc.constantFrom('USD', 'KWD', 'AED', 'SAR', 'GBP'),
    membership: fc.integer({ min: 0, max: 10_000 }),
    coupon,
    credit: fc.option(fc.integer({ min: 0, max: 1_000_000 })),
  });
  type Scenario = typeof scenario extends fc.Arbitrary<infer T> ? T : never;
  const build = (s: Scenario): QuoteInput => {
    const rule = DEFAULT_CUSTOMS_RULES[s.destination];
    return input({
      packages: s.packages.map((p) => ({
        ...p,
        declaredValue: p.declaredValue
          ? money(p.declaredValue.amountMinor, p.declaredValue.currency)
          : null,
      })),
      options: s.options,
      customsRule: { ...rule, extendedLiabilityFeeMinor: rule.currency === 'KWD' ? 1_330 : 1_600 },
      customerCurrency: s.customerCurrency,
      membership: { level: 'test', discountBasisPoints: s.membership },
      coupon: s.coupon
        ? {
            code: 'C',
            discount: s.coupon,
            validFrom: NOW,
            validUntil: null,
            usageLimit: null,
            timesUsed: 0,
          }
        : null,
      credit: s.credit === null ? null : money(s.credit, s.customerCurrency),
    });
  };

  test('the total is the sum of the lines, in the customer currency, and never below zero', () => {
    fc.assert(
      fc.property(scenario, (s) => {
        const quote = quoteShipRequest(build(s));
        expect(sumOf(quote.lines)).toBe(quote.total.amountMinor);
        expect(quote.total.amountMinor).toBeGreaterThanOrEqual(0);
        expect(quote.total.currency).toBe(s.customerCurrency);
        for (const line of quote.lines) {
          expect(line.amount.currency).toBe(s.customerCurrency);
          expect(Number.isSafeInteger(line.amount.amountMinor)).toBe(true);
        }
      }),
    );
  });

  /** The quote's lines converted exactly (floating point is exact enough at these sizes). */
  const exactTotal = (quote: ReturnType<typeof quoteShipRequest>) =>
    quote.lines.reduce((sum, line) => {
      const rate = Number(rateOf(line.original.currency, quote.currency));
      const decimals = (c: string) => (c === 'KWD' ? 3 : 2);
      const shift = 10 ** (decimals(quote.currency) - decimals(line.original.currency));
      return sum + line.original.amountMinor * rate * shift;
    }, 0);

  test('rounding happens once: the total is the exact sum of the lines converted, rounded once', () => {
    fc.assert(
      fc.property(scenario, (s) => {
        const quote = quoteShipRequest({ ...build(s), credit: null });
        expect(Math.abs(quote.total.amountMinor - exactTotal(quote))).toBeLessThanOrEqual(0.500001);
      }),
    );
  });

  test('adding a package never lowers the freight', () => {
    fc.assert(
      fc.property(scenario, parcel, (s, more) => {
        const before = quoteShipRequest(build(s));
        const after = quoteShipRequest(
          build({ ...s, packages: [...s.packages, { ...more, declaredValue: null }] }),
        );
        const freight = (q: typeof before) =>
          q.lines.find((line) => line.code === 'FREIGHT')?.original.amountMinor ?? 0;
        expect(freight(after)).toBeGreaterThanOrEqual(freight(before));
      }),
    );
  });

  test('a KWD quote is rounded to the fil (three decimals), not to two', () => {
    fc.assert(
      fc.property(scenario, (s) => {
        const quote = quoteShipRequest({
          ...build({ ...s, customerCurrency: 'KWD' }),
          credit: null,
        });
        expect(quote.total.currency).toBe('KWD');
        expect(Math.abs(quote.total.amountMinor - exactTotal(quote))).toBeLessThanOrEqual(0.500001);
      }),
    );
  });
});
