import { expect, test } from 'vitest';
import { isPasswordAcceptable } from '../accounts';
import { getCommonPasswords, isAmongCommonPasswords } from '.';

test('the list holds the 10,000 most common passwords and the short list, as a Set', () => {
  const common = getCommonPasswords();
  expect(common).toBeInstanceOf(Set);
  expect(common.size).toBeGreaterThanOrEqual(10_000);
  // The first and the last of the ranked list, and one of the short list.
  expect(common.has('123456')).toBe(true);
  expect(common.has('22081987')).toBe(true);
  expect(common.has('skyparcel@123')).toBe(true);
});

test('a word from deep in the list is refused, whatever its case', () => {
  // 'greedisgood' is number 9,941 of 10,000, 'zoomzoom' number 9,937.
  expect(isAmongCommonPasswords('greedisgood')).toBe(true);
  expect(isAmongCommonPasswords('GreedIsGood')).toBe(true);
  expect(isAmongCommonPasswords('ZOOMZOOM')).toBe(true);
});

test('digits and special characters added at the end of a common word do not make it rare', () => {
  // The four rules alone let each of these through.
  for (const password of ['Greedisgood1!', 'Zoomzoom2024!', 'Sunshine1985#', 'Baboon2024!!']) {
    expect(isPasswordAcceptable(password)).toBe(true);
    expect(isAmongCommonPasswords(password)).toBe(true);
  }
  // A common word inside a longer password is fine, and so is a short one at its start.
  for (const password of ['Zoomzoom-over-the-fjord-7!', 'Abc-river-9!', 'Demo-pass-1!']) {
    expect(isAmongCommonPasswords(password)).toBe(false);
  }
});
