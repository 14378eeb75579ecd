import { convertMoneyExactly } from './convert-money';
import { divideRounded, toSafeMinor } from './divide-rounded';
import { type Money, money } from './money';

/** A rate lookup: units of `to` per unit of `from` (the month's table; the same currency is 1). */
export type RateLookup = (from: string, to: string) => string;

/**
 * Converts a list of amounts into one currency and rounds ONCE: the total is the exact sum,
 * rounded half away from zero to the target's minor unit; each part gets its own rounded share
 * and the few minor units the parts' roundings leave over go to the parts that lost most
 * (largest remainder), so the parts always add up to the total.
 */
export function convertRoundingOnce(
  amounts: readonly Money[],
  toCurrency: string,
  rateOf: RateLookup,
): { parts: Money[]; total: Money } {
  const target = money(0, toCurrency).currency;
  const exact = amounts.map((amount) =>
    convertMoneyExactly(amount, target, rateOf(amount.currency, target)),
  );
  let denominator = 1n;
  for (const part of exact) {
    if (part.denominator > denominator) {
      denominator = part.denominator;
    }
  }
  // Every denominator is a power of ten, so the largest is a multiple of each.
  const numerators = exact.map((part) => part.numerator * (denominator / part.denominator));
  const total = divideRounded(
    numerators.reduce((sum, n) => sum + n, 0n),
    denominator,
  );
  const rounded = numerators.map((n) => divideRounded(n, denominator));
  let leftOver = total - rounded.reduce((sum, n) => sum + n, 0n);

  // What each part lost to its rounding (exact - rounded), in units of 1/denominator.
  const order = numerators
    .map((n, index) => ({ index, lost: n - (rounded[index] ?? 0n) * denominator }))
    .sort((a, b) => (a.lost === b.lost ? a.index - b.index : a.lost > b.lost ? -1 : 1));
  const step = leftOver > 0n ? 1n : -1n;
  const candidates = leftOver > 0n ? order : [...order].reverse();
  for (const { index } of candidates) {
    if (leftOver === 0n) {
      break;
    }
    rounded[index] = (rounded[index] ?? 0n) + step;
    leftOver -= step;
  }
  return {
    parts: rounded.map((n) => money(toSafeMinor(n), target)),
    total: money(toSafeMinor(total), target),
  };
}
