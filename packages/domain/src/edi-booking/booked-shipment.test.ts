import { expect, test } from 'vitest';
import { linearRateCardSteps } from '../pricing/price-by-rate-card';
import { bookedShipmentFigures } from './booked-shipment';
import type { EdiBookingRow } from './edi-booking-row.schema';

const row: EdiBookingRow = {
  shipperName: 'Demo Trading LLC',
  shipperPhone: null,
  consignee: {
    name: 'Mariam',
    street: 'Block 3',
    street2: null,
    city: 'Kuwait City',
    stateOrProvince: 'Al Asimah',
    zip: null,
    countryCode: 'KW',
    phoneCountryCode: '+965',
    phoneNumber: '51234567',
  },
  pieces: 2,
  palletCount: null,
  weight: { amount: 2.2, unit: 'Kg' },
  dimensions: { length: 30, width: 20, depth: 15, unit: 'Cm' },
  declaredValue: { amount: 12.5, currency: 'KWD' },
  description: 'Shirts',
  hsCode: '610910',
  productType: 'clothing',
  originAirport: 'JFK',
  destinationAirport: 'KWI',
};

test('one box per piece with the per-piece weight; freight of the billed weight on the lane card', () => {
  const figures = bookedShipmentFigures(row, {
    currency: 'USD',
    steps: linearRateCardSteps(1_000, 500, 20),
  });
  expect(figures.boxes).toHaveLength(2);
  expect(figures.boxes[0]).toMatchObject({ actualWeightGrams: 2_200, lengthMm: 300 });
  expect(figures.finalWeightGrams).toBe(4_400);
  // 30 x 20 x 15 cm is 1.5 kg volumetric: each box bills its 2.2 kg.
  expect(figures.billedWeightGrams).toBe(4_400);
  // 4.4 kg is 9 started half kilograms: 1,000 + 8 x 500.
  expect(figures.totalMinor).toBe(5_000);
  expect(figures.quoteLines).toEqual([
    expect.objectContaining({
      code: 'FREIGHT',
      params: { chargeableKg: 4.4, halfKgSteps: 9 },
      amount: { amountMinor: 5_000, currency: 'USD' },
    }),
  ]);
  // The declared value in the minor units of its own currency (KWD has three decimals).
  expect(figures.declaredValueMinor).toBe(12_500);
});
