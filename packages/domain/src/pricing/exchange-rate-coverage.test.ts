import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { money } from '../money/money';
import {
  type CurrencyPair,
  type ExchangeRateNeeds,
  type ExchangeRateRow,
  exchangeRateCoverage,
  exchangeTableAt,
  neededExchangePairs,
  startOfNextUtcMonth,
} from './exchange-rate-coverage';
import { linearRateCardSteps } from './price-by-rate-card';
import { type QuoteInput, quoteShipRequest } from './quote-ship-request';
import { SHIPPING_OPTION_CODES } from './shipping-options';

const CURRENCIES = ['USD', 'GBP', 'AED', 'KWD', 'SAR', 'EUR', 'NOK'] as const;

const NO_NEEDS: ExchangeRateNeeds = {
  warehouseCurrencies: [],
  customerCurrencies: [],
  routes: [],
  declaredValues: [],
  coupons: [],
};

/** A month's table as the operators' call stores it: every pair among `currencies`, both ways. */
function table(month: string, currencies: readonly string[], effectiveFrom?: Date) {
  return currencies.flatMap((from) =>
    currencies
      .filter((to) => to !== from)
      .map((to) => ({
        month: `${month}-01`,
        from,
        to,
        effectiveFrom: effectiveFrom ?? new Date(`${month}-01T00:00:00Z`),
      })),
  );
}

const pair = (from: string, to: string): CurrencyPair => ({ from, to });

describe('neededExchangePairs', () => {
  test('names each pair in the direction a quote converts, once, without same-currency pairs', () => {
    const needed = neededExchangePairs({
      warehouseCurrencies: ['USD', 'GBP'],
      customerCurrencies: ['USD'],
      routes: [pair('USD', 'KWD'), pair('GBP', 'KWD')],
      declaredValues: [pair('NOK', 'USD')],
      coupons: [{ currency: 'EUR', hasAmount: true, hasMinimum: false }],
    });
    expect(needed).toEqual([
      pair('EUR', 'GBP'),
      pair('EUR', 'USD'),
      pair('GBP', 'KWD'),
      pair('GBP', 'USD'),
      pair('KWD', 'USD'),
      pair('NOK', 'USD'),
      pair('USD', 'KWD'),
    ]);
  });

  test('a coupon minimum needs freight in its currency: the other direction', () => {
    expect(
      neededExchangePairs({
        ...NO_NEEDS,
        warehouseCurrencies: ['GBP'],
        coupons: [{ currency: 'USD', hasAmount: false, hasMinimum: true }],
      }),
    ).toEqual([pair('GBP', 'USD')]);
  });

  test('every rate any quote asks for is among the needed pairs of its data', () => {
    const currency = fc.constantFrom(...CURRENCIES);
    fc.assert(
      fc.property(
        fc.record({
          warehouse: currency,
          customer: currency,
          destination: fc.option(currency, { nil: null }),
          declared: fc.array(fc.option(currency, { nil: null }), { minLength: 1, maxLength: 3 }),
          options: fc.subarray([...SHIPPING_OPTION_CODES]),
          coupon: fc.option(
            fc.record({
              amount: fc.option(currency, { nil: null }),
              minimum: fc.option(currency, { nil: null }),
            }),
            { nil: null },
          ),
          credit: fc.boolean(),
        }),
        (data) => {
          const options = data.destination ? data.options : data.options.filter((c) => c !== 'INS');
          const input = quoteInput(data, options);
          const asked: CurrencyPair[] = [];
          quoteShipRequest({
            ...input,
            rateOf: (from, to) => {
              if (from !== to) {
                asked.push(pair(from, to));
              }
              return '1.5';
            },
          });
          const needed = new Set(
            neededExchangePairs(needsOf(data)).map(({ from, to }) => `${from}>${to}`),
          );
          for (const { from, to } of asked) {
            expect(needed.has(`${from}>${to}`), `${from} -> ${to}`).toBe(true);
          }
        },
      ),
    );
  });
});

type QuoteData = {
  warehouse: string;
  customer: string;
  destination: string | null;
  declared: (string | null)[];
  coupon: { amount: string | null; minimum: string | null } | null;
  credit: boolean;
};

/** The needs the API would read for this data: one warehouse, customer, route, their packages. */
function needsOf(data: QuoteData): ExchangeRateNeeds {
  return {
    warehouseCurrencies: [data.warehouse],
    customerCurrencies: [data.customer],
    routes: data.destination ? [pair(data.warehouse, data.destination)] : [],
    declaredValues: data.declared.flatMap((from) => (from ? [pair(from, data.warehouse)] : [])),
    coupons: data.coupon
      ? [
          ...(data.coupon.amount
            ? [{ currency: data.coupon.amount, hasAmount: true, hasMinimum: false }]
            : []),
          ...(data.coupon.minimum
            ? [{ currency: data.coupon.minimum, hasAmount: false, hasMinimum: true }]
            : []),
        ]
      : [],
  };
}

function quoteInput(data: QuoteData, options: QuoteInput['options']): QuoteInput {
  const now = new Date('2026-12-07T12:00:00Z');
  const local = data.warehouse;
  return {
    now,
    packages: data.declared.map((currency, index) => ({
      id: `p${index}`,
      weight: { amount: 2, unit: 'Kg' },
      dimensions: { length: 30, width: 20, depth: 10, unit: 'Cm' },
      declaredValue: currency ? money(50_000, currency) : null,
      // Long in storage: a storage line too.
      receivedAt: new Date(now.getTime() - 60 * 86_400_000),
    })),
    warehouse: {
      currency: local,
      freeStorageDays: 30,
      storageFeePerDayMinor: 100,
      liabilityIncrementMinor: 10_000,
    },
    rateCard: { currency: local, steps: linearRateCardSteps(1_250, 400) },
    customsRule: data.destination
      ? {
          currency: data.destination,
          dutyThresholdMinor: 1_000,
          dutyRateBp: 500,
          vatRateBp: 500,
          adminFeeMinor: 100,
          extendedLiabilityFeeMinor: 1_330,
        }
      : null,
    options,
    optionFees: Object.fromEntries(
      SHIPPING_OPTION_CODES.filter((code) => code !== 'INS').map((code) => [
        code,
        money(300, local),
      ]),
    ),
    membership: { level: 'business', discountBasisPoints: 500 },
    coupon: data.coupon
      ? {
          code: 'TEST',
          discount: data.coupon.amount
            ? { kind: 'amount', amount: money(500, data.coupon.amount) }
            : { kind: 'percent', basisPoints: 1_000 },
          validFrom: new Date(0),
          validUntil: null,
          usageLimit: null,
          timesUsed: 0,
          minimum: data.coupon.minimum ? money(1, data.coupon.minimum) : null,
        }
      : null,
    credit: data.credit ? money(100, data.customer) : null,
    customerCurrency: data.customer,
    rateOf: () => '1',
  };
}

describe('exchangeTableAt', () => {
  const rows = [
    ...table('2026-11', ['USD', 'KWD']),
    ...table('2026-12', ['USD', 'GBP'], new Date('2026-12-10T08:00:00Z')),
  ];

  test("this month's table once in force, last month's before it was added", () => {
    expect(exchangeTableAt(rows, new Date('2026-12-10T09:00:00Z'))).toEqual({
      month: '2026-12',
      pairs: new Set(['USD>GBP', 'GBP>USD']),
    });
    expect(exchangeTableAt(rows, new Date('2026-12-05T00:00:00Z')).month).toBe('2026-11');
    expect(exchangeTableAt(rows, new Date('2026-10-31T23:59:59Z')).month).toBeNull();
  });

  test('a later month scheduled already is not used before its month', () => {
    const scheduled = [...rows, ...table('2027-01', ['USD', 'NOK'])];
    expect(exchangeTableAt(scheduled, new Date('2026-12-31T23:59:59Z')).month).toBe('2026-12');
    expect(exchangeTableAt(scheduled, startOfNextUtcMonth(new Date('2026-12-31'))).month).toBe(
      '2027-01',
    );
  });
});

describe('exchangeRateCoverage', () => {
  const needed = [pair('USD', 'KWD'), pair('KWD', 'USD'), pair('GBP', 'USD')];
  const complete = ['USD', 'GBP', 'KWD'];
  const on = (iso: string) => new Date(iso);

  test("this month's missing pairs, and next month falling back to this month's table", () => {
    const coverage = exchangeRateCoverage({
      rows: table('2026-12', ['USD', 'GBP']),
      needed,
      now: on('2026-12-07T02:00:00Z'),
    });
    expect(coverage.months).toEqual([
      {
        month: '2026-12',
        tableMonth: '2026-12',
        missing: [pair('KWD', 'USD'), pair('USD', 'KWD')],
      },
      {
        month: '2027-01',
        tableMonth: '2026-12',
        missing: [pair('KWD', 'USD'), pair('USD', 'KWD')],
      },
    ]);
    expect(coverage.nextMonthUnset).toHaveLength(3);
    expect(coverage.isNextMonthWarning).toBe(false);
  });

  test("a scheduled table for next month is checked on its own: it replaces this month's", () => {
    const coverage = exchangeRateCoverage({
      rows: [...table('2026-12', complete), ...table('2027-01', ['USD', 'GBP'])],
      needed,
      now: on('2026-12-07T02:00:00Z'),
    });
    expect(coverage.months[0].missing).toEqual([]);
    expect(coverage.months[1]).toEqual({
      month: '2027-01',
      tableMonth: '2027-01',
      missing: [pair('KWD', 'USD'), pair('USD', 'KWD')],
    });
  });

  test('warns from the 25th (UTC) while next month has no complete table of its own', () => {
    const rows = table('2026-12', complete);
    const at = (iso: string) => exchangeRateCoverage({ rows, needed, now: on(iso) });
    expect(at('2026-12-24T23:59:59Z').isNextMonthWarning).toBe(false);
    expect(at('2026-12-25T00:00:00Z').isNextMonthWarning).toBe(true);
    expect(at('2026-12-31T23:59:59Z').isNextMonthWarning).toBe(true);
    // Dubai's 25th begins at 20:00 UTC on the 24th: the months switch in UTC, so does the warning.
    expect(at('2026-12-24T20:30:00+00:00').isNextMonthWarning).toBe(false);
    const scheduled = [...rows, ...table('2027-01', complete)];
    expect(
      exchangeRateCoverage({ rows: scheduled, needed, now: on('2026-12-25T00:00:00Z') })
        .isNextMonthWarning,
    ).toBe(false);
  });

  test('no needs, no warning, whatever the day', () => {
    expect(
      exchangeRateCoverage({ rows: [], needed: [], now: on('2026-12-28T00:00:00Z') }),
    ).toMatchObject({ nextMonthUnset: [], isNextMonthWarning: false });
  });

  test('a pair is missing exactly when the table quotes use then lacks it', () => {
    const month = fc.constantFrom('2026-11', '2026-12', '2027-01');
    const row = fc.record({
      month,
      from: fc.constantFrom(...CURRENCIES),
      to: fc.constantFrom(...CURRENCIES),
      lateDays: fc.integer({ min: 0, max: 20 }),
    });
    fc.assert(
      fc.property(
        fc.array(row, { maxLength: 30 }),
        fc.uniqueArray(
          fc.record({ from: fc.constantFrom(...CURRENCIES), to: fc.constantFrom(...CURRENCIES) }),
          {
            selector: ({ from, to }) => `${from}>${to}`,
            maxLength: 10,
          },
        ),
        fc.date({
          min: on('2026-12-01T00:00:00Z'),
          max: on('2026-12-31T23:59:59Z'),
          noInvalidDate: true,
        }),
        (generated, wanted, now) => {
          const rows: ExchangeRateRow[] = generated.map((r) => ({
            month: `${r.month}-01`,
            from: r.from,
            to: r.to,
            effectiveFrom: new Date(
              Date.parse(`${r.month}-01T00:00:00Z`) + r.lateDays * 86_400_000,
            ),
          }));
          const needed = wanted.filter(({ from, to }) => from !== to);
          const coverage = exchangeRateCoverage({ rows, needed, now });
          for (const [index, at] of [now, startOfNextUtcMonth(now)].entries()) {
            const table = exchangeTableAt(rows, at);
            const missing = coverage.months[index]?.missing ?? [];
            for (const p of needed) {
              const isMissing = missing.some((m) => m.from === p.from && m.to === p.to);
              expect(isMissing).toBe(!table.pairs.has(`${p.from}>${p.to}`));
            }
          }
          if (now.getUTCDate() < 25) {
            expect(coverage.isNextMonthWarning).toBe(false);
          }
        },
      ),
    );
  });
});
