import { expect, test } from 'vitest';
import { requiresVerifiedIdentity } from './customs-identity';
import { checkIdNumber } from './id-number';

test('a passport is 6 to 9 letters or digits of any country, upper-cased without spaces', () => {
  expect(checkIdNumber('passport', 'NO', ' ab 123456 ')).toEqual({ ok: true, number: 'AB123456' });
  expect(checkIdNumber('passport', 'US', '12345')).toEqual({ ok: false, reason: 'passport' });
  expect(checkIdNumber('passport', 'US', '1234567890').ok).toBe(false);
  expect(checkIdNumber('passport', 'US', 'AB-12345').ok).toBe(false);
});

test('a Kuwaiti civil ID is 12 digits', () => {
  expect(checkIdNumber('national_id', 'KW', '289010112345')).toEqual({
    ok: true,
    number: '289010112345',
  });
  expect(checkIdNumber('national_id', 'KW', '28901011234')).toEqual({
    ok: false,
    reason: 'nationalId',
  });
  expect(checkIdNumber('national_id', 'KW', '28901011234A').ok).toBe(false);
});

test('an Emirates ID is 784-YYYY-NNNNNNN-N, stored with its dashes however typed', () => {
  const stored = { ok: true, number: '784-1990-1234567-1' };
  expect(checkIdNumber('national_id', 'AE', '784-1990-1234567-1')).toEqual(stored);
  expect(checkIdNumber('national_id', 'AE', '784199012345671')).toEqual(stored);
  expect(checkIdNumber('national_id', 'AE', '785-1990-1234567-1').ok).toBe(false);
  expect(checkIdNumber('national_id', 'AE', '784-1990-123456-1').ok).toBe(false);
});

test('a Saudi national ID is 10 digits starting with 1 or 2', () => {
  expect(checkIdNumber('national_id', 'SA', '1012345678').ok).toBe(true);
  expect(checkIdNumber('national_id', 'SA', '2012345678').ok).toBe(true);
  expect(checkIdNumber('national_id', 'SA', '3012345678').ok).toBe(false);
  expect(checkIdNumber('national_id', 'SA', '101234567').ok).toBe(false);
});

test('a national ID of a country without a known format is refused: use a passport', () => {
  expect(checkIdNumber('national_id', 'NO', '01019012345')).toEqual({
    ok: false,
    reason: 'nationalIdCountry',
  });
});

test('Saudi Arabia and Kuwait need a verified identity; others do not', () => {
  expect(requiresVerifiedIdentity('SA')).toBe(true);
  expect(requiresVerifiedIdentity('kw')).toBe(true);
  expect(requiresVerifiedIdentity('AE')).toBe(false);
  expect(requiresVerifiedIdentity('NO')).toBe(false);
});
