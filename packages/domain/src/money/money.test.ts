import fc from 'fast-check';
import { expect, test } from 'vitest';
import { CURRENCY_DECIMALS, currencyDecimals } from './currency-decimals';
import { fromMajor, money, toMajor, toMoneyDto } from './money';

test('knows the decimals of three-decimal, two-decimal and zero-decimal currencies', () => {
  expect(CURRENCY_DECIMALS).toMatchObject({
    AED: 2,
    SAR: 2,
    KWD: 3,
    BHD: 3,
    OMR: 3,
    XOF: 0,
    JPY: 0,
  });
  expect(currencyDecimals('kwd')).toBe(3);
  expect(currencyDecimals('USD')).toBe(2);
  expect(currencyDecimals('jpy')).toBe(0);
  // Not listed: ISO 4217's most common minor unit.
  expect(currencyDecimals('CHF')).toBe(2);
});

test('builds money from integer minor units and an upper-case currency', () => {
  expect(money(1250, 'kwd')).toEqual({ amountMinor: 1250, currency: 'KWD' });
  expect(() => money(12.5, 'KWD')).toThrow(RangeError);
  expect(() => money(1, 'KD')).toThrow(RangeError);
  expect(() => money(2 ** 53, 'USD')).toThrow(RangeError);
});

test('turns major units into minor units with the currency decimals, half away from zero', () => {
  expect(fromMajor(1.25, 'KWD')).toEqual({ amountMinor: 1250, currency: 'KWD' });
  expect(fromMajor(1.005, 'USD')).toEqual({ amountMinor: 101, currency: 'USD' });
  expect(fromMajor(1.0005, 'KWD').amountMinor).toBe(1001);
  expect(fromMajor(-1.005, 'USD').amountMinor).toBe(-101);
  expect(fromMajor(1.15, 'AED').amountMinor).toBe(115);
  expect(fromMajor(1500.5, 'XOF').amountMinor).toBe(1501);
});

test('turns minor units back into major units', () => {
  expect(toMajor(money(1330, 'KWD'))).toBe(1.33);
  expect(toMajor(money(1005, 'USD'))).toBe(10.05);
  expect(toMajor(money(1500, 'XOF'))).toBe(1500);
  expect(toMoneyDto(money(100000, 'KWD'))).toEqual({ amount: 100, currency: 'KWD' });
});

test('round-trips any minor amount through major units', () => {
  fc.assert(
    fc.property(
      fc.integer({ min: -1e12, max: 1e12 }),
      fc.constantFrom(...Object.keys(CURRENCY_DECIMALS)),
      (amountMinor, currency) => {
        const original = money(amountMinor, currency);
        expect(fromMajor(toMajor(original), currency)).toEqual(original);
      },
    ),
  );
});
