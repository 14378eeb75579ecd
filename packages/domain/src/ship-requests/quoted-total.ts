import { fromMajor, type Money } from '../money/money';
import type { MoneyDto } from '../pricing/delivery-price.schemas';

/**
 * Whether the total a customer saw (major units, as the wizard showed it) is the price now, to
 * the minor unit and in the same currency: the amount shown is the amount charged (issue 11).
 */
export function isQuotedTotal(seen: MoneyDto, total: Money): boolean {
  return (
    seen.currency.toUpperCase() === total.currency &&
    fromMajor(seen.amount, seen.currency).amountMinor === total.amountMinor
  );
}
