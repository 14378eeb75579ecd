import { currencyDecimals } from './currency-decimals';
import { divideRounded, toSafeMinor } from './divide-rounded';
import { type Money, money } from './money';

/**
 * Converts at `rate` units of `toCurrency` per unit of `m.currency` (spec section 9: monthly
 * exchange rates), across differing decimals (USD cents -> KWD fils), rounding once.
 */
export function convertMoney(m: Money, toCurrency: string, rate: string | number): Money {
  const exact = convertMoneyExactly(m, toCurrency, rate);
  return money(toSafeMinor(divideRounded(exact.numerator, exact.denominator)), exact.currency);
}

/** An amount of minor units as an exact fraction, before the one rounding. */
export type ExactMinor = { numerator: bigint; denominator: bigint; currency: string };

/**
 * The same conversion without rounding: minor units of `toCurrency` as numerator / denominator
 * (a power of ten), so several conversions can be added up and rounded once.
 */
export function convertMoneyExactly(
  m: Money,
  toCurrency: string,
  rate: string | number,
): ExactMinor {
  const { digits, scale } = parseRate(rate);
  const target = money(0, toCurrency).currency;
  const shift = currencyDecimals(target) - currencyDecimals(m.currency) - scale;

  // amountMinor x digits x 10^shift, exact in bigint.
  const product = BigInt(m.amountMinor) * digits;
  return shift >= 0
    ? { numerator: product * 10n ** BigInt(shift), denominator: 1n, currency: target }
    : { numerator: product, denominator: 10n ** BigInt(-shift), currency: target };
}

// A positive decimal such as '3.6725', 0.3065 or '1e-3' as exact digits / 10^scale.
function parseRate(rate: string | number): { digits: bigint; scale: number } {
  const text = typeof rate === 'number' ? String(rate) : rate.trim();
  const match = /^\+?(\d+)(?:\.(\d*))?(?:e([+-]?\d+))?$/i.exec(text);
  if (!match) {
    throw new RangeError(`rate must be a positive decimal, got '${rate}'`);
  }
  const [, whole = '', fraction = '', exponent = '0'] = match;
  const digits = BigInt(whole + fraction);
  if (digits === 0n) {
    throw new RangeError(`rate must be positive, got '${rate}'`);
  }
  const scale = fraction.length - Number(exponent);
  if (Math.abs(scale) > 40) {
    throw new RangeError(`rate is out of range, got '${rate}'`);
  }
  return { digits, scale };
}
