import fc from 'fast-check';
import { expect, test } from 'vitest';
import { money } from '../money/money';
import { linearRateCardSteps } from '../pricing/price-by-rate-card';
import { toBoxMeasures } from './box-measures';
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

test('a box typed in pounds and inches is stored in whole grams and millimetres', () => {
  expect(
    toBoxMeasures({
      weight: { amount: 2.5, unit: 'Lb' },
      dimensions: { length: 12, width: 8.5, depth: 4, unit: 'In' },
    }),
  ).toEqual({ actualWeightGrams: 1134, lengthMm: 305, widthMm: 216, heightMm: 102 });
  expect(
    toBoxMeasures({
      weight: { amount: 3.25, unit: 'Kg' },
      dimensions: { length: 40, width: 30.5, depth: 20, unit: 'Cm' },
    }),
  ).toEqual({ actualWeightGrams: 3250, lengthMm: 400, widthMm: 305, heightMm: 200 });
});
