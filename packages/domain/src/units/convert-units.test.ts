import fc from 'fast-check';
import { expect, test } from 'vitest';
import { cmToIn, IN_TO_CM, inToCm, kgToLb, LB_TO_KG, lbToKg, roundTo } from './convert-units';

test('uses the spec factors 0.453592 and 2.54', () => {
  expect(LB_TO_KG).toBe(0.453592);
  expect(IN_TO_CM).toBe(2.54);
});

test('rounds half away from zero despite binary noise', () => {
  expect(roundTo(1.005, 2)).toBe(1.01);
  expect(roundTo(2.675, 2)).toBe(2.68);
  expect(roundTo(-1.005, 2)).toBe(-1.01);
  expect(roundTo(0.5, 0)).toBe(1);
  expect(roundTo(-0.5, 0)).toBe(-1);
  expect(roundTo(1.004, 2)).toBe(1);
  expect(roundTo(123.4567, 3)).toBe(123.457);
});

test('rounds tiny and huge numbers without breaking on exponent notation', () => {
  expect(roundTo(1e-7, 2)).toBe(0);
  expect(Object.is(roundTo(-0.001, 2), 0)).toBe(true);
  expect(roundTo(5e-7, 6)).toBe(0.000001);
  expect(roundTo(1e21, 2)).toBe(1e21);
});

test('refuses a negative or fractional number of decimals', () => {
  expect(() => roundTo(1, -1)).toThrow(RangeError);
  expect(() => roundTo(1, 1.5)).toThrow(RangeError);
});

test('converts pounds to kilograms with two decimals', () => {
  expect(lbToKg(1)).toBe(0.45);
  expect(lbToKg(10)).toBe(4.54);
  expect(lbToKg(22.05)).toBe(10);
  expect(lbToKg(0)).toBe(0);
});

test('converts kilograms to pounds with two decimals', () => {
  expect(kgToLb(1)).toBe(2.2);
  expect(kgToLb(10)).toBe(22.05);
  expect(kgToLb(0.45)).toBe(0.99);
});

test('converts inches to centimetres and back with two decimals', () => {
  expect(inToCm(1)).toBe(2.54);
  expect(inToCm(12.5)).toBe(31.75);
  expect(cmToIn(100)).toBe(39.37);
  expect(cmToIn(2.54)).toBe(1);
});

test('keeps pounds within 0.01 after a round trip through kilograms', () => {
  fc.assert(
    fc.property(fc.integer({ min: 0, max: 10_000_000 }), (hundredths) => {
      const lb = hundredths / 100;
      expect(Math.abs(kgToLb(lbToKg(lb)) - lb)).toBeLessThanOrEqual(0.01 + 1e-9);
    }),
  );
});

test('keeps centimetres within 0.01 after a round trip through inches', () => {
  fc.assert(
    fc.property(fc.integer({ min: 0, max: 10_000_000 }), (hundredths) => {
      const cm = hundredths / 100;
      expect(Math.abs(inToCm(cmToIn(cm)) - cm)).toBeLessThanOrEqual(0.01 + 1e-9);
    }),
  );
});

test('rounds to at most the requested decimals and moves by at most half a step', () => {
  fc.assert(
    fc.property(fc.double({ min: -1e6, max: 1e6, noNaN: true }), fc.nat(6), (value, decimals) => {
      const rounded = roundTo(value, decimals);
      expect(Math.abs(rounded - value)).toBeLessThanOrEqual(0.5 * 10 ** -decimals + 1e-9);
      expect(roundTo(rounded, decimals)).toBe(rounded);
    }),
  );
});
