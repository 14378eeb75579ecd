import fc from 'fast-check';
import { expect, test } from 'vitest';
import { boxWeights, shipmentTotals } from './box-weights';

test('a small box bills its actual weight; the volumetric weight is L x W x H / 6000', () => {
  // 40 x 30 x 20 cm = 24,000 cm³ / 6000 = 4 kg; the sides add up to 90 cm, under 200.
  expect(
    boxWeights({ actualWeightGrams: 2_500, lengthMm: 400, widthMm: 300, heightMm: 200 }),
  ).toEqual({ volumetricWeightGrams: 4_000, billedWeightGrams: 2_500 });
});

test('a box over 200 cm in sides bills the higher of volumetric and actual weight', () => {
  // 100 x 60 x 50 cm = 300,000 cm³ / 6000 = 50 kg; 210 cm of sides.
  expect(
    boxWeights({ actualWeightGrams: 12_000, lengthMm: 1_000, widthMm: 600, heightMm: 500 }),
  ).toEqual({ volumetricWeightGrams: 50_000, billedWeightGrams: 50_000 });
  expect(
    boxWeights({ actualWeightGrams: 61_000, lengthMm: 1_000, widthMm: 600, heightMm: 500 }),
  ).toEqual({ volumetricWeightGrams: 50_000, billedWeightGrams: 61_000 });
});

test('refuses a box without weight or with a side of zero', () => {
  expect(() =>
    boxWeights({ actualWeightGrams: 0, lengthMm: 100, widthMm: 100, heightMm: 100 }),
  ).toThrow(RangeError);
  expect(() =>
    boxWeights({ actualWeightGrams: 100, lengthMm: 100, widthMm: 0, heightMm: 100 }),
  ).toThrow(RangeError);
});

test('the billed weight is never below the actual weight', () => {
  const grams = fc.integer({ min: 1, max: 100_000 });
  const side = fc.integer({ min: 1, max: 2_000 });
  fc.assert(
    fc.property(grams, side, side, side, (actualWeightGrams, lengthMm, widthMm, heightMm) => {
      const box = { actualWeightGrams, lengthMm, widthMm, heightMm };
      expect(boxWeights(box).billedWeightGrams).toBeGreaterThanOrEqual(actualWeightGrams);
    }),
  );
});

test('the shipment adds up its boxes', () => {
  const first = { actualWeightGrams: 2_500, lengthMm: 400, widthMm: 300, heightMm: 200 };
  const second = { actualWeightGrams: 12_000, lengthMm: 1_000, widthMm: 600, heightMm: 500 };
  expect(
    shipmentTotals([
      { ...first, ...boxWeights(first) },
      { ...second, ...boxWeights(second) },
    ]),
  ).toEqual({ finalWeightGrams: 14_500, billedWeightGrams: 52_500 });
});
