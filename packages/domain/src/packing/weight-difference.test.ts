import fc from 'fast-check';
import { expect, test } from 'vitest';
import { money } from '../money/money';
import { linearRateCardSteps } from '../pricing/price-by-rate-card';
import { packedBoxWeights, packedShipmentWeights } from './packed-box-weights';
import { weightDifference } from './weight-difference';

// USD 10.00 the first half kilogram, USD 4.00 each further one.
const rateCard = { currency: 'USD', steps: linearRateCardSteps(1000, 400, 40) };
const usdFreight = { original: money(1800, 'USD'), amount: money(1800, 'USD') };

test('heavier than paid: the freight of the billed weight less the paid one, same card', () => {
  const difference = weightDifference({
    paidKg: 1.5,
    billedKg: 2.3,
    rateCard,
    freight: usdFreight,
  });
  // 1.5 kg = 3 steps = 18.00; 2.3 kg = 5 steps = 26.00.
  expect(difference).toEqual({
    kind: 'higher',
    paidKg: 1.5,
    billedKg: 2.3,
    extraKg: 0.8,
    original: money(800, 'USD'),
    amount: money(800, 'USD'),
  });
});

test('converted into the request currency at the rate its freight line was paid at', () => {
  // The freight USD 18.00 was paid as KWD 5.544 (0.308 KWD per USD).
  const freight = { original: money(1800, 'USD'), amount: money(5544, 'KWD') };
  const difference = weightDifference({ paidKg: 1.5, billedKg: 2.3, rateCard, freight });
  expect(difference.kind === 'higher' && difference.amount).toEqual(money(2464, 'KWD'));
});

test('within the same started half kilogram nothing more is owed; lighter is shown, not refunded', () => {
  expect(weightDifference({ paidKg: 2.1, billedKg: 2.4, rateCard, freight: usdFreight }).kind).toBe(
    'same',
  );
  expect(weightDifference({ paidKg: 2.1, billedKg: 1.2, rateCard, freight: usdFreight })).toEqual({
    kind: 'lower',
    paidKg: 2.1,
    billedKg: 1.2,
  });
});

test('a difference is never negative and is charged only when the billed weight is higher', () => {
  fc.assert(
    fc.property(
      fc.integer({ min: 1, max: 4000 }),
      fc.integer({ min: 1, max: 4000 }),
      (paid, billed) => {
        const difference = weightDifference({
          paidKg: paid / 100,
          billedKg: billed / 100,
          rateCard,
          freight: usdFreight,
        });
        if (difference.kind === 'higher') {
          expect(billed).toBeGreaterThan(paid);
          expect(difference.amount.amountMinor).toBeGreaterThan(0);
        }
      },
    ),
  );
});

test('a box: volumetric by 166 in / 6000 cm, billed by the oversize rule; the shipment adds up', () => {
  // 40 x 40 x 40 cm = 120 cm (not oversize): billed is the actual weight.
  expect(
    packedBoxWeights({
      weight: { amount: 3, unit: 'Kg' },
      dimensions: { length: 40, width: 40, depth: 40, unit: 'Cm' },
    }),
  ).toEqual({ actualKg: 3, volumetricKg: 10.67, billedKg: 3 });
  // 60 x 60 x 90 cm = 210 cm is above 200 cm: the higher volumetric weight is billed.
  const big = {
    weight: { amount: 5, unit: 'Kg' as const },
    dimensions: { length: 60, width: 60, depth: 90, unit: 'Cm' as const },
  };
  expect(packedBoxWeights(big)).toEqual({ actualKg: 5, volumetricKg: 54, billedKg: 54 });
  const small = {
    weight: { amount: 2, unit: 'Lb' as const },
    dimensions: { length: 10, width: 8, depth: 6, unit: 'In' as const },
  };
  expect(packedShipmentWeights([big, small])).toEqual({ finalKg: 5.91, billedKg: 54.91 });
});
