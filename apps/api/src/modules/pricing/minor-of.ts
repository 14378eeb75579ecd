import { AppError } from '@skyparcel/domain/errors';
import { currencyDecimals, fromMajor } from '@skyparcel/domain/money';

/**
 * An operator's amount in major units to minor units of `currency`, refusing more decimals than
 * the currency has (prices and coupons alike: decisions 040, 045).
 */
export function minorOf(amount: number, currency: string, field: string): number {
  const scaled = amount * 10 ** currencyDecimals(currency);
  // Binary noise (0.1 + 0.2) is not a third decimal; 12.345 USD is.
  if (Math.abs(scaled - Math.round(scaled)) > 1e-6) {
    throw new AppError('PRICE_DATA_INVALID', {
      fields: { [field]: 'operator.prices.problems.decimals' },
    });
  }
  return fromMajor(amount, currency).amountMinor;
}
