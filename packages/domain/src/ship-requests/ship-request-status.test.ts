import fc from 'fast-check';
import { expect, test } from 'vitest';
import {
  canCancelShipRequest,
  canMoveShipRequest,
  canPayShipRequest,
  formatOrderNumber,
  isOrderNumber,
  QUOTE_VALIDITY_MS,
  quoteExpiresAt,
  SHIP_REQUEST_STATUSES,
} from './ship-request-status';

const status = fc.constantFrom(...SHIP_REQUEST_STATUSES);

test('follows awaiting_payment -> paid -> preparing -> packed -> departed -> delivered', () => {
  expect(canMoveShipRequest('awaiting_payment', 'paid')).toBe(true);
  expect(canMoveShipRequest('paid', 'preparing')).toBe(true);
  expect(canMoveShipRequest('preparing', 'packed')).toBe(true);
  expect(canMoveShipRequest('packed', 'departed')).toBe(true);
  expect(canMoveShipRequest('departed', 'delivered')).toBe(true);
});

test('only an unpaid request may be cancelled, and only an unpaid one paid', () => {
  expect(SHIP_REQUEST_STATUSES.filter(canCancelShipRequest)).toEqual(['awaiting_payment']);
  expect(SHIP_REQUEST_STATUSES.filter(canPayShipRequest)).toEqual(['awaiting_payment']);
  fc.assert(
    fc.property(status, (from) => {
      expect(canMoveShipRequest(from, 'paid')).toBe(from === 'awaiting_payment');
      expect(canMoveShipRequest(from, 'cancelled')).toBe(from === 'awaiting_payment');
    }),
  );
});

test('cancelled and delivered are final, and no state moves to itself', () => {
  fc.assert(
    fc.property(status, status, (from, to) => {
      expect(canMoveShipRequest(from, from)).toBe(false);
      if (from === 'cancelled' || from === 'delivered') {
        expect(canMoveShipRequest(from, to)).toBe(false);
      }
    }),
  );
});

test('an order number is XWF and 8 digits', () => {
  expect(formatOrderNumber(40_000_001)).toBe('XWF40000001');
  expect(formatOrderNumber(7)).toBe('XWF00000007');
  expect(() => formatOrderNumber(100_000_000)).toThrow(RangeError);
  expect(() => formatOrderNumber(0)).toThrow(RangeError);
  fc.assert(
    fc.property(fc.integer({ min: 1, max: 99_999_999 }), (n) => {
      expect(isOrderNumber(formatOrderNumber(n))).toBe(true);
    }),
  );
  expect(isOrderNumber('XWF1234567')).toBe(false);
  expect(isOrderNumber('xwf12345678')).toBe(false);
});

test('a quote is honoured for 24 hours', () => {
  const quotedAt = new Date('2026-11-25T10:00:00Z');
  expect(quoteExpiresAt(quotedAt).toISOString()).toBe('2026-11-26T10:00:00.000Z');
  expect(QUOTE_VALIDITY_MS).toBe(86_400_000);
});
