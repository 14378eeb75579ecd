import { parcelWeights } from '../shipping/shipment-weight';

export type PackedBoxMeasures = {
  actualWeightGrams: number;
  lengthMm: number;
  widthMm: number;
  heightMm: number;
};

export type PackedBoxWeights = { volumetricWeightGrams: number; billedWeightGrams: number };

/**
 * A packed box's volumetric and billed weight in grams (spec sections 3 and 9): the shipping
 * rules in kilograms and centimetres (divisor 6000, the 200 cm oversize rule), written once in
 * `shipping/`, turned back into whole grams.
 */
export function boxWeights(box: PackedBoxMeasures): PackedBoxWeights {
  const { actualWeightGrams, lengthMm, widthMm, heightMm } = box;
  for (const value of [actualWeightGrams, lengthMm, widthMm, heightMm]) {
    if (!Number.isInteger(value) || value <= 0) {
      throw new RangeError(`a box's weight and sides are positive whole numbers, got ${value}`);
    }
  }
  const weights = parcelWeights({
    weight: { amount: actualWeightGrams / 1000, unit: 'Kg' },
    dimensions: { length: lengthMm / 10, width: widthMm / 10, depth: heightMm / 10, unit: 'Cm' },
  });
  return {
    volumetricWeightGrams: Math.round((weights.volumetricKg ?? 0) * 1000),
    billedWeightGrams: Math.round(weights.chargeableKg * 1000),
  };
}

/** A shipment's final and billed weight: the sums over its boxes (spec section 3, final weight). */
export function shipmentTotals(boxes: readonly (PackedBoxMeasures & PackedBoxWeights)[]): {
  finalWeightGrams: number;
  billedWeightGrams: number;
} {
  let finalWeightGrams = 0;
  let billedWeightGrams = 0;
  for (const box of boxes) {
    finalWeightGrams += box.actualWeightGrams;
    billedWeightGrams += box.billedWeightGrams;
  }
  return { finalWeightGrams, billedWeightGrams };
}
