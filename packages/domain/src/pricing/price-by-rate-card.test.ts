import fc from 'fast-check';
import { expect, test } from 'vitest';
import {
  HALF_KG,
  halfKgSteps,
  linearRateCardSteps,
  priceByRateCard,
  rateCardStepProblems,
} from './price-by-rate-card';

test('rounds chargeable weight up to the next 0.5 kg', () => {
  expect(HALF_KG).toBe(0.5);
  expect(halfKgSteps(2.5)).toBe(5);
  expect(halfKgSteps(2.51)).toBe(6);
  expect(halfKgSteps(0.5)).toBe(1);
  expect(halfKgSteps(0.51)).toBe(2);
});

test('counts at least one step, even for nothing', () => {
  expect(halfKgSteps(0)).toBe(1);
  expect(halfKgSteps(0.01)).toBe(1);
});

test('ignores binary noise on a half-kilogram boundary', () => {
  expect(halfKgSteps(0.1 + 0.2 + 2.2)).toBe(5);
  expect(halfKgSteps(2.5000000000000004)).toBe(5);
  expect(halfKgSteps(2.501)).toBe(6);
});

test('refuses a negative or non-finite weight', () => {
  expect(() => halfKgSteps(-0.1)).toThrow(RangeError);
  expect(() => halfKgSteps(Number.NaN)).toThrow(RangeError);
});

test('prices the first half kilogram and each further started one', () => {
  const card = { steps: linearRateCardSteps(2_500, 800) };
  expect(priceByRateCard({ ...card, chargeableKg: 0.3 })).toBe(2_500);
  expect(priceByRateCard({ ...card, chargeableKg: 2.5 })).toBe(2_500 + 4 * 800);
  expect(priceByRateCard({ ...card, chargeableKg: 2.51 })).toBe(2_500 + 5 * 800);
  expect(priceByRateCard({ ...card, chargeableKg: 0 })).toBe(0);
  const broken = [{ kg: 0.5, amountMinor: 25.5 }];
  expect(() => priceByRateCard({ steps: broken, chargeableKg: 1 })).toThrow(RangeError);
  expect(() => priceByRateCard({ steps: [], chargeableKg: 1 })).toThrow(RangeError);
});

test('reads a listed step, then continues the last increment above the card', () => {
  const steps = [
    { kg: 0.5, amountMinor: 1_000 },
    { kg: 1, amountMinor: 1_600 },
    { kg: 1.5, amountMinor: 1_900 },
  ];
  expect(priceByRateCard({ steps, chargeableKg: 0.9 })).toBe(1_600);
  expect(priceByRateCard({ steps, chargeableKg: 1.5 })).toBe(1_900);
  expect(priceByRateCard({ steps, chargeableKg: 2.2 })).toBe(1_900 + 2 * 300);
  expect(priceByRateCard({ steps: [{ kg: 0.5, amountMinor: 700 }], chargeableKg: 1.1 })).toBe(
    2_100,
  );
});

test('a card of steps prices every weight as the first-and-further formula did', () => {
  const kg = fc.integer({ min: 1, max: 200_000 }).map((grams) => grams / 1000);
  fc.assert(
    fc.property(kg, fc.integer({ min: 2, max: 40 }), (weight, count) => {
      const steps = linearRateCardSteps(1_150, 375, count);
      expect(priceByRateCard({ steps, chargeableKg: weight })).toBe(
        1_150 + (halfKgSteps(weight) - 1) * 375,
      );
    }),
  );
});

test('tells why steps cannot be stored, step by step', () => {
  expect(rateCardStepProblems(linearRateCardSteps(100, 50, 4))).toEqual([]);
  expect(rateCardStepProblems([])).toEqual([{ index: 0, problem: 'RATE_CARD_EMPTY' }]);
  expect(
    rateCardStepProblems([
      { kg: 0.5, amountMinor: 100 },
      { kg: 1.5, amountMinor: 200 },
      { kg: 1.7, amountMinor: 300 },
      { kg: 2, amountMinor: -1 },
    ]),
  ).toEqual([
    { index: 1, problem: 'RATE_CARD_STEPS_NOT_ASCENDING' },
    { index: 2, problem: 'RATE_CARD_STEP_NOT_HALF_KG' },
    { index: 3, problem: 'RATE_CARD_AMOUNT_INVALID' },
  ]);
  expect(
    rateCardStepProblems([
      { kg: 0.5, amountMinor: 100 },
      { kg: 1, amountMinor: 99 },
      { kg: 1.5, amountMinor: 1.5 },
    ]),
  ).toEqual([
    { index: 1, problem: 'RATE_CARD_AMOUNT_DECREASES' },
    { index: 2, problem: 'RATE_CARD_AMOUNT_INVALID' },
  ]);
  const tooMany = linearRateCardSteps(100, 1, 201);
  expect(rateCardStepProblems(tooMany)).toEqual([
    { index: 200, problem: 'RATE_CARD_TOO_MANY_STEPS' },
  ]);
});

test('never takes fewer steps for more weight', () => {
  const kg = fc.integer({ min: 0, max: 10_000_000 }).map((grams) => grams / 1000);
  fc.assert(
    fc.property(kg, kg, (a, b) => {
      const [light, heavy] = a <= b ? [a, b] : [b, a];
      expect(halfKgSteps(heavy)).toBeGreaterThanOrEqual(halfKgSteps(light));
      expect(halfKgSteps(heavy) * HALF_KG).toBeGreaterThanOrEqual(heavy);
      expect((halfKgSteps(heavy) - 1) * HALF_KG).toBeLessThan(Math.max(heavy, HALF_KG));
    }),
  );
});
