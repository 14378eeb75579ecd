import type { LengthUnit } from '../pricing/delivery-price.schemas';
import { IN_TO_CM, LB_TO_KG, roundTo } from '../units/convert-units';

/** L x W x H divided by this gives pounds for inches and kilograms for centimetres (spec section 9). */
export const VOLUMETRIC_DIVISOR = { In: 166, Cm: 6000 } as const;

export type VolumetricWeightInput = {
  length: number;
  width: number;
  depth: number;
  unit: LengthUnit;
  pieces?: number;
};

/** Volumetric weight in kg: L x W x H / 166 (in, lb) or / 6000 (cm, kg), x pieces, 2 decimals (spec section 9). */
export function volumetricWeightKg(input: VolumetricWeightInput): number {
  const { length, width, depth, unit, pieces = 1 } = input;
  assertDimensions(length, width, depth);
  if (!Number.isInteger(pieces) || pieces < 1) {
    throw new RangeError(`pieces must be a positive integer, got ${pieces}`);
  }

  const perPiece = (length * width * depth) / VOLUMETRIC_DIVISOR[unit];
  const perPieceKg = unit === 'In' ? perPiece * LB_TO_KG : perPiece;
  // Round once, after multiplying by the pieces, so rounding errors do not multiply too.
  return roundTo(perPieceKg * pieces, 2);
}

/** L + W + H in centimetres, 2 decimals, for the 200 cm oversize rule (spec section 9). */
export function sumOfDimensionsCm(input: Omit<VolumetricWeightInput, 'pieces'>): number {
  const { length, width, depth, unit } = input;
  assertDimensions(length, width, depth);

  const sum = length + width + depth;
  return roundTo(unit === 'In' ? sum * IN_TO_CM : sum, 2);
}

function assertDimensions(...dimensions: number[]): void {
  for (const dimension of dimensions) {
    if (!Number.isFinite(dimension) || dimension < 0) {
      throw new RangeError(`dimensions must be finite and not negative, got ${dimension}`);
    }
  }
}
