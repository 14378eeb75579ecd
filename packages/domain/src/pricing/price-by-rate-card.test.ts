import fc from 'fast-check';
import { expect, test } from 'vitest';
import { HALF_KG, halfKgSteps, priceByRateCard } from './price-by-rate-card';

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
  const card = { firstHalfKgMinor: 2_500, additionalHalfKgMinor: 800 };
  expect(priceByRateCard({ ...card, chargeableKg: 0.3 })).toBe(2_500);
  expect(priceByRateCard({ ...card, chargeableKg: 2.5 })).toBe(2_500 + 4 * 800);
  expect(priceByRateCard({ ...card, chargeableKg: 2.51 })).toBe(2_500 + 5 * 800);
  expect(priceByRateCard({ ...card, chargeableKg: 0 })).toBe(0);
  expect(() => priceByRateCard({ ...card, firstHalfKgMinor: 25.5, chargeableKg: 1 })).toThrow();
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
