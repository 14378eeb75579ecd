import { LOCALES } from '@skyparcel/domain/locale';
import { expect, test } from 'vitest';
import { DICTIONARIES } from './dictionaries';
import { listKeys, translate } from './translate';

const english = listKeys(DICTIONARIES['en-US']).sort();

// Texts that are the same word in every language (brand names, codes, e-mail addresses).
// Card brands are names (Visa, Mastercard), the same in every language but Arabic script.
const SAME_IN_EVERY_LANGUAGE =
  /^(brand\.|footer\.supportEmail|common\.units\.|languages\.|payments\.savedCards\.brands\.)/;

test.each(LOCALES)('%s has exactly the keys of en-US', (locale) => {
  expect(listKeys(DICTIONARIES[locale]).sort()).toEqual(english);
});

test.each(LOCALES.filter((locale) => locale !== 'en-US'))(
  '%s translates every text instead of copying the English one',
  (locale) => {
    const untranslated = english.filter(
      (key) =>
        !SAME_IN_EVERY_LANGUAGE.test(key) &&
        translate(locale, key) === translate('en-US', key) &&
        /[a-z]{3,}/i.test(translate('en-US', key)),
    );
    expect(untranslated).toEqual([]);
  },
);

test.each(LOCALES)('%s keeps every {{placeholder}} of the English text', (locale) => {
  const placeholders = (text: string) => (text.match(/\{\{\s*\w+\s*\}\}/g) ?? []).sort();
  for (const key of english) {
    expect(placeholders(translate(locale, key)), key).toEqual(
      placeholders(translate('en-US', key)),
    );
  }
});

test('interpolates parameters and falls back to the key', () => {
  expect(translate('en-US', 'errors.SERVICE_NOT_FOUND', { code: 'XYZ' })).toBe(
    'Additional service XYZ could not be found',
  );
  expect(translate('fr', 'no.such.key')).toBe('no.such.key');
});
