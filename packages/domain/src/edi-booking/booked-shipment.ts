import { fromMajor, money } from '../money/money';
import { toBoxMeasures } from '../packing/box-measures';
import { halfKgSteps, priceByRateCard, type RateCardStep } from '../pricing/price-by-rate-card';
import type { QuoteLine } from '../pricing/quote-ship-request';
import {
  boxWeights,
  type PackedBoxMeasures,
  type PackedBoxWeights,
  shipmentTotals,
} from '../ship-requests/box-weights';
import type { EdiBookingRow } from './edi-booking-row.schema';

/** What a booked row becomes (decision 054): its boxes, weights and freight on account. */
export type BookedShipmentFigures = {
  boxes: (PackedBoxMeasures & PackedBoxWeights)[];
  finalWeightGrams: number;
  billedWeightGrams: number;
  quoteLines: QuoteLine[];
  totalMinor: number;
  currency: string;
  declaredValueMinor: number;
};

/**
 * A valid row as a packed shipment: one box per piece with the row's per-piece weight and sides
 * (the packing rules: grams and millimetres, volumetric and billed weight per box), and the
 * freight of the billed weight on the lane's rate card as its one quote line, in the card's
 * currency. No options, storage or customs lines: a business ships its own packed goods and is
 * billed on account.
 */
export function bookedShipmentFigures(
  row: EdiBookingRow,
  rateCard: { currency: string; steps: readonly RateCardStep[] },
): BookedShipmentFigures {
  const measures = toBoxMeasures({ weight: row.weight, dimensions: row.dimensions });
  const box = { ...measures, ...boxWeights(measures) };
  const boxes = Array.from({ length: row.pieces }, () => ({ ...box }));
  const totals = shipmentTotals(boxes);
  const chargeableKg = totals.billedWeightGrams / 1000;
  const freight = money(
    priceByRateCard({ chargeableKg, steps: rateCard.steps }),
    rateCard.currency,
  );
  return {
    boxes,
    ...totals,
    quoteLines: [
      {
        code: 'FREIGHT',
        reason: 'CHARGEABLE_WEIGHT',
        params: { chargeableKg, halfKgSteps: halfKgSteps(chargeableKg) },
        original: freight,
        amount: freight,
      },
    ],
    totalMinor: freight.amountMinor,
    currency: freight.currency,
    declaredValueMinor: fromMajor(row.declaredValue.amount, row.declaredValue.currency).amountMinor,
  };
}
