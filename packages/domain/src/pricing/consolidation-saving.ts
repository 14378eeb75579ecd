import { type Money, money } from '../money/money';
import { type ParcelMeasures, shipmentWeights } from '../shipping/shipment-weight';
import { priceByRateCard, type RateCardStep } from './price-by-rate-card';

/**
 * Saving by consolidation (issue 14 summary, decision 048): what sending each package alone
 * would cost in freight on the same rate card, less the consolidated freight; never below zero
 * (a card could in theory price a heavier shipment lower per step). Freight only: options,
 * storage and customs are the same whether the packages travel together or not.
 */
export function consolidationSaving(input: {
  packages: readonly ParcelMeasures[];
  rateCard: { currency: string; steps: readonly RateCardStep[] };
}): Money {
  const { packages, rateCard } = input;
  if (packages.length < 2) {
    return money(0, rateCard.currency);
  }
  const alone = packages.reduce(
    (sum, parcel) =>
      sum +
      priceByRateCard({
        chargeableKg: shipmentWeights([parcel]).chargeableKg,
        steps: rateCard.steps,
      }),
    0,
  );
  const together = priceByRateCard({
    chargeableKg: shipmentWeights(packages).chargeableKg,
    steps: rateCard.steps,
  });
  return money(Math.max(0, alone - together), rateCard.currency);
}
