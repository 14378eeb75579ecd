import fc from 'fast-check';
import { expect, test } from 'vitest';
import { type ParcelMeasures, parcelWeights, shipmentWeights } from './shipment-weight';

test('a parcel is charged its actual weight unless L+W+H exceeds 200 cm', () => {
  expect(
    parcelWeights({
      weight: { amount: 2, unit: 'Kg' },
      dimensions: { length: 30, width: 20, depth: 10, unit: 'Cm' },
    }),
  ).toEqual({ actualKg: 2, volumetricKg: 1, chargeableKg: 2 });
  expect(
    parcelWeights({
      weight: { amount: 2, unit: 'Kg' },
      dimensions: { length: 100, width: 60, depth: 50, unit: 'Cm' },
    }).chargeableKg,
  ).toBe(50);
  expect(parcelWeights({ weight: { amount: 4.41, unit: 'Lb' } }).chargeableKg).toBe(2);
});

test('a consolidated shipment weighs the sum of its parcels, and adding one never lowers it', () => {
  const parcel = fc.record({
    weight: fc.record({
      amount: fc.double({ min: 0, max: 70, noNaN: true }),
      unit: fc.constantFrom('Kg' as const, 'Lb' as const),
    }),
    dimensions: fc.record({
      length: fc.integer({ min: 1, max: 150 }),
      width: fc.integer({ min: 1, max: 100 }),
      depth: fc.integer({ min: 1, max: 100 }),
      unit: fc.constantFrom('Cm' as const, 'In' as const),
    }),
  });
  fc.assert(
    fc.property(fc.array(parcel, { maxLength: 10 }), parcel, (parcels: ParcelMeasures[], more) => {
      const before = shipmentWeights(parcels);
      const after = shipmentWeights([...parcels, more]);
      expect(after.chargeableKg).toBeGreaterThanOrEqual(before.chargeableKg);
      expect(after.chargeableKg).toBeGreaterThanOrEqual(after.actualKg);
    }),
  );
});
