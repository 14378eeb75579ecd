import fc from 'fast-check';
import { expect, test } from 'vitest';
import { money } from '../money/money';
import {
  EXTENDED_LIABILITY_FEES,
  extendedLiabilityFee,
  extendedLiabilityIncrements,
  LIABILITY_INCREMENTS,
} from './extended-liability';

test('covers USD 100 or GBP 75 and charges AED 16, SAR 16 or KWD 1.33 per increment', () => {
  expect(LIABILITY_INCREMENTS).toEqual({ USD: 10_000, GBP: 7_500 });
  expect(EXTENDED_LIABILITY_FEES).toEqual({ AED: 1_600, SAR: 1_600, KWD: 1_330 });
});

test('counts every started increment above the covered maximum', () => {
  expect(extendedLiabilityIncrements(0, 10_000)).toBe(0);
  expect(extendedLiabilityIncrements(10_000, 10_000)).toBe(0);
  expect(extendedLiabilityIncrements(10_001, 10_000)).toBe(1);
  expect(extendedLiabilityIncrements(20_000, 10_000)).toBe(1);
  expect(extendedLiabilityIncrements(20_001, 10_000)).toBe(2);
  expect(extendedLiabilityIncrements(30_000, 7_500)).toBe(3);
});

test('refuses a zero increment and a negative or fractional declared value', () => {
  expect(() => extendedLiabilityIncrements(100, 0)).toThrow(RangeError);
  expect(() => extendedLiabilityIncrements(-1, 10_000)).toThrow(RangeError);
  expect(() => extendedLiabilityIncrements(1.5, 10_000)).toThrow(RangeError);
});

test('charges the fee per increment in the fee currency', () => {
  const usd250 = { declaredValue: money(25_000, 'USD'), increment: money(10_000, 'USD') };
  expect(extendedLiabilityFee({ ...usd250, feePerIncrement: money(1_330, 'KWD') })).toEqual(
    money(2_660, 'KWD'),
  );
  expect(extendedLiabilityFee({ ...usd250, feePerIncrement: money(1_600, 'AED') })).toEqual(
    money(3_200, 'AED'),
  );
  const gbp75 = { declaredValue: money(7_500, 'GBP'), increment: money(7_500, 'GBP') };
  expect(extendedLiabilityFee({ ...gbp75, feePerIncrement: money(1_600, 'SAR') })).toEqual(
    money(0, 'SAR'),
  );
});

test('refuses a declared value in another currency than the increment', () => {
  expect(() =>
    extendedLiabilityFee({
      declaredValue: money(25_000, 'GBP'),
      increment: money(10_000, 'USD'),
      feePerIncrement: money(1_600, 'AED'),
    }),
  ).toThrow(RangeError);
});

test('covers the declared value above the maximum with the fewest increments', () => {
  fc.assert(
    fc.property(fc.nat(1e9), fc.integer({ min: 1, max: 1e6 }), (declared, increment) => {
      const increments = extendedLiabilityIncrements(declared, increment);
      expect((increments + 1) * increment).toBeGreaterThanOrEqual(declared);
      expect(increments === 0 || increments * increment < declared).toBe(true);
    }),
  );
});
