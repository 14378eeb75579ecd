import { expect, test } from 'vitest';
import { findNulCharacters, NUL_CHARACTER_KEY, NulFreeInputSchema } from './nul-free';

test('finds NUL characters in nested strings and keys, with their paths', () => {
  expect(
    findNulCharacters({ name: 'a\u0000b', items: [{ note: 'ok' }, { note: '\u0000' }], n: 1 }),
  ).toEqual([['name'], ['items', '1', 'note']]);
  expect(findNulCharacters({ 'bad\u0000key': 'fine' })).toEqual([['bad\u0000key']]);
  expect(findNulCharacters('\u0000')).toEqual([[]]);
});

test('lets ordinary text, numbers and empty values through', () => {
  expect(findNulCharacters({ name: 'Zoë ☃ 中文 \u0001', count: 3, list: [], none: null })).toEqual(
    [],
  );
  expect(NulFreeInputSchema.safeParse({ name: 'Zoë' }).success).toBe(true);
});

test('refuses a NUL character with the validation key at its path', () => {
  const result = NulFreeInputSchema.safeParse({ lineItems: [{ description: 'x\u0000' }] });
  expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
    ['lineItems.0.description', NUL_CHARACTER_KEY],
  ]);
});
