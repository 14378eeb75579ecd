import { afterEach, expect, test } from 'vitest';
import { changeLocale } from './i18n';
import {
  addMessages,
  getLanguage,
  getTextsRevision,
  hasMessage,
  setLanguage,
  translateKey,
} from './translator';

// The setup loads the whole en-US dictionary; these tests add a language of their own.
const TEST_LANGUAGE = 'ar-AE';

afterEach(async () => {
  await changeLocale('en-US');
});

function useTexts(texts: Record<string, string>) {
  addMessages(TEST_LANGUAGE, { test: texts });
  setLanguage(TEST_LANGUAGE);
}

test('fills {{name}} placeholders and leaves the ones without a value as they are', () => {
  useTexts({ greeting: 'Hello {{ name }}, you have {{count}} parcels from {{origin}}' });

  expect(translateKey('test.greeting', { name: 'Amal', count: 2 })).toBe(
    'Hello Amal, you have 2 parcels from {{origin}}',
  );
  expect(translateKey('test.greeting', { name: 'Amal', count: 2, origin: undefined })).toBe(
    'Hello Amal, you have 2 parcels from ',
  );
});

test('answers the key itself for a missing or empty text, as i18next did', () => {
  useTexts({ empty: '' });

  expect(translateKey('test.empty')).toBe('test.empty');
  expect(translateKey('test.missing')).toBe('test.missing');
  expect(translateKey('test')).toBe('test');
  expect(hasMessage('test.empty')).toBe(false);
  expect(hasMessage('test')).toBe(false);
});

test('a numeric count picks the language plural form, then falls back to the bare key', () => {
  useTexts({
    seconds: '{{count}} ثوانٍ',
    seconds_zero: 'لا ثوانٍ',
    seconds_one: 'ثانية واحدة',
    seconds_two: 'ثانيتان',
  });

  expect(translateKey('test.seconds', { count: 0 })).toBe('لا ثوانٍ');
  expect(translateKey('test.seconds', { count: 1 })).toBe('ثانية واحدة');
  expect(translateKey('test.seconds', { count: 2 })).toBe('ثانيتان');
  // Arabic calls 3 "few", which has no text here.
  expect(translateKey('test.seconds', { count: 3 })).toBe('3 ثوانٍ');
  // A count given as text is only a placeholder's value.
  expect(translateKey('test.seconds', { count: '1' })).toBe('1 ثوانٍ');
});

test("a plural category without its own text reads the `_other` form (Arabic's two, few, many)", () => {
  // The dictionaries share one key set: `_one` and `_other` only (packages/i18n).
  useTexts({ packages_one: 'طرد واحد', packages_other: '{{count}} طرود' });

  expect(translateKey('test.packages', { count: 1 })).toBe('طرد واحد');
  expect(translateKey('test.packages', { count: 2 })).toBe('2 طرود');
  expect(translateKey('test.packages', { count: 3 })).toBe('3 طرود');
  expect(translateKey('test.packages', { count: 11 })).toBe('11 طرود');
  expect(translateKey('test.packages', { count: 0 })).toBe('0 طرود');
});

test('parts of a dictionary add up, later texts over earlier ones', () => {
  addMessages(TEST_LANGUAGE, { test: { first: 'one', second: 'two' } });
  addMessages(TEST_LANGUAGE, { test: { second: 'deux' }, other: { third: 'trois' } });
  setLanguage(TEST_LANGUAGE);

  expect(getLanguage()).toBe(TEST_LANGUAGE);
  expect(['test.first', 'test.second', 'other.third'].map((key) => translateKey(key))).toEqual([
    'one',
    'deux',
    'trois',
  ]);
});

test('new texts re-render what shows texts only when one was missing in the language on screen', () => {
  useTexts({ shown: 'on screen' });
  const revision = getTextsRevision();

  // A part fetched ahead for the next page, or texts of another language: nothing to redraw.
  addMessages(TEST_LANGUAGE, { test: { ahead: 'fetched ahead' } });
  addMessages('fr', { test: { later: 'plus tard' } });
  expect(getTextsRevision()).toBe(revision);

  // A text shown as its key until its part arrives: then everything showing texts redraws.
  expect(translateKey('test.later')).toBe('test.later');
  addMessages(TEST_LANGUAGE, { test: { later: 'arrived' } });
  expect(getTextsRevision()).toBe(revision + 1);
  expect(translateKey('test.later')).toBe('arrived');
});
