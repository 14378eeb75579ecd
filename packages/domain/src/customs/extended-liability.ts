import { type Money, money } from '../money/money';

/** The covered maximum per shipment, which is also the increment of extended liability (spec section 9). */
export const LIABILITY_INCREMENTS = { USD: 10_000, GBP: 7_500 } as const;

/** Extended liability fee per started increment, in minor units: AED 16, SAR 16, KWD 1.330 (spec section 9). */
export const EXTENDED_LIABILITY_FEES = { AED: 1_600, SAR: 1_600, KWD: 1_330 } as const;

/** Started increments above the covered first one: USD 100 covered, USD 100.01 to 200 is 1 (spec section 9). */
export function extendedLiabilityIncrements(
  declaredValueMinor: number,
  incrementMinor: number,
): number {
  if (!Number.isSafeInteger(incrementMinor) || incrementMinor <= 0) {
    throw new RangeError(`incrementMinor must be a positive integer, got ${incrementMinor}`);
  }
  if (!Number.isSafeInteger(declaredValueMinor) || declaredValueMinor < 0) {
    throw new RangeError(
      `declaredValueMinor must be a non-negative integer, got ${declaredValueMinor}`,
    );
  }
  if (declaredValueMinor <= incrementMinor) {
    return 0;
  }

  return Math.ceil((declaredValueMinor - incrementMinor) / incrementMinor);
}

/** Fee per started increment of declared value above the covered maximum (spec section 9). */
export function extendedLiabilityFee(input: {
  declaredValue: Money;
  increment: Money;
  feePerIncrement: Money;
}): Money {
  const { declaredValue, increment, feePerIncrement } = input;
  if (declaredValue.currency !== increment.currency) {
    throw new RangeError(
      `declared value is in ${declaredValue.currency}, the increment in ${increment.currency}`,
    );
  }

  const increments = extendedLiabilityIncrements(declaredValue.amountMinor, increment.amountMinor);
  return money(increments * feePerIncrement.amountMinor, feePerIncrement.currency);
}
