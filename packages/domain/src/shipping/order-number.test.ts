import { expect, test } from 'vitest';
import { isOrderNumber, normalizeOrderNumber, ORDER_NUMBER_PREFIX } from './order-number';

test('recognises XWF followed by 6 to 12 digits in any case', () => {
  expect(ORDER_NUMBER_PREFIX).toBe('XWF');
  expect(isOrderNumber('XWF123456')).toBe(true);
  expect(isOrderNumber('xwf123456789012')).toBe(true);
  expect(isOrderNumber('XwF0012345')).toBe(true);
});

test('rejects other prefixes and too few or too many digits', () => {
  expect(isOrderNumber('XWF12345')).toBe(false);
  expect(isOrderNumber('XWF1234567890123')).toBe(false);
  expect(isOrderNumber('XWE123456')).toBe(false);
  expect(isOrderNumber('XWF-123456')).toBe(false);
  expect(isOrderNumber('123456')).toBe(false);
});

test('normalises an order number to upper case without surrounding spaces', () => {
  expect(normalizeOrderNumber(' xwf123456 ')).toBe('XWF123456');
  expect(normalizeOrderNumber('xwf12')).toBeNull();
});
