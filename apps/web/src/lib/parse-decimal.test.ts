import { expect, test } from 'vitest';
import { parseDecimal } from './parse-decimal';

test('reads decimal points and decimal commas', () => {
  expect(parseDecimal('2.5')).toBe(2.5);
  expect(parseDecimal(' 2,5 ')).toBe(2.5);
  expect(parseDecimal('10')).toBe(10);
});

test('reads Arabic-Indic digits and the Arabic decimal separator', () => {
  expect(parseDecimal('٢٫٥')).toBe(2.5);
  expect(parseDecimal('١٢')).toBe(12);
});

test('refuses text that is not a plain positive number', () => {
  expect(parseDecimal('')).toBeNaN();
  expect(parseDecimal('abc')).toBeNaN();
  expect(parseDecimal('-3')).toBeNaN();
  expect(parseDecimal('1.2.3')).toBeNaN();
});
