import type { Db } from '@skyparcel/db';
import { AppError } from '@skyparcel/domain/errors';
import { currencyDecimals, money, toMajor } from '@skyparcel/domain/money';
import {
  type Coupon,
  couponProblem,
  normalizeCouponCode,
  type QuoteInput,
  type QuotePackage,
  quoteShipRequest,
  type ShippingOptionCode,
} from '@skyparcel/domain/pricing';
import type { DbOrTx } from '../../lib/tx';
import type { PackageWithStorage } from '../packages';
import { findCoupon, findCustomerPricing, findRoutePrices } from './price-data.repository';

export type PriceContext = Omit<QuoteInput, 'packages' | 'options'> & {
  warehouseCode: string;
  destinationCode: string;
  exchangeRateMonth: string | null;
};

/** The warehouse figures a quote reads (from the packages' own query). */
export type PricedWarehouse = {
  id: string;
  code: string;
  currency: string;
  freeStorageDays: number;
  storageFeePerDayMinor: number;
  liabilityIncrementMinor: number;
};

/**
 * Everything a quote reads besides the packages, loaded once for a warehouse, a destination
 * and a customer at `now`: the rate card, the destination's customs rule, the month's rates, the
 * option fees, the customer's currency, membership discount and credit balance, and the coupon
 * (checked: unknown, not yet valid, expired, used up). Several quotes (consolidation) then reuse it.
 */
export async function loadPriceContext(
  db: Db,
  input: {
    userId: string;
    warehouse: PricedWarehouse;
    destinationCode: string;
    now: Date;
    couponCode?: string | undefined;
    useCredit?: boolean;
  },
): Promise<PriceContext> {
  const { warehouse, destinationCode, now } = input;
  const couponCode = input.couponCode ? normalizeCouponCode(input.couponCode) : '';
  const [customer, route, couponRow] = await Promise.all([
    findCustomerPricing(db, input.userId, now),
    findRoutePrices(db, warehouse.id, destinationCode, now),
    couponCode ? findCoupon(db, couponCode, input.userId) : undefined,
  ]);
  if (!customer) {
    throw new AppError('UNAUTHENTICATED');
  }
  if (!route) {
    throw new AppError('DESTINATION_NOT_SERVED', {
      params: { warehouse: warehouse.code, country: destinationCode },
    });
  }
  const customerCurrency = customer.currency;

  const rateByPair = new Map(route.rates.map((row) => [`${row.from}>${row.to}`, row.rate]));
  const rateOf = (from: string, to: string) => {
    const rate = from === to ? '1' : rateByPair.get(`${from}>${to}`);
    if (!rate) {
      throw new AppError('PRICE_CURRENCY_UNAVAILABLE', { params: { from, to } });
    }
    return rate;
  };
  const optionFees: Partial<Record<ShippingOptionCode, ReturnType<typeof money>>> = {};
  for (const fee of route.optionFees) {
    // Fees are kept in the warehouse's currency, as its rate card is.
    optionFees[fee.optionCode] = money(Number(fee.feeMinor), warehouse.currency);
  }

  return {
    now,
    warehouseCode: warehouse.code,
    destinationCode,
    exchangeRateMonth: route.rates[0]?.month ?? null,
    // The storage and liability terms in force at the quote's moment (decision 040).
    warehouse: route.terms ? { ...warehouse, ...route.terms } : warehouse,
    rateCard: route.rateCard,
    customsRule: route.customsRule,
    optionFees,
    membership:
      customer.discountBasisPoints === null
        ? null
        : { level: customer.level, discountBasisPoints: customer.discountBasisPoints },
    coupon: couponRow ? usableCoupon(couponRow, now) : couponCode ? noSuchCoupon() : null,
    credit:
      input.useCredit && customer.creditMinor > 0
        ? money(customer.creditMinor, customerCurrency)
        : null,
    customerCurrency,
    rateOf,
  };
}

/**
 * Throws the coupon's catalogue error (COUPON_USED_UP, COUPON_EXPIRED...) when the customer can no
 * longer use it now: a request priced with it days ago is checked again before any card is
 * charged (issue 27), since a quote keeps its coupon for 24 hours.
 */
export async function assertCouponUsable(db: DbOrTx, code: string, userId: string, now: Date) {
  const row = await findCoupon(db, normalizeCouponCode(code), userId);
  if (!row) {
    noSuchCoupon();
  }
  usableCoupon(row, now);
}

function noSuchCoupon(): never {
  throw new AppError('COUPON_NOT_FOUND');
}

function usableCoupon(row: NonNullable<Awaited<ReturnType<typeof findCoupon>>>, now: Date): Coupon {
  const coupon: Coupon = {
    code: row.code,
    discount:
      row.percentBasisPoints !== null
        ? { kind: 'percent', basisPoints: row.percentBasisPoints }
        : { kind: 'amount', amount: money(row.amountMinor ?? 0, row.currency ?? 'USD') },
    validFrom: row.validFrom,
    validUntil: row.validUntil,
    usageLimit: row.usageLimit,
    timesUsed: row.timesUsed,
    minimum:
      row.minimumMinor !== null && row.currency ? money(row.minimumMinor, row.currency) : null,
    isActive: row.isActive,
    oncePerCustomer: row.oncePerCustomer,
    isUsedByCustomer: row.isUsedByCustomer,
  };
  const problem = couponProblem(coupon, now);
  if (problem) {
    const day = (date: Date | null) => date?.toISOString().slice(0, 10) ?? '';
    throw new AppError(problem, {
      params: {
        code: row.code,
        date: problem === 'COUPON_NOT_YET_VALID' ? day(row.validFrom) : day(row.validUntil),
      },
    });
  }
  return coupon;
}

/** A package row as the quote reads it: measures, declared value, day of receipt. */
export function toQuotePackage({ pkg, billedStorageDays }: PackageWithStorage): QuotePackage {
  return {
    id: pkg.id,
    weight: { amount: pkg.weightAmount, unit: pkg.weightUnit },
    dimensions: { length: pkg.length, width: pkg.width, depth: pkg.depth, unit: pkg.lengthUnit },
    declaredValue:
      pkg.totalValueMinor !== null && pkg.valueCurrency
        ? money(pkg.totalValueMinor, pkg.valueCurrency)
        : null,
    receivedAt: pkg.receivedAt,
    billedStorageDays,
  };
}

/** One quote of some packages with some options in a loaded context; an unpriced option says so. */
export function quoteInContext(
  context: PriceContext,
  packages: readonly PackageWithStorage[],
  options: readonly ShippingOptionCode[],
) {
  for (const code of options) {
    if (code === 'INS' ? !context.customsRule : !context.optionFees[code]) {
      throw new AppError('OPTION_NOT_OFFERED', { params: { code } });
    }
  }
  const quote = quoteShipRequest({ ...context, packages: packages.map(toQuotePackage), options });
  if (quote.couponBelowMinimum && context.coupon) {
    const { amountMinor, currency } = quote.couponBelowMinimum;
    throw new AppError('COUPON_BELOW_MINIMUM', {
      params: {
        code: context.coupon.code,
        minimum: `${currency} ${toMajor({ amountMinor, currency }).toFixed(currencyDecimals(currency))}`,
      },
    });
  }
  return quote;
}
