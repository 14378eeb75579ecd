import type { Locale } from '@skyparcel/domain/locale';
import { currencyDecimals, fromMajor, type Money } from '@skyparcel/domain/money';
import type { MoneyDto } from '@skyparcel/domain/pricing';

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

/**
 * Integer minor units as an exact decimal string: (-1250, 3) gives '-1.250', (1500, 0) '1500'.
 * The amount is a safe integer: `money()` built it (a fraction would print wrongly).
 */
export function minorUnitsToDecimal(amountMinor: number, decimals: number): `${number}` {
  const digits = String(Math.abs(amountMinor)).padStart(decimals + 1, '0');
  const point = digits.length - decimals;
  return `${amountMinor < 0 ? '-' : ''}${digits.slice(0, point)}${decimals ? '.' : ''}${digits.slice(point)}` as `${number}`;
}

/** `{ amountMinor: 1250, currency: 'KWD' }` in en-US: 'KWD 1.250'; in fr: '1,250 KWD'. */
export function formatMoney({ amountMinor, currency }: Money, locale: Locale): string {
  const code = currency.trim().toUpperCase();
  const decimals = currencyDecimals(code);
  return moneyFormat(locale, code, decimals).format(minorUnitsToDecimal(amountMinor, decimals));
}

/**
 * Money of the API's wire shape (`{ amount, currency }` in major units, as the browser receives
 * it): the money module turns it back into integer minor units first.
 */
export function formatMoneyDto(value: MoneyDto, locale: Locale): string {
  return formatMoney(fromMajor(value.amount, value.currency), locale);
}
