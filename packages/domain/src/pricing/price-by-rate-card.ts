import { roundTo } from '../units/convert-units';

/** Rate cards price weight in steps of half a kilogram. */
export const HALF_KG = 0.5;

/** Started half kilograms, at least 1: 2.5 kg is 5 steps, 2.51 kg is 6 (rate card rule). */
export function halfKgSteps(chargeableKg: number): number {
  if (!Number.isFinite(chargeableKg) || chargeableKg < 0) {
    throw new RangeError(`chargeable weight must be finite and not negative, got ${chargeableKg}`);
  }
  // Drop binary noise below half a milligram so that 2.5000000000000004 kg stays 5 steps.
  const steps = Math.ceil(roundTo(chargeableKg / HALF_KG, 6));
  return Math.max(1, steps);
}

/** First half kg plus each further started half kg, in minor units; 0 kg costs 0 (rate card rule). */
export function priceByRateCard(input: {
  chargeableKg: number;
  firstHalfKgMinor: number;
  additionalHalfKgMinor: number;
}): number {
  const { chargeableKg, firstHalfKgMinor, additionalHalfKgMinor } = input;
  if (!Number.isSafeInteger(firstHalfKgMinor) || !Number.isSafeInteger(additionalHalfKgMinor)) {
    throw new RangeError('rate card prices must be integer minor units');
  }
  const steps = halfKgSteps(chargeableKg);
  if (chargeableKg === 0) {
    return 0;
  }

  return firstHalfKgMinor + (steps - 1) * additionalHalfKgMinor;
}
