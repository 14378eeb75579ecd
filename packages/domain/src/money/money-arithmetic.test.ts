import fc from 'fast-check';
import { expect, test } from 'vitest';
import { money } from './money';
import { addMoney, percentOfMoney, sumMoney } from './money-arithmetic';

test('adds amounts of the same currency', () => {
  expect(addMoney(money(1250, 'KWD'), money(1000, 'KWD'))).toEqual(money(2250, 'KWD'));
});

test('refuses to add different currencies', () => {
  expect(() => addMoney(money(1, 'KWD'), money(1, 'AED'))).toThrow(RangeError);
  expect(() => sumMoney([money(1, 'USD')], 'GBP')).toThrow(RangeError);
});

test('sums a list in one currency, an empty list being zero', () => {
  expect(sumMoney([money(10, 'AED'), money(20, 'AED'), money(-5, 'AED')], 'AED')).toEqual(
    money(25, 'AED'),
  );
  expect(sumMoney([], 'SAR')).toEqual(money(0, 'SAR'));
});

test('takes a percentage in basis points, rounded half away from zero', () => {
  expect(percentOfMoney(money(100000, 'AED'), 500)).toEqual(money(5000, 'AED'));
  expect(percentOfMoney(money(10, 'AED'), 500)).toEqual(money(1, 'AED'));
  expect(percentOfMoney(money(9, 'AED'), 500)).toEqual(money(0, 'AED'));
  expect(percentOfMoney(money(-10, 'AED'), 500)).toEqual(money(-1, 'AED'));
  expect(percentOfMoney(money(12345, 'KWD'), 10_000)).toEqual(money(12345, 'KWD'));
  expect(() => percentOfMoney(money(1, 'AED'), 2.5)).toThrow(RangeError);
});

test('never drifts when summing many amounts', () => {
  fc.assert(
    fc.property(fc.array(fc.integer({ min: -1e9, max: 1e9 })), (amounts) => {
      const total = sumMoney(
        amounts.map((amount) => money(amount, 'USD')),
        'USD',
      );
      expect(total.amountMinor).toBe(amounts.reduce((sum, amount) => sum + amount, 0));
    }),
  );
});

test('keeps a percentage within half a minor unit of the exact share', () => {
  fc.assert(
    fc.property(fc.integer({ min: -1e9, max: 1e9 }), fc.nat(20_000), (amount, basisPoints) => {
      const share = percentOfMoney(money(amount, 'SAR'), basisPoints).amountMinor;
      expect(Math.abs(share * 10_000 - amount * basisPoints)).toBeLessThanOrEqual(5_000);
    }),
  );
});
