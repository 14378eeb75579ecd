import fc from 'fast-check';
import { expect, test } from 'vitest';
import {
  AIRLINE_AWB_PREFIX,
  airWaybillCheckDigit,
  formatAirWaybill,
  isValidAirWaybill,
  normalizeAirWaybill,
} from './air-waybill';

const digits = (length: number) =>
  fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: length, maxLength: length });

test('computes the check digit as the serial modulo 7', () => {
  expect(airWaybillCheckDigit('1234567')).toBe(5);
  expect(airWaybillCheckDigit('0000007')).toBe(0);
  expect(airWaybillCheckDigit('9999999')).toBe(9_999_999 % 7);
  expect(() => airWaybillCheckDigit('123456')).toThrow(RangeError);
});

test('accepts an air waybill with or without hyphen and with spaces', () => {
  expect(isValidAirWaybill('70112345675')).toBe(true);
  expect(isValidAirWaybill('701-12345675')).toBe(true);
  expect(isValidAirWaybill('701-1234 5675')).toBe(true);
  expect(isValidAirWaybill(' 701 1234 5675 ')).toBe(true);
});

test('rejects a wrong check digit, a wrong length and stray characters', () => {
  expect(isValidAirWaybill('70112345676')).toBe(false);
  expect(isValidAirWaybill('7011234567')).toBe(false);
  expect(isValidAirWaybill('701123456750')).toBe(false);
  expect(isValidAirWaybill('701--12345675')).toBe(false);
  expect(isValidAirWaybill('70A12345675')).toBe(false);
  expect(isValidAirWaybill('')).toBe(false);
});

test('normalises to prefix, hyphen, serial and check digit', () => {
  expect(normalizeAirWaybill('70112345675')).toBe('701-12345675');
  expect(normalizeAirWaybill('701-1234 5675')).toBe('701-12345675');
  expect(normalizeAirWaybill('70112345676')).toBeNull();
});

test('formats a prefix and serial with the check digit', () => {
  expect(AIRLINE_AWB_PREFIX).toBe('701');
  expect(formatAirWaybill(AIRLINE_AWB_PREFIX, '1234567')).toBe('701-12345675');
  expect(() => formatAirWaybill('71', '1234567')).toThrow(RangeError);
});

test('validates every formatted air waybill and normalises it idempotently', () => {
  fc.assert(
    fc.property(digits(3), digits(7), (prefix, serial) => {
      const awb = formatAirWaybill(prefix, serial);
      expect(isValidAirWaybill(awb)).toBe(true);
      expect(normalizeAirWaybill(awb)).toBe(awb);
      expect(normalizeAirWaybill(awb.replace('-', ''))).toBe(awb);
      const normalized = normalizeAirWaybill(awb) ?? '';
      expect(normalizeAirWaybill(normalized)).toBe(normalized);
    }),
  );
});

test('rejects an air waybill whose check digit was changed', () => {
  fc.assert(
    fc.property(digits(3), digits(7), fc.integer({ min: 1, max: 9 }), (prefix, serial, delta) => {
      const wrongDigit = (airWaybillCheckDigit(serial) + delta) % 10;
      expect(isValidAirWaybill(`${prefix}${serial}${wrongDigit}`)).toBe(false);
    }),
  );
});
