import { expect, test } from 'vitest';
import { isRtlLocale, matchLocale, resolveLocale } from './locales';

test('shortens language codes to the part before the hyphen', () => {
  expect(matchLocale('fr-CA')).toBe('fr');
  expect(matchLocale('en-GB')).toBe('en-US');
  expect(matchLocale('nb-NO')).toBe('no');
  expect(matchLocale('ar')).toBe('ar-AE');
  expect(matchLocale('de-DE')).toBeUndefined();
});

test('takes the first supported candidate, else en-US', () => {
  expect(resolveLocale(undefined, 'de', 'fr-FR')).toBe('fr');
  expect(resolveLocale('xx')).toBe('en-US');
});

test('only Arabic is right to left', () => {
  expect(isRtlLocale('ar-AE')).toBe(true);
  expect(isRtlLocale('no')).toBe(false);
});
