import { parcelWeights } from '../shipping/shipment-weight';
import { VOLUMETRIC_DIVISOR } from '../shipping/volumetric-weight';
import { IN_TO_CM, roundTo } from '../units/convert-units';
import type { BoxWeightsDto } from './ship-request.schemas';

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

/** Millimetres in an inch: exact, so a cubic inch is 25.4³ mm³ (16,387.064). */
const MM_PER_INCH = IN_TO_CM * 10;

/**
 * A box's DIM weight in pounds (spec sections 3 and 9, 'DIM' and 'dimWeight'): L x W x H in
 * inches / 166, the US carriers' figure beside the metric volumetric weight (L x W x H cm /
 * 6000, `volumetricWeightGrams`). Worked out from the stored millimetres in one step, the sides
 * never rounded to inches first, then rounded once to 2 decimals, half away from zero
 * (`roundTo`, as every weight of spec section 9).
 */
export function dimWeightLb(box: Pick<PackedBoxMeasures, 'lengthMm' | 'widthMm' | 'heightMm'>) {
  const { lengthMm, widthMm, heightMm } = box;
  for (const value of [lengthMm, widthMm, heightMm]) {
    if (!Number.isInteger(value) || value <= 0) {
      throw new RangeError(`a box's sides are positive whole millimetres, got ${value}`);
    }
  }
  const cubicInches = (lengthMm * widthMm * heightMm) / MM_PER_INCH ** 3;
  return roundTo(cubicInches / VOLUMETRIC_DIVISOR.In, 2);
}

/**
 * The DIM weight of many boxes: the sum of each box's rounded figure, so a total printed under
 * a list of boxes is the sum of the rows shown above it. Boxes of the same sides may come once
 * with their `count` (an EDI booking's thousands of boxes, grouped by the database).
 */
export function totalDimWeightLb(
  boxes: readonly (Pick<PackedBoxMeasures, 'lengthMm' | 'widthMm' | 'heightMm'> & {
    count?: number;
  })[],
): number {
  return roundTo(
    boxes.reduce((sum, box) => sum + dimWeightLb(box) * (box.count ?? 1), 0),
    2,
  );
}

/**
 * A packed box's four weights as the spec names them (section 3, Shipment: boxes with
 * actualWeight, billedWeight, dimWeight, volWeight), each a weight with its unit: the actual,
 * billed and volumetric (L x W x H cm / 6000) weights in kilograms from the stored grams, the DIM
 * weight in pounds (`dimWeightLb`).
 */
export function boxWeightDtos(box: PackedBoxMeasures & PackedBoxWeights): BoxWeightsDto {
  const kg = (grams: number) => ({ amount: grams / 1000, unit: 'Kg' as const });
  return {
    actualWeight: kg(box.actualWeightGrams),
    billedWeight: kg(box.billedWeightGrams),
    dimWeight: { amount: dimWeightLb(box), unit: 'Lb' },
    volWeight: kg(box.volumetricWeightGrams),
  };
}
