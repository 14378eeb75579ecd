import { describe, expect, test } from 'vitest';
import { passesLuhn, readExpiry, readTypedCard } from './test-cards';

describe('readTypedCard', () => {
  test('knows the four test cards, with spaces or without', () => {
    expect(readTypedCard('4242 4242 4242 4242')).toEqual({
      ok: true,
      behaviour: 'succeeds',
      brand: 'visa',
      last4: '4242',
    });
    expect(readTypedCard('4000000000000002')).toMatchObject({ behaviour: 'declined' });
    expect(readTypedCard('4000 0000 0000 9995')).toMatchObject({
      behaviour: 'insufficient_funds',
    });
    expect(readTypedCard('4000 0027 6000 3184')).toMatchObject({ behaviour: 'three_d_secure' });
  });

  test('declines any other number that passes the Luhn check', () => {
    expect(readTypedCard('5555 5555 5555 4444')).toEqual({
      ok: true,
      behaviour: 'declined',
      brand: 'mastercard',
      last4: '4444',
    });
  });

  test('refuses a number that fails the Luhn check or is no card number', () => {
    for (const typed of ['4242 4242 4242 4241', '1234', 'abcd efgh ijkl mnop', '']) {
      expect(readTypedCard(typed), typed).toEqual({ ok: false });
    }
  });
});

test('passesLuhn', () => {
  expect(passesLuhn('79927398713')).toBe(true);
  expect(passesLuhn('79927398710')).toBe(false);
});

test('readExpiry takes MM/YY and MM/YYYY, not a month gone by', () => {
  const now = new Date('2026-11-25T00:00:00Z');
  expect(readExpiry('12/30', now)).toEqual({ month: 12, year: 2030 });
  expect(readExpiry('11/2026', now)).toEqual({ month: 11, year: 2026 });
  expect(readExpiry('10/26', now)).toBeNull();
  expect(readExpiry('13/30', now)).toBeNull();
  expect(readExpiry('1230', now)).toBeNull();
});
