import fc from 'fast-check';
import { expect, test } from 'vitest';
import { divideRounded, toSafeMinor } from './divide-rounded';

test('divides integers rounding halves away from zero', () => {
  expect(divideRounded(5n, 2n)).toBe(3n);
  expect(divideRounded(-5n, 2n)).toBe(-3n);
  expect(divideRounded(5n, -2n)).toBe(-3n);
  expect(divideRounded(7n, 3n)).toBe(2n);
  expect(divideRounded(8n, 3n)).toBe(3n);
  expect(() => divideRounded(1n, 0n)).toThrow(RangeError);
});

test('refuses amounts a number cannot hold exactly', () => {
  expect(toSafeMinor(-0n)).toBe(0);
  expect(toSafeMinor(2n ** 53n - 1n)).toBe(Number.MAX_SAFE_INTEGER);
  expect(() => toSafeMinor(2n ** 53n)).toThrow(RangeError);
});

test('stays within half of the divisor of the exact quotient', () => {
  fc.assert(
    fc.property(fc.bigInt(), fc.bigInt({ min: 1n, max: 10n ** 12n }), (numerator, denominator) => {
      const quotient = divideRounded(numerator, denominator);
      const remainder = numerator - quotient * denominator;
      const doubled = remainder < 0n ? -2n * remainder : 2n * remainder;
      expect(doubled <= denominator).toBe(true);
    }),
  );
});
