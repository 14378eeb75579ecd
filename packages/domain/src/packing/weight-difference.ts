import { type Money, money } from '../money/money';
import { priceByRateCard, type RateCardStep } from '../pricing/price-by-rate-card';
import type { QuoteLine } from '../pricing/quote-ship-request';

/** How the packed shipment's billed weight compares with the weight the customer paid for. */
export type WeightDifference =
  | { kind: 'same'; paidKg: number; billedKg: number }
  /** Lighter than paid: shown, never refunded (issue 12). */
  | { kind: 'lower'; paidKg: number; billedKg: number }
  | {
      kind: 'higher';
      paidKg: number;
      billedKg: number;
      extraKg: number;
      /** The difference on the request's own rate card, in the card's currency. */
      original: Money;
      /** The same in the request's currency: what the customer owes. */
      amount: Money;
    };

/**
 * The weight difference of a packed request (issue 12, Packing): the freight of the billed weight
 * less the freight of the paid weight, both on the rate card version the request was quoted on
 * (never today's prices), converted at the rate the request's own freight line was paid at. A
 * heavier box in the same started half kilogram costs nothing more.
 */
export function weightDifference(input: {
  paidKg: number;
  billedKg: number;
  rateCard: { currency: string; steps: readonly RateCardStep[] };
  /** The paid FREIGHT line: its rate card figure and its amount in the request's currency. */
  freight: { original: Money; amount: Money };
}): WeightDifference {
  const { paidKg, billedKg, rateCard, freight } = input;
  const extraMinor =
    priceByRateCard({ chargeableKg: billedKg, steps: rateCard.steps }) -
    priceByRateCard({ chargeableKg: paidKg, steps: rateCard.steps });
  if (extraMinor <= 0) {
    return { kind: billedKg < paidKg ? 'lower' : 'same', paidKg, billedKg };
  }

  const original = money(extraMinor, rateCard.currency);
  return {
    kind: 'higher',
    paidKg,
    billedKg,
    extraKg: Math.round((billedKg - paidKg) * 100) / 100,
    original,
    amount: convertAsFreight(original, freight),
  };
}

function convertAsFreight(original: Money, freight: { original: Money; amount: Money }): Money {
  if (freight.amount.currency === original.currency) {
    return original;
  }
  if (freight.original.currency !== original.currency || freight.original.amountMinor <= 0) {
    throw new RangeError('the paid freight line gives no rate into the request currency');
  }
  // Minor units to minor units: the ratio carries both currencies' decimals (USD 2, KWD 3).
  const ratio = freight.amount.amountMinor / freight.original.amountMinor;
  return money(Math.round(original.amountMinor * ratio), freight.amount.currency);
}

/** The FREIGHT line of a stored quote: the chargeable weight paid for and what it cost. */
export function paidFreight(
  lines: readonly QuoteLine[],
): { chargeableKg: number; original: Money; amount: Money } | null {
  const freight = lines.find((line) => line.code === 'FREIGHT');
  const chargeableKg = Number(freight?.params.chargeableKg);
  if (!freight || !Number.isFinite(chargeableKg)) {
    return null;
  }
  return { chargeableKg, original: freight.original, amount: freight.amount };
}
