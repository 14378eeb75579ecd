import fc from 'fast-check';
import { expect, test } from 'vitest';
import type { ParcelMeasures } from '../shipping/shipment-weight';
import { consolidationSaving } from './consolidation-saving';
import { linearRateCardSteps } from './price-by-rate-card';

/** USD 12.50 for the first 0.5 kg, USD 4.00 for each further started 0.5 kg. */
const rateCard = { currency: 'USD', steps: linearRateCardSteps(1_250, 400) };

function parcel(kg: number, cm = 10): ParcelMeasures {
  return {
    weight: { amount: kg, unit: 'Kg' },
    dimensions: { length: cm, width: cm, depth: cm, unit: 'Cm' },
  };
}

test('two 2 kg packages alone cost 2 x 24.50; together 4 kg cost 40.50: 8.50 saved', () => {
  expect(consolidationSaving({ packages: [parcel(2), parcel(2)], rateCard })).toEqual({
    amountMinor: 850,
    currency: 'USD',
  });
});

test('started half kilograms add up: 0.3 kg and 0.3 kg alone are two first steps, together one', () => {
  // Alone: 12.50 + 12.50; together 0.6 kg: 12.50 + 4.00.
  expect(consolidationSaving({ packages: [parcel(0.3), parcel(0.3)], rateCard }).amountMinor).toBe(
    850,
  );
});

test('one package saves nothing', () => {
  expect(consolidationSaving({ packages: [parcel(7)], rateCard })).toEqual({
    amountMinor: 0,
    currency: 'USD',
  });
});

test('a card that prices a heavier shipment above two lighter ones never makes a negative saving', () => {
  const steep = {
    currency: 'USD',
    steps: [
      { kg: 0.5, amountMinor: 100 },
      { kg: 1, amountMinor: 1_000 },
    ],
  };
  // Alone 1.00 + 1.00, together 10.00: consolidating costs more, so it saves nothing.
  expect(consolidationSaving({ packages: [parcel(0.5), parcel(0.5)], rateCard: steep })).toEqual({
    amountMinor: 0,
    currency: 'USD',
  });
});

test('on a linear card the saving is never negative and at most one first step per extra package', () => {
  fc.assert(
    fc.property(
      fc.array(fc.double({ min: 0.1, max: 30, noNaN: true }), { minLength: 1, maxLength: 8 }),
      (weights) => {
        const saving = consolidationSaving({ packages: weights.map((kg) => parcel(kg)), rateCard });
        expect(saving.amountMinor).toBeGreaterThanOrEqual(0);
        expect(saving.amountMinor).toBeLessThanOrEqual((weights.length - 1) * 1_250);
      },
    ),
  );
});
