import fc from 'fast-check';
import { expect, test } from 'vitest';
import { LB_TO_KG } from '../units/convert-units';
import {
  boxWeightDtos,
  boxWeights,
  dimWeightLb,
  shipmentTotals,
  totalDimWeightLb,
} from './box-weights';

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

test('the DIM weight is L x W x H in inches / 166, in pounds, rounded once to 2 decimals', () => {
  // 12 x 12 x 12 in (304.8 mm is exactly 12 in, but boxes are whole millimetres: 305 mm)
  // = 1,731.4 in³ / 166 = 10.43 lb; the sides are not rounded to inches first.
  expect(dimWeightLb({ lengthMm: 305, widthMm: 305, heightMm: 305 })).toBe(10.43);
  // 40 x 30 x 20 cm = 24,000,000 mm³ = 1,464.57 in³ / 166 = 8.8227 lb.
  expect(dimWeightLb({ lengthMm: 400, widthMm: 300, heightMm: 200 })).toBe(8.82);
  // 254 x 254 x 254 mm is exactly 10 x 10 x 10 in: 1,000 / 166 = 6.0241 lb.
  expect(dimWeightLb({ lengthMm: 254, widthMm: 254, heightMm: 254 })).toBe(6.02);
});

test('DIM weight refuses a side that is not a positive whole number of millimetres', () => {
  expect(() => dimWeightLb({ lengthMm: 0, widthMm: 100, heightMm: 100 })).toThrow(RangeError);
  expect(() => dimWeightLb({ lengthMm: 100, widthMm: 10.5, heightMm: 100 })).toThrow(RangeError);
});

test('the DIM weight in pounds and the volumetric weight in kilograms describe the same box', () => {
  // 166 in³ is 1 lb of DIM weight; 6,000 cm³ is 1 kg of volumetric weight. The two divisors
  // differ (166 in³/lb is 5,997.9 cm³/kg), so the figures agree to within a tenth of a percent
  // and a rounding step each.
  const side = fc.integer({ min: 50, max: 1_500 });
  fc.assert(
    fc.property(side, side, side, (lengthMm, widthMm, heightMm) => {
      const box = { actualWeightGrams: 1_000, lengthMm, widthMm, heightMm };
      const { volumetricWeightGrams } = boxWeights(box);
      const dimKg = dimWeightLb(box) * LB_TO_KG;
      expect(Math.abs(dimKg - volumetricWeightGrams / 1000)).toBeLessThanOrEqual(
        (volumetricWeightGrams / 1000) * 0.001 + 0.01,
      );
    }),
  );
});

test('a box answers its four weights by the spec names, each with its unit', () => {
  const box = { actualWeightGrams: 2_500, lengthMm: 400, widthMm: 300, heightMm: 200 };
  expect(boxWeightDtos({ ...box, ...boxWeights(box) })).toEqual({
    actualWeight: { amount: 2.5, unit: 'Kg' },
    billedWeight: { amount: 2.5, unit: 'Kg' },
    dimWeight: { amount: 8.82, unit: 'Lb' },
    volWeight: { amount: 4, unit: 'Kg' },
  });
});

test('the DIM weight of many boxes is the sum of the rounded figures shown for each', () => {
  const boxes = [
    { lengthMm: 400, widthMm: 300, heightMm: 200 },
    { lengthMm: 305, widthMm: 305, heightMm: 305 },
  ];
  expect(totalDimWeightLb(boxes)).toBe(19.25);
  expect(totalDimWeightLb([])).toBe(0);
  // Three boxes of one size, given once with their count: 3 x 8.82.
  expect(totalDimWeightLb([{ lengthMm: 400, widthMm: 300, heightMm: 200, count: 3 }])).toBe(26.46);
});
