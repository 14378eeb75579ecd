import type { exchangeRates } from '../../schema/index';

export type ExchangeRateSeed = Omit<typeof exchangeRates.$inferInsert, 'id'>;

export const EXCHANGE_RATE_CURRENCIES = ['USD', 'GBP', 'AED', 'KWD', 'SAR', 'EUR'] as const;
type RateCurrency = (typeof EXCHANGE_RATE_CURRENCIES)[number];

/** Units of each currency for 1 USD, the anchor every cross rate is derived from. */
const USD_RATES: Record<RateCurrency, number> = {
  USD: 1,
  GBP: 0.79,
  AED: 3.6725,
  KWD: 0.3075,
  SAR: 3.75,
  EUR: 0.92,
};

/**
 * How far a currency may drift from its anchor from one month to the next. AED and SAR are
 * pegged to the dollar, so they never move; the dinar follows a basket and moves a little.
 */
const MONTHLY_SWING: Record<RateCurrency, number> = {
  USD: 0,
  GBP: 0.015,
  AED: 0,
  KWD: 0.003,
  SAR: 0,
  EUR: 0.012,
};

/**
 * Rates for each of `months` ('YYYY-MM-01'; spec section 9: rates are updated at the start of
 * each month), both directions for every pair. A month's rates depend only on the month, so
 * seeding again later never produces a different table for it.
 */
export function buildExchangeRates(months: readonly string[]): ExchangeRateSeed[] {
  const rows: ExchangeRateSeed[] = [];
  for (const month of months) {
    const usdRates = usdRatesForMonth(monthIndexOf(month));
    for (const fromCurrency of EXCHANGE_RATE_CURRENCIES) {
      for (const toCurrency of EXCHANGE_RATE_CURRENCIES) {
        if (fromCurrency === toCurrency) {
          continue;
        }
        const rate = usdRates[toCurrency] / usdRates[fromCurrency];
        rows.push({
          month,
          fromCurrency,
          toCurrency,
          rate: rate.toFixed(8),
          effectiveFrom: new Date(`${month}T00:00:00Z`),
        });
      }
    }
  }
  return rows;
}

/** Months since year 0 of a 'YYYY-MM-01' month, the seed of its drift. */
function monthIndexOf(month: string): number {
  return Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1;
}

function usdRatesForMonth(monthIndex: number): Record<RateCurrency, number> {
  const rates = { ...USD_RATES };
  for (const [salt, currency] of EXCHANGE_RATE_CURRENCIES.entries()) {
    rates[currency] =
      USD_RATES[currency] * (1 + MONTHLY_SWING[currency] * driftOf(monthIndex, salt));
  }
  return rates;
}

/** A repeatable pseudo-random number in [-1, 1] for a month and a currency. */
function driftOf(monthIndex: number, salt: number): number {
  const bucket = (monthIndex * 7_919 + salt * 104_729) % 41;
  return (bucket - 20) / 20;
}
