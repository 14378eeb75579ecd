/**
 * 1 `from` = rate `to`. A quote looks a rate up in the direction it converts and never inverts
 * one (`rateOf` of the API's load-price-context.ts), so USD -> KWD does not cover KWD -> USD.
 */
export type CurrencyPair = { from: string; to: string };

/** What quotes convert, as the price data, the customers and their packages stand (059). */
export type ExchangeRateNeeds = {
  /** Active warehouses: their rate cards, flat option fees and storage are kept in these. */
  warehouseCurrencies: readonly string[];
  /** The currencies customers are quoted in (`users.target_currency`). */
  customerCurrencies: readonly string[];
  /** Each served route: from its warehouse's currency to its destination's customs currency. */
  routes: readonly CurrencyPair[];
  /** Declared values of packages a quote may still price: from their currency to the warehouse's. */
  declaredValues: readonly CurrencyPair[];
  /** Coupons still usable with an amount off or a minimum in a currency of their own. */
  coupons: readonly { currency: string; hasAmount: boolean; hasMinimum: boolean }[];
};

/** One exchange rate row of a month's table (`month` 'YYYY-MM' or 'YYYY-MM-DD'). */
export type ExchangeRateRow = CurrencyPair & { month: string; effectiveFrom: Date };

/** A month's quotes and the needed pairs they will not find (spec section 9, decision 059). */
export type MonthCoverage = {
  /** 'YYYY-MM'. */
  month: string;
  /** The month whose table quotes use then: this one, an earlier one while it has none, or null. */
  tableMonth: string | null;
  missing: CurrencyPair[];
};

export type ExchangeRateCoverage = {
  /** This month (at `now`) and the next (at its first moment), UTC months. */
  months: [MonthCoverage, MonthCoverage];
  /** The needed pairs next month's own table lacks: all of them while it has no table. */
  nextMonthUnset: CurrencyPair[];
  /** From the 25th (UTC) while next month's own table lacks a needed pair. */
  isNextMonthWarning: boolean;
};

/** The day of the month from which an incomplete table for next month is warned about. */
export const NEXT_MONTH_RATES_WARNING_DAY = 25;

const keyOf = ({ from, to }: CurrencyPair) => `${from}>${to}`;

const byPair = (a: CurrencyPair, b: CurrencyPair) =>
  a.from === b.from ? a.to.localeCompare(b.to) : a.from.localeCompare(b.from);

/** 'YYYY-MM' of the UTC month `at` falls in: the months of the rate tables are UTC (040). */
export function utcMonthOf(at: Date): string {
  return at.toISOString().slice(0, 7);
}

/** 'YYYY-MM-01': the `month` column of the rate table `at` falls in (its UTC month). */
export function rateTableMonthOf(at: Date): string {
  return `${utcMonthOf(at)}-01`;
}

/** The first moment of the UTC month after the one `at` falls in. */
export function startOfNextUtcMonth(at: Date): Date {
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 1));
}

/**
 * Every rate a quote asks for, in the direction it asks (quoteShipRequest, decision 034): each
 * line from the warehouse's or the destination's currency into the customer's; freight, declared
 * value and insurance into the destination's currency for customs; a declared value into the
 * warehouse's; a coupon's amount into the warehouse's and freight into a minimum's currency.
 * Flat option fees are kept in the warehouse's currency and extended liability in the
 * destination's, so option fees bring no currency of their own.
 */
export function neededExchangePairs(needs: ExchangeRateNeeds): CurrencyPair[] {
  const pairs = new Map<string, CurrencyPair>();
  const add = (from: string, to: string) => {
    if (from !== to) {
      pairs.set(keyOf({ from, to }), { from, to });
    }
  };
  for (const warehouse of needs.warehouseCurrencies) {
    for (const customer of needs.customerCurrencies) {
      add(warehouse, customer);
    }
    for (const coupon of needs.coupons) {
      if (coupon.hasAmount) {
        add(coupon.currency, warehouse);
      }
      if (coupon.hasMinimum) {
        add(warehouse, coupon.currency);
      }
    }
  }
  for (const route of needs.routes) {
    add(route.from, route.to);
    for (const customer of needs.customerCurrencies) {
      add(route.to, customer);
    }
  }
  for (const declared of needs.declaredValues) {
    add(declared.from, declared.to);
  }
  return [...pairs.values()].sort(byPair);
}

/**
 * The table quotes use at `at`, as the quote's query picks it (findRoutePrices): among the rows
 * in force at `at`, those of the latest month not after `at`'s; an earlier month's table while
 * this month has none (spec section 9: rates are updated at the start of each month).
 */
export function exchangeTableAt(
  rows: readonly ExchangeRateRow[],
  at: Date,
): { month: string | null; pairs: Set<string> } {
  const month = utcMonthOf(at);
  const inForce = rows.filter((row) => row.effectiveFrom.getTime() <= at.getTime());
  let tableMonth: string | null = null;
  for (const row of inForce) {
    const rowMonth = row.month.slice(0, 7);
    if (rowMonth <= month && (tableMonth === null || rowMonth > tableMonth)) {
      tableMonth = rowMonth;
    }
  }
  const table = inForce.filter((row) => row.month.slice(0, 7) === tableMonth);
  return { month: tableMonth, pairs: new Set(table.map(keyOf)) };
}

/**
 * Which needed pairs quotes will not find this month and next (decision 059), evaluated on the
 * rows as they stand; and from the 25th (UTC), whether next month's own table is still short.
 */
export function exchangeRateCoverage(input: {
  rows: readonly ExchangeRateRow[];
  needed: readonly CurrencyPair[];
  now: Date;
}): ExchangeRateCoverage {
  const { rows, needed, now } = input;
  const coverageAt = (at: Date): MonthCoverage => {
    const table = exchangeTableAt(rows, at);
    return {
      month: utcMonthOf(at),
      tableMonth: table.month,
      missing: needed.filter((pair) => !table.pairs.has(keyOf(pair))).sort(byPair),
    };
  };
  const nextStart = startOfNextUtcMonth(now);
  const nextMonth = utcMonthOf(nextStart);
  const nextOwn = new Set(rows.filter((row) => row.month.slice(0, 7) === nextMonth).map(keyOf));
  const nextMonthUnset = needed.filter((pair) => !nextOwn.has(keyOf(pair))).sort(byPair);
  return {
    months: [coverageAt(now), coverageAt(nextStart)],
    nextMonthUnset,
    isNextMonthWarning:
      now.getUTCDate() >= NEXT_MONTH_RATES_WARNING_DAY && nextMonthUnset.length > 0,
  };
}
