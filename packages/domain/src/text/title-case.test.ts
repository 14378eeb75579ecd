import fc from 'fast-check';
import { expect, test } from 'vitest';
import { toTitleCase } from './title-case';

test('capitalises each word and keeps and, of and the in lower case', () => {
  expect(toTitleCase('united states of america')).toBe('United States of America');
  expect(toTitleCase('BOSNIA AND HERZEGOVINA')).toBe('Bosnia and Herzegovina');
  expect(toTitleCase('isle of the dead')).toBe('Isle of the Dead');
});

test('capitalises and, of or the when it is the first word', () => {
  expect(toTitleCase('the gambia')).toBe('The Gambia');
  expect(toTitleCase('of mice and men')).toBe('Of Mice and Men');
});

test('collapses runs of spaces and trims the ends', () => {
  expect(toTitleCase('  saudi    arabia ')).toBe('Saudi Arabia');
  expect(toTitleCase('   ')).toBe('');
});

test('capitalises each part of a hyphenated word', () => {
  expect(toTitleCase('guinea-bissau')).toBe('Guinea-Bissau');
  expect(toTitleCase('timor-leste and rest-of-the-world')).toBe(
    'Timor-Leste and Rest-of-the-World',
  );
  expect(toTitleCase('ÅLESUND øst')).toBe('Ålesund Øst');
});

test('is idempotent and changes only letter case', () => {
  const word = fc.constantFrom('and', 'of', 'the', 'UNITED', 'kingdom', 'côte', 'x-y', 'é');
  fc.assert(
    fc.property(fc.array(word, { minLength: 1, maxLength: 6 }), (words) => {
      const titled = toTitleCase(words.join(' '));
      expect(toTitleCase(titled)).toBe(titled);
      expect(titled.toLowerCase()).toBe(words.join(' ').toLowerCase());
    }),
  );
});
