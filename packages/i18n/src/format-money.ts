import type { Locale } from '@skyparcel/domain/locale';
import { currencyDecimals, type Money } from '@skyparcel/domain/money';

/**
 * Money in the reader's language: the one formatter of the browser, the e-mails and (soon) the
 * PDFs. It takes integer minor units, as the money module keeps them, and hands Intl an exact
 * decimal string, so no amount is ever divided as a float (a huge amount keeps its last digit).
 * The currency's decimals come from the money module, the same ones that made the minor units.
 */
const moneyFormats = new Map<string, Intl.NumberFormat>();

function moneyFormat(locale: Locale, currency: string, decimals: number): Intl.NumberFormat {
  const key = `${locale}|${currency}`;
  const hit = moneyFormats.get(key);
  if (hit) {
    return hit;
  }
  // Lists format hundreds of amounts; building a NumberFormat costs far more than using one.
  const format = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  });
  moneyFormats.set(key, format);
  return format;
}

/** Integer minor units as an exact decimal string: (-1250, 3) gives '-1.250', (1500, 0) '1500'. */
export function minorUnitsToDecimal(amountMinor: number, decimals: number): `${number}` {
  if (!Number.isSafeInteger(amountMinor)) {
    throw new RangeError(`amountMinor must be a safe integer, got ${amountMinor}`);
  }
  const sign = amountMinor < 0 ? '-' : '';
  const digits = String(Math.abs(amountMinor)).padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = digits.slice(digits.length - decimals);
  return `${sign}${whole}${fraction ? `.${fraction}` : ''}` as `${number}`;
}

/** `{ amountMinor: 1250, currency: 'KWD' }` in en-US: 'KWD 1.250'; in fr: '1,250 KWD'. */
export function formatMoney({ amountMinor, currency }: Money, locale: Locale): string {
  const code = currency.trim().toUpperCase();
  const decimals = currencyDecimals(code);
  return moneyFormat(locale, code, decimals).format(minorUnitsToDecimal(amountMinor, decimals));
}
