/** Above this sum of length, width and height the volumetric weight may be charged (spec section 9). */
export const OVERSIZE_DIMENSION_SUM_CM = 200;

export type ChargeableWeightInput = {
  actualKg: number;
  /** Null when no dimensions were given. */
  volumetricKg: number | null;
  /** Null when no dimensions were given. */
  sumOfDimensionsCm: number | null;
};

/** Actual weight, unless L+W+H exceeds 200 cm, then the higher of volumetric and gross (spec section 9). */
export function chargeableWeightKg(input: ChargeableWeightInput): number {
  const { actualKg, volumetricKg, sumOfDimensionsCm } = input;
  if (!Number.isFinite(actualKg) || actualKg < 0) {
    throw new RangeError(`actual weight must be finite and not negative, got ${actualKg}`);
  }
  if (volumetricKg === null || sumOfDimensionsCm === null) {
    return actualKg;
  }
  if (sumOfDimensionsCm <= OVERSIZE_DIMENSION_SUM_CM) {
    return actualKg;
  }

  return Math.max(actualKg, volumetricKg);
}
