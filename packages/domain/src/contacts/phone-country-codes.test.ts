import { expect, test } from 'vitest';
import { NAMED_PHONE_COUNTRY_CODES, PHONE_COUNTRY_CODES } from './phone-country-codes';

test('holds about 240 entries (spec section 3)', () => {
  expect(PHONE_COUNTRY_CODES.length).toBeGreaterThanOrEqual(230);
  expect(PHONE_COUNTRY_CODES.length).toBeLessThanOrEqual(260);
});

test('labels each entry with its dial code and two-letter country code, none twice', () => {
  const labels = PHONE_COUNTRY_CODES.map((entry) => entry.label);
  expect(new Set(labels).size).toBe(labels.length);
  for (const entry of PHONE_COUNTRY_CODES) {
    expect(entry.label).toBe(`${entry.value} ${entry.countryCode}`);
    expect(entry.value).toMatch(/^\+\d{1,4}$/);
  }
  expect(PHONE_COUNTRY_CODES).toContainEqual(
    expect.objectContaining({ label: '+971 AE', value: '+971' }),
  );
});

test('gives a CountryName for exactly the countries the spec names', () => {
  const named = PHONE_COUNTRY_CODES.filter((entry) => entry.countryName !== undefined);
  expect(named.map((entry) => entry.countryCode).sort()).toEqual(
    [...NAMED_PHONE_COUNTRY_CODES].sort(),
  );
  const byCode = new Map(PHONE_COUNTRY_CODES.map((entry) => [entry.countryCode, entry]));
  expect(byCode.get('KW')).toEqual({
    label: '+965 KW',
    value: '+965',
    countryCode: 'KW',
    countryName: 'Kuwait',
  });
  expect(byCode.get('US')?.countryName).toBe('United States');
  expect(byCode.get('GB')?.countryName).toBe('United Kingdom');
  expect(byCode.get('NO')?.value).toBe('+47');
  expect(byCode.get('MX')?.value).toBe('+52');
  expect(byCode.get('AR')?.value).toBe('+54');
  expect(byCode.get('TR')?.value).toBe('+90');
  expect(byCode.get('IN')?.value).toBe('+91');
  expect(byCode.get('SA')?.value).toBe('+966');
  expect(byCode.get('AE')?.countryName).toBe('United Arab Emirates');
});
