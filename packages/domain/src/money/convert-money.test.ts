import fc from 'fast-check';
import { expect, test } from 'vitest';
import { convertMoney } from './convert-money';
import { money } from './money';

test('converts at a rate given as text or number', () => {
  expect(convertMoney(money(10000, 'USD'), 'AED', '3.6725')).toEqual(money(36725, 'AED'));
  expect(convertMoney(money(10000, 'USD'), 'AED', 3.6725)).toEqual(money(36725, 'AED'));
});

test('converts between currencies with different decimals', () => {
  // USD 100.00 at 0.3065 KWD per USD is KWD 30.650
  expect(convertMoney(money(10000, 'USD'), 'KWD', '0.3065')).toEqual(money(30650, 'KWD'));
  // KWD 1.000 at 3.26 USD per KWD is USD 3.26
  expect(convertMoney(money(1000, 'KWD'), 'USD', 3.26)).toEqual(money(326, 'USD'));
  expect(convertMoney(money(100, 'EUR'), 'XOF', '655.957')).toEqual(money(656, 'XOF'));
});

test('rounds once, half away from zero', () => {
  expect(convertMoney(money(1, 'USD'), 'AED', '0.5')).toEqual(money(1, 'AED'));
  expect(convertMoney(money(-1, 'USD'), 'AED', '0.5')).toEqual(money(-1, 'AED'));
  expect(convertMoney(money(1, 'USD'), 'AED', '0.49')).toEqual(money(0, 'AED'));
  expect(convertMoney(money(1005, 'KWD'), 'USD', '1')).toEqual(money(101, 'USD'));
});

test('accepts rates in exponent notation and refuses zero, negative or malformed rates', () => {
  expect(convertMoney(money(100000, 'USD'), 'GBP', 1e-3)).toEqual(money(100, 'GBP'));
  expect(() => convertMoney(money(1, 'USD'), 'GBP', 0)).toThrow(RangeError);
  expect(() => convertMoney(money(1, 'USD'), 'GBP', -1)).toThrow(RangeError);
  expect(() => convertMoney(money(1, 'USD'), 'GBP', 'abc')).toThrow(RangeError);
  expect(() => convertMoney(money(1, 'USD'), 'GBP', Number.NaN)).toThrow(RangeError);
});

test('is the identity at rate 1 between currencies with the same decimals', () => {
  fc.assert(
    fc.property(
      fc.integer({ min: -1e12, max: 1e12 }),
      fc.constantFrom(['USD', 'AED'], ['KWD', 'BHD'], ['GBP', 'GBP']),
      fc.constantFrom(1, '1', '1.000'),
      (amountMinor, [from = '', to = ''], rate) => {
        expect(convertMoney(money(amountMinor, from), to, rate)).toEqual(money(amountMinor, to));
      },
    ),
  );
});

test('converts there and back at reciprocal rates without losing a minor unit', () => {
  fc.assert(
    fc.property(fc.integer({ min: 0, max: 1e9 }), (amountMinor) => {
      const kwd = convertMoney(money(amountMinor, 'USD'), 'KWD', '0.25');
      const back = convertMoney(kwd, 'USD', '4');
      expect(back).toEqual(money(amountMinor, 'USD'));
    }),
  );
});
