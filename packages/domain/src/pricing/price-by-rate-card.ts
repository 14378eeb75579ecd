import { roundTo } from '../units/convert-units';

/** Rate cards price weight in steps of half a kilogram. */
export const HALF_KG = 0.5;

/** At most 100 kg of listed steps; heavier shipments continue the last step's increment. */
export const MAX_RATE_CARD_STEPS = 200;

/**
 * One line of a rate card: the price of a shipment up to `kg` (a multiple of 0.5 kg), in the
 * card's currency minor units. A card lists its steps from 0.5 kg on, each 0.5 kg after the one
 * before (decision 040).
 */
export type RateCardStep = { kg: number; amountMinor: number };

/** Started half kilograms, at least 1: 2.5 kg is 5 steps, 2.51 kg is 6 (rate card rule). */
export function halfKgSteps(chargeableKg: number): number {
  if (!Number.isFinite(chargeableKg) || chargeableKg < 0) {
    throw new RangeError(`chargeable weight must be finite and not negative, got ${chargeableKg}`);
  }
  // Drop binary noise below half a milligram so that 2.5000000000000004 kg stays 5 steps.
  const steps = Math.ceil(roundTo(chargeableKg / HALF_KG, 6));
  return Math.max(1, steps);
}

/**
 * The price of the started half kilograms of `chargeableKg` on a card of steps: the listed step,
 * or above the last one, the last step plus the last increment (last minus the one before, or the
 * last amount when the card has one step) per further started 0.5 kg. 0 kg costs 0.
 */
export function priceByRateCard(input: {
  chargeableKg: number;
  steps: readonly RateCardStep[];
}): number {
  const { chargeableKg, steps } = input;
  const last = steps.at(-1);
  if (!last || steps.some((step) => !Number.isSafeInteger(step.amountMinor))) {
    throw new RangeError('a rate card needs steps priced in integer minor units');
  }
  const count = halfKgSteps(chargeableKg);
  if (chargeableKg === 0) {
    return 0;
  }
  const listed = steps[count - 1];
  if (listed) {
    return listed.amountMinor;
  }
  const increment = last.amountMinor - (steps.at(-2)?.amountMinor ?? 0);
  return last.amountMinor + (count - steps.length) * increment;
}

/**
 * A card of `count` steps priced as "first half kilogram, then each further started one": the
 * shape the first rate cards had (decision 034), for seeds and tests.
 */
export function linearRateCardSteps(
  firstHalfKgMinor: number,
  additionalHalfKgMinor: number,
  count = 2,
): RateCardStep[] {
  return Array.from({ length: count }, (_, index) => ({
    kg: (index + 1) * HALF_KG,
    amountMinor: firstHalfKgMinor + index * additionalHalfKgMinor,
  }));
}

export type RateCardStepProblem =
  | 'RATE_CARD_EMPTY'
  | 'RATE_CARD_TOO_MANY_STEPS'
  | 'RATE_CARD_STEP_NOT_HALF_KG'
  | 'RATE_CARD_STEPS_NOT_ASCENDING'
  | 'RATE_CARD_AMOUNT_INVALID'
  | 'RATE_CARD_AMOUNT_DECREASES';

/**
 * Why a card's steps cannot be stored, per step index, or an empty list: steps are 0.5 kg, 1 kg,
 * 1.5 kg... in order without a gap; amounts are whole minor units >= 0 and never lower for more
 * weight (adding a parcel must never lower the freight, decision 034).
 */
export function rateCardStepProblems(
  steps: readonly RateCardStep[],
): { index: number; problem: RateCardStepProblem }[] {
  if (steps.length === 0) {
    return [{ index: 0, problem: 'RATE_CARD_EMPTY' }];
  }
  if (steps.length > MAX_RATE_CARD_STEPS) {
    return [{ index: MAX_RATE_CARD_STEPS, problem: 'RATE_CARD_TOO_MANY_STEPS' }];
  }
  const problems: { index: number; problem: RateCardStepProblem }[] = [];
  steps.forEach((step, index) => {
    const halves = roundTo(step.kg / HALF_KG, 6);
    if (!Number.isInteger(halves) || halves < 1) {
      problems.push({ index, problem: 'RATE_CARD_STEP_NOT_HALF_KG' });
    } else if (halves !== index + 1) {
      problems.push({ index, problem: 'RATE_CARD_STEPS_NOT_ASCENDING' });
    } else if (!Number.isSafeInteger(step.amountMinor) || step.amountMinor < 0) {
      problems.push({ index, problem: 'RATE_CARD_AMOUNT_INVALID' });
    } else if (index > 0 && step.amountMinor < (steps[index - 1]?.amountMinor ?? 0)) {
      problems.push({ index, problem: 'RATE_CARD_AMOUNT_DECREASES' });
    }
  });
  return problems;
}
