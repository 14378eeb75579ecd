import type { MoneyDto } from '../pricing/delivery-price.schemas';
import { roundTo } from '../units/convert-units';
import { currencyDecimals } from './currency-decimals';

/** Integer minor units plus an ISO 4217 code: `{ amountMinor: 1250, currency: 'KWD' }` is KWD 1.250. */
export type Money = { amountMinor: number; currency: string };

/** Builds money from integer minor units and a 3-letter currency, upper-cased (house money rule). */
export function money(amountMinor: number, currency: string): Money {
  if (!Number.isSafeInteger(amountMinor)) {
    throw new RangeError(`amountMinor must be a safe integer, got ${amountMinor}`);
  }
  const code = currency.trim().toUpperCase();
  if (!/^[A-Z]{3}$/.test(code)) {
    throw new RangeError(`currency must be a 3-letter ISO code, got '${currency}'`);
  }
  return { amountMinor: amountMinor === 0 ? 0 : amountMinor, currency: code };
}

/** Major units (12.345) to money, rounded half away from zero to the currency's decimals. */
export function fromMajor(amount: number, currency: string): Money {
  if (!Number.isFinite(amount)) {
    throw new RangeError(`amount must be finite, got ${amount}`);
  }
  const decimals = currencyDecimals(currency);
  // roundTo leaves at most `decimals` decimals, so the product is an integer up to binary noise.
  return money(Math.round(roundTo(amount, decimals) * 10 ** decimals), currency);
}

/** Money to major units with the currency's decimals (KWD 1250 minor -> 1.25). */
export function toMajor(m: Money): number {
  return m.amountMinor / 10 ** currencyDecimals(m.currency);
}

/** Money to its wire shape `{ amount, currency }` in major units. */
export function toMoneyDto(m: Money): MoneyDto {
  return { amount: toMajor(m), currency: m.currency };
}
