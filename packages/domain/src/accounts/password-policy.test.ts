import fc from 'fast-check';
import { expect, test } from 'vitest';
import { getCommonPasswords } from './common-passwords';
import {
  checkPasswordRules,
  isCommonPassword,
  isPasswordAcceptable,
  NewPasswordSchema,
} from './password-policy';

test('reports each of the four checklist rules separately', () => {
  expect(checkPasswordRules('abc')).toEqual({
    length: false,
    upperAndLower: false,
    number: false,
    special: false,
  });
  expect(checkPasswordRules('abcdefgH')).toEqual({
    length: true,
    upperAndLower: true,
    number: false,
    special: false,
  });
  expect(checkPasswordRules('Abcdefg1!')).toEqual({
    length: true,
    upperAndLower: true,
    number: true,
    special: true,
  });
});

test('only !@#$%^&* count as special characters', () => {
  expect(checkPasswordRules('Abcdefg1?').special).toBe(false);
  expect(checkPasswordRules('Abcdefg1&').special).toBe(true);
});

test('the demo password is acceptable and common ones are refused whatever their case', () => {
  expect(isPasswordAcceptable('Demo-pass-1!')).toBe(true);
  expect(isPasswordAcceptable('P@ssw0rd')).toBe(false);
  expect(isPasswordAcceptable('PASSWORD1!')).toBe(false);
});

test('the schema answers the checklist key or the common-password key', () => {
  expect(NewPasswordSchema.safeParse('short').error?.issues[0]?.message).toBe(
    'registerModal.neededChars',
  );
  expect(NewPasswordSchema.safeParse('Welcome1!').error?.issues[0]?.message).toBe(
    'validation.commonPassword',
  );
  expect(NewPasswordSchema.safeParse('Fjord-Tromsø-42!').success).toBe(true);
});

test('any password missing a digit fails whatever else it has', () => {
  fc.assert(
    fc.property(fc.stringMatching(/^[A-Za-z!@#$%^&*]{8,30}$/), (password) => {
      expect(isPasswordAcceptable(password)).toBe(false);
    }),
  );
});

test('the common-password list holds the 10,000 most common, as a Set', () => {
  const common = getCommonPasswords();
  expect(common).toBeInstanceOf(Set);
  expect(common.size).toBeGreaterThanOrEqual(10_000);
  // The first and the last of the ranked list.
  expect(common.has('123456')).toBe(true);
  expect(common.has('22081987')).toBe(true);
});

test('a word from deep in the list is refused, whatever its case', () => {
  // 'greedisgood' is number 9,941 of 10,000, 'zoomzoom' number 9,937.
  expect(isCommonPassword('greedisgood')).toBe(true);
  expect(isCommonPassword('GreedIsGood')).toBe(true);
  expect(isCommonPassword('ZOOMZOOM')).toBe(true);
});

test('digits and special characters added at the end of a common word do not make it rare', () => {
  expect(isPasswordAcceptable('Greedisgood1!')).toBe(false);
  expect(isPasswordAcceptable('Zoomzoom2024!')).toBe(false);
  expect(isPasswordAcceptable('Sunshine1985#')).toBe(false);
  expect(NewPasswordSchema.safeParse('Baboon2024!!').error?.issues[0]?.message).toBe(
    'validation.commonPassword',
  );
  // A common word inside a longer password is fine, and so is a short one at its start.
  expect(isPasswordAcceptable('Zoomzoom-over-the-fjord-7!')).toBe(true);
  expect(isPasswordAcceptable('Abc-river-9!')).toBe(true);
  expect(isPasswordAcceptable('Demo-pass-1!')).toBe(true);
});
