import { type Money, money } from '../money/money';
import { addMoney, percentOfMoney, sumMoney } from '../money/money-arithmetic';

/** A destination's customs rule, amounts in minor units of `currency`, rates in basis points. */
export type CustomsRule = {
  currency: string;
  dutyThresholdMinor: number;
  dutyRateBp: number;
  vatRateBp: number;
  adminFeeMinor: number;
};

export type DutyAndVatEstimate = {
  isAboveThreshold: boolean;
  duty: Money;
  adminFee: Money;
  vat: Money;
  total: Money;
};

/** Duty thresholds, 5% duty, 5% VAT and Kuwait's KWD 1 admin fee by destination (spec section 9). */
export const DEFAULT_CUSTOMS_RULES = {
  AE: {
    currency: 'AED',
    dutyThresholdMinor: 100_000,
    dutyRateBp: 500,
    vatRateBp: 500,
    adminFeeMinor: 0,
  },
  KW: {
    currency: 'KWD',
    dutyThresholdMinor: 100_000,
    dutyRateBp: 500,
    vatRateBp: 500,
    adminFeeMinor: 1_000,
  },
  SA: {
    currency: 'SAR',
    dutyThresholdMinor: 50_000,
    dutyRateBp: 500,
    vatRateBp: 500,
    adminFeeMinor: 0,
  },
} as const satisfies Record<string, CustomsRule>;

/** The default customs rule of a destination country code, if it has one (spec section 9). */
export function findCustomsRule(countryCode: string): CustomsRule | undefined {
  const rules: Record<string, CustomsRule> = DEFAULT_CUSTOMS_RULES;
  return rules[countryCode.trim().toUpperCase()];
}

/**
 * Duty = rate x CIF and VAT = rate x (CIF + duty + excise), plus the admin fee, above the
 * threshold; nothing at or below it (spec section 9). Excise is an input, not part of `total`.
 */
export function estimateDutyAndVat(input: {
  cif: Money;
  exciseMinor?: number;
  rule: CustomsRule;
}): DutyAndVatEstimate {
  const { cif, exciseMinor = 0, rule } = input;
  const zero = money(0, rule.currency);
  if (cif.currency !== zero.currency) {
    throw new RangeError(`CIF is in ${cif.currency}, the customs rule in ${rule.currency}`);
  }
  if (cif.amountMinor <= rule.dutyThresholdMinor) {
    return { isAboveThreshold: false, duty: zero, adminFee: zero, vat: zero, total: zero };
  }

  const duty = percentOfMoney(cif, rule.dutyRateBp);
  const adminFee = money(rule.adminFeeMinor, rule.currency);
  const vatBase = sumMoney([cif, duty, money(exciseMinor, rule.currency)], rule.currency);
  const vat = percentOfMoney(vatBase, rule.vatRateBp);
  return {
    isAboveThreshold: true,
    duty,
    adminFee,
    vat,
    total: addMoney(addMoney(duty, adminFee), vat),
  };
}
