import { type CustomsRule, estimateDutyAndVat } from '../customs/estimate-duty-and-vat';
import { extendedLiabilityFee, extendedLiabilityIncrements } from '../customs/extended-liability';
import { convertMoney } from '../money/convert-money';
import { convertRoundingOnce, type RateLookup } from '../money/convert-rounding-once';
import { type Money, money } from '../money/money';
import { addMoney, percentOfMoney, sumMoney } from '../money/money-arithmetic';
import { storageDays, storageFee } from '../packages/storage-fee';
import { type ParcelMeasures, shipmentWeights } from '../shipping/shipment-weight';
import { consolidationSaving } from './consolidation-saving';
import type { Coupon } from './coupon';
import { halfKgSteps, priceByRateCard, type RateCardStep } from './price-by-rate-card';
import { isFlatFeeOption, type ShippingOptionCode } from './shipping-options';

/** What each line of a quote is; the UI names it with `quote.lines.<code>`. */
export const QUOTE_LINE_CODES = [
  'FREIGHT',
  'INS',
  'LPH',
  'DSB',
  'FRG',
  'EPK',
  'ORB',
  'STORAGE',
  'DUTY',
  'CUSTOMS_ADMIN_FEE',
  'VAT',
  'MEMBERSHIP_DISCOUNT',
  'COUPON',
  'CREDIT',
] as const;
export type QuoteLineCode = (typeof QUOTE_LINE_CODES)[number];

/** Why a line has its amount; the UI explains it with `quote.reasons.<reason>` and `params`. */
export const QUOTE_REASONS = [
  'CHARGEABLE_WEIGHT',
  'OPTION_FEE',
  'LIABILITY_INCREMENTS',
  'STORAGE_DAYS',
  'ABOVE_DE_MINIMIS',
  'BELOW_DE_MINIMIS',
  'MEMBERSHIP_LEVEL',
  'COUPON_PERCENT',
  'COUPON_AMOUNT',
  'ACCOUNT_CREDIT',
] as const;
export type QuoteReason = (typeof QUOTE_REASONS)[number];

export type QuoteLine = {
  code: QuoteLineCode;
  reason: QuoteReason;
  params: Record<string, string | number>;
  /** The figure as the data gives it, in its own currency (rate card, fee, customs). */
  original: Money;
  /** Its share of the total, in the customer's currency. */
  amount: Money;
};

export type QuotePackage = ParcelMeasures & {
  id: string;
  /** Total declared value of the package's items, null when none was declared. */
  declaredValue: Money | null;
  receivedAt: Date;
  /**
   * Chargeable days an invoice already billed (a monthly storage invoice, issue 13): the STORAGE
   * line counts only the days after them, so no day is billed twice. None when absent.
   */
  billedStorageDays?: number;
};

export type QuoteInput = {
  now: Date;
  packages: readonly QuotePackage[];
  warehouse: {
    currency: string;
    freeStorageDays: number;
    storageFeePerDayMinor: number;
    /** Liability covered per shipment, and the extended liability increment (USD 100 / GBP 75). */
    liabilityIncrementMinor: number;
  };
  /** The rate card in force at `now`: its currency and its 0.5 kg steps. */
  rateCard: { currency: string; steps: readonly RateCardStep[] };
  /** The destination's duty, VAT and extended liability figures; null when it has none. */
  customsRule: (CustomsRule & { extendedLiabilityFeeMinor: number }) | null;
  options: readonly ShippingOptionCode[];
  /** The warehouse's fee of each flat-fee option asked for, in the warehouse's currency. */
  optionFees: Partial<Record<ShippingOptionCode, Money>>;
  membership: { level: string; discountBasisPoints: number } | null;
  /** A coupon already checked for its dates and usage (couponProblem). */
  coupon: Coupon | null;
  /** The account credit to use, null when the customer does not use it. */
  credit: Money | null;
  customerCurrency: string;
  rateOf: RateLookup;
};

export type ShipRequestQuote = {
  currency: string;
  lines: QuoteLine[];
  total: Money;
  /** Every exchange rate the quote used: 1 `from` = `rate` `to`. */
  rates: { from: string; to: string; rate: string }[];
  actualWeightKg: number;
  chargeableWeightKg: number;
  declaredValue: Money;
  customs: {
    threshold: Money;
    cif: Money;
    isAboveThreshold: boolean;
    dutyRateBasisPoints: number;
    vatRateBasisPoints: number;
  } | null;
  /**
   * The coupon's minimum when freight and options do not reach it: the quote then has no coupon
   * line, and the caller says why (COUPON_BELOW_MINIMUM).
   */
  couponBelowMinimum: Money | null;
  /**
   * Freight saved by sending the packages together rather than each alone, in the customer's
   * currency (issue 14 summary; `consolidationSaving`); zero for one package. Not a line: it is
   * no part of the price.
   */
  consolidationSaving: Money;
};

type DraftLine = Omit<QuoteLine, 'amount'>;

/**
 * The price of a ship request (product.md "Ship requests, prices and money"): freight by the
 * consolidated chargeable weight, options, storage due, duty and VAT, less the membership
 * discount, the coupon and the account credit. Each figure is first exact in its own currency;
 * the lines are then converted into the customer's currency with ONE rounding of the total
 * (convertRoundingOnce), and the lines always add up to the total, which is never below zero.
 */
export function quoteShipRequest(input: QuoteInput): ShipRequestQuote {
  if (input.packages.length === 0) {
    throw new RangeError('a quote needs at least one package');
  }
  const { warehouse, rateCard } = input;
  const local = rateCard.currency;
  if (warehouse.currency !== local) {
    throw new RangeError(`rate card is in ${local}, the warehouse in ${warehouse.currency}`);
  }
  const usedRates = new Map<string, { from: string; to: string; rate: string }>();
  const rateOf: RateLookup = (from, to) => {
    const rate = input.rateOf(from, to);
    if (from !== to) {
      usedRates.set(`${from}>${to}`, { from, to, rate });
    }
    return rate;
  };
  const convert = (m: Money, to: string) =>
    m.currency === to ? m : convertMoney(m, to, rateOf(m.currency, to));

  const weights = shipmentWeights(input.packages);
  const freight = money(
    priceByRateCard({ chargeableKg: weights.chargeableKg, steps: rateCard.steps }),
    local,
  );
  const lines: DraftLine[] = [
    {
      code: 'FREIGHT',
      reason: 'CHARGEABLE_WEIGHT',
      params: {
        chargeableKg: weights.chargeableKg,
        halfKgSteps: halfKgSteps(weights.chargeableKg),
      },
      original: freight,
    },
  ];

  const declaredValue = sumMoney(
    input.packages.flatMap((pkg) => (pkg.declaredValue ? [convert(pkg.declaredValue, local)] : [])),
    local,
  );
  const options = [...new Set(input.options)];
  let insurance: Money | null = null;
  for (const code of options) {
    if (isFlatFeeOption(code)) {
      const fee = input.optionFees[code];
      if (!fee || fee.currency !== local) {
        throw new RangeError(`option ${code} has no fee in ${local}`);
      }
      lines.push({ code, reason: 'OPTION_FEE', params: {}, original: fee });
      continue;
    }
    if (!input.customsRule) {
      throw new RangeError('extended liability needs the destination rule');
    }
    const increment = money(warehouse.liabilityIncrementMinor, local);
    const feePerIncrement = money(
      input.customsRule.extendedLiabilityFeeMinor,
      input.customsRule.currency,
    );
    insurance = extendedLiabilityFee({ declaredValue, increment, feePerIncrement });
    lines.push({
      code: 'INS',
      reason: 'LIABILITY_INCREMENTS',
      params: {
        increments: extendedLiabilityIncrements(declaredValue.amountMinor, increment.amountMinor),
        incrementMinor: increment.amountMinor,
        feePerIncrementMinor: feePerIncrement.amountMinor,
      },
      original: insurance,
    });
  }

  for (const pkg of input.packages) {
    const days = storageDays({
      receivedAt: pkg.receivedAt,
      now: input.now,
      freeDays: warehouse.freeStorageDays,
    });
    const unbilledDays = Math.max(0, days.chargeableDays - (pkg.billedStorageDays ?? 0));
    const fee = storageFee(unbilledDays, warehouse.storageFeePerDayMinor, local);
    if (fee.amountMinor > 0) {
      lines.push({
        code: 'STORAGE',
        reason: 'STORAGE_DAYS',
        params: { packageId: pkg.id, chargeableDays: unbilledDays },
        original: fee,
      });
    }
  }

  const customs = input.customsRule
    ? customsLines(input.customsRule, declaredValue, insurance, freight, convert)
    : null;
  lines.push(...(customs?.lines ?? []));
  const discounts = discountLines(input, lines, convert);
  lines.push(...discounts.lines);

  const converted = convertRoundingOnce(
    lines.map((line) => line.original),
    input.customerCurrency,
    rateOf,
  );
  const priced: QuoteLine[] = lines.map((line, index) => ({
    ...line,
    amount: converted.parts[index] ?? money(0, converted.total.currency),
  }));
  let total = converted.total;
  if (input.credit && input.credit.amountMinor > 0 && total.amountMinor > 0) {
    const available = convert(input.credit, total.currency);
    const used = money(-Math.min(available.amountMinor, total.amountMinor), total.currency);
    priced.push({
      code: 'CREDIT',
      reason: 'ACCOUNT_CREDIT',
      params: {},
      original: used,
      amount: used,
    });
    total = addMoney(total, used);
  }

  return {
    currency: total.currency,
    lines: priced,
    total,
    rates: [...usedRates.values()],
    actualWeightKg: weights.actualKg,
    chargeableWeightKg: weights.chargeableKg,
    declaredValue,
    customs: customs?.summary ?? null,
    couponBelowMinimum: discounts.couponBelowMinimum,
    consolidationSaving: convert(
      consolidationSaving({ packages: input.packages, rateCard }),
      input.customerCurrency,
    ),
  };
}

/** Duty on C+I+F and VAT on CIF + duty, in the destination's currency (spec section 9). */
function customsLines(
  rule: CustomsRule,
  declaredValue: Money,
  insurance: Money | null,
  freight: Money,
  convert: (m: Money, to: string) => Money,
) {
  const cif = sumMoney(
    [declaredValue, insurance ?? money(0, rule.currency), freight].map((part) =>
      convert(part, rule.currency),
    ),
    rule.currency,
  );
  const estimate = estimateDutyAndVat({ cif, rule });
  const reason: QuoteReason = estimate.isAboveThreshold ? 'ABOVE_DE_MINIMIS' : 'BELOW_DE_MINIMIS';
  const params = {
    cifMinor: cif.amountMinor,
    thresholdMinor: rule.dutyThresholdMinor,
    currency: rule.currency,
  };
  const lines: DraftLine[] = [
    {
      code: 'DUTY',
      reason,
      params: { ...params, rateBasisPoints: rule.dutyRateBp },
      original: estimate.duty,
    },
  ];
  if (estimate.adminFee.amountMinor > 0) {
    lines.push({ code: 'CUSTOMS_ADMIN_FEE', reason, params, original: estimate.adminFee });
  }
  lines.push({
    code: 'VAT',
    reason,
    params: { ...params, rateBasisPoints: rule.vatRateBp },
    original: estimate.vat,
  });
  return {
    lines,
    summary: {
      threshold: money(rule.dutyThresholdMinor, rule.currency),
      cif,
      isAboveThreshold: estimate.isAboveThreshold,
      dutyRateBasisPoints: rule.dutyRateBp,
      vatRateBasisPoints: rule.vatRateBp,
    },
  };
}

/**
 * The membership discount (a share of the freight) and the coupon (a share of, or an amount off,
 * freight and flat-fee options after the membership discount), in the warehouse's currency and
 * never more than what they discount: duty, VAT, insurance and storage are not discounted.
 */
function discountLines(
  input: QuoteInput,
  lines: readonly DraftLine[],
  convert: (m: Money, to: string) => Money,
): { lines: DraftLine[]; couponBelowMinimum: Money | null } {
  const local = input.rateCard.currency;
  const discountable = sumMoney(
    lines
      .filter((line) => line.code === 'FREIGHT' || line.reason === 'OPTION_FEE')
      .map((line) => line.original),
    local,
  );
  const freight = lines.find((line) => line.code === 'FREIGHT')?.original ?? money(0, local);
  const result: DraftLine[] = [];
  let left = discountable.amountMinor;

  const membership = input.membership;
  if (membership && membership.discountBasisPoints > 0) {
    const off = Math.min(left, percentOfMoney(freight, membership.discountBasisPoints).amountMinor);
    left -= off;
    result.push({
      code: 'MEMBERSHIP_DISCOUNT',
      reason: 'MEMBERSHIP_LEVEL',
      params: { level: membership.level, percentBasisPoints: membership.discountBasisPoints },
      original: money(-off, local),
    });
  }

  const coupon = input.coupon;
  const minimum = coupon?.minimum;
  // The minimum is of freight and options before any discount, in the coupon's currency.
  if (minimum && convert(discountable, minimum.currency).amountMinor < minimum.amountMinor) {
    return { lines: result, couponBelowMinimum: minimum };
  }
  if (coupon) {
    const base = money(left, local);
    const wanted =
      coupon.discount.kind === 'percent'
        ? percentOfMoney(base, coupon.discount.basisPoints)
        : convert(coupon.discount.amount, local);
    const off = Math.max(0, Math.min(left, wanted.amountMinor));
    result.push({
      code: 'COUPON',
      reason: coupon.discount.kind === 'percent' ? 'COUPON_PERCENT' : 'COUPON_AMOUNT',
      params:
        coupon.discount.kind === 'percent'
          ? { couponCode: coupon.code, percentBasisPoints: coupon.discount.basisPoints }
          : { couponCode: coupon.code },
      original: money(-off, local),
    });
  }
  return { lines: result, couponBelowMinimum: null };
}
