import fc from 'fast-check';
import { expect, test } from 'vitest';
import { sumOfDimensionsCm, VOLUMETRIC_DIVISOR, volumetricWeightKg } from './volumetric-weight';

test('divides by 166 for inches and by 6000 for centimetres', () => {
  expect(VOLUMETRIC_DIVISOR).toEqual({ In: 166, Cm: 6000 });
});

test('gives kilograms from centimetres with the 6000 divisor', () => {
  expect(volumetricWeightKg({ length: 60, width: 50, depth: 40, unit: 'Cm' })).toBe(20);
  expect(volumetricWeightKg({ length: 10, width: 10, depth: 10, unit: 'Cm' })).toBe(0.17);
});

test('gives pounds from inches with the 166 divisor and converts them to kilograms', () => {
  // 20 x 20 x 20 / 166 = 48.19 lb = 21.86 kg
  expect(volumetricWeightKg({ length: 20, width: 20, depth: 20, unit: 'In' })).toBe(21.86);
  // 166 cubic inches is exactly 1 lb
  expect(volumetricWeightKg({ length: 166, width: 1, depth: 1, unit: 'In' })).toBe(0.45);
});

test('multiplies by the number of pieces and rounds once', () => {
  expect(volumetricWeightKg({ length: 60, width: 50, depth: 40, unit: 'Cm', pieces: 3 })).toBe(60);
  // 0.1667 kg per piece: 6 pieces are exactly 1 kg, not 6 x 0.17
  expect(volumetricWeightKg({ length: 10, width: 10, depth: 10, unit: 'Cm', pieces: 6 })).toBe(1);
});

test('refuses negative dimensions and a number of pieces that is not a positive integer', () => {
  expect(() => volumetricWeightKg({ length: -1, width: 1, depth: 1, unit: 'Cm' })).toThrow();
  expect(() =>
    volumetricWeightKg({ length: 1, width: 1, depth: 1, unit: 'Cm', pieces: 0 }),
  ).toThrow();
  expect(() =>
    volumetricWeightKg({ length: 1, width: 1, depth: 1, unit: 'In', pieces: 1.5 }),
  ).toThrow();
});

test('adds length, width and height in centimetres', () => {
  expect(sumOfDimensionsCm({ length: 80, width: 70, depth: 50.5, unit: 'Cm' })).toBe(200.5);
  expect(sumOfDimensionsCm({ length: 30, width: 30, depth: 20, unit: 'In' })).toBe(203.2);
  expect(sumOfDimensionsCm({ length: 0.1, width: 0.2, depth: 0, unit: 'Cm' })).toBe(0.3);
});

test('scales linearly with the number of pieces', () => {
  const dimension = fc.integer({ min: 1, max: 20_000 }).map((tenths) => tenths / 10);
  fc.assert(
    fc.property(
      dimension,
      dimension,
      dimension,
      fc.constantFrom('In' as const, 'Cm' as const),
      fc.integer({ min: 1, max: 99 }),
      (length, width, depth, unit, pieces) => {
        const box = { length, width, depth, unit };
        const exact =
          ((length * width * depth) / VOLUMETRIC_DIVISOR[unit]) * (unit === 'In' ? 0.453592 : 1);
        expect(
          Math.abs(volumetricWeightKg({ ...box, pieces }) - exact * pieces),
        ).toBeLessThanOrEqual(0.005 + 1e-6);
        expect(volumetricWeightKg({ ...box, pieces })).toBeGreaterThanOrEqual(
          volumetricWeightKg(box),
        );
      },
    ),
  );
});
