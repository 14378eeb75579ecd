import fc from 'fast-check';
import { expect, test } from 'vitest';
import { chargeableWeightKg, OVERSIZE_DIMENSION_SUM_CM } from './chargeable-weight';

test('sets the oversize limit at 200 cm of length plus width plus height', () => {
  expect(OVERSIZE_DIMENSION_SUM_CM).toBe(200);
});

test('charges the actual weight when no dimensions are known', () => {
  expect(chargeableWeightKg({ actualKg: 3, volumetricKg: null, sumOfDimensionsCm: null })).toBe(3);
});

test('charges the actual weight up to 200 cm even when the volumetric weight is higher', () => {
  expect(chargeableWeightKg({ actualKg: 3, volumetricKg: 20, sumOfDimensionsCm: 150 })).toBe(3);
  expect(chargeableWeightKg({ actualKg: 3, volumetricKg: 20, sumOfDimensionsCm: 200 })).toBe(3);
});

test('charges the higher of volumetric and gross weight above 200 cm', () => {
  expect(chargeableWeightKg({ actualKg: 3, volumetricKg: 20, sumOfDimensionsCm: 200.01 })).toBe(20);
  expect(chargeableWeightKg({ actualKg: 25, volumetricKg: 20, sumOfDimensionsCm: 250 })).toBe(25);
});

test('refuses a negative actual weight', () => {
  expect(() =>
    chargeableWeightKg({ actualKg: -1, volumetricKg: null, sumOfDimensionsCm: null }),
  ).toThrow(RangeError);
});

test('never charges less than the actual weight', () => {
  const weight = fc.integer({ min: 0, max: 1_000_000 }).map((grams) => grams / 1000);
  fc.assert(
    fc.property(
      weight,
      fc.option(weight),
      fc.option(fc.integer({ min: 0, max: 1000 })),
      (actualKg, volumetricKg, sumOfDimensionsCm) => {
        const chargeable = chargeableWeightKg({ actualKg, volumetricKg, sumOfDimensionsCm });
        expect(chargeable).toBeGreaterThanOrEqual(actualKg);
        if (volumetricKg !== null && sumOfDimensionsCm !== null && sumOfDimensionsCm > 200) {
          expect(chargeable).toBe(Math.max(actualKg, volumetricKg));
        } else {
          expect(chargeable).toBe(actualKg);
        }
      },
    ),
  );
});
