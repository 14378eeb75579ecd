import fc from 'fast-check';
import { expect, test } from 'vitest';
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

test('digits and special characters added at the end of a common password do not make it rare', () => {
  expect(isCommonPassword('P@ssw0rd2024!')).toBe(true);
  expect(NewPasswordSchema.safeParse('P@ssw0rd99!').error?.issues[0]?.message).toBe(
    'validation.commonPassword',
  );
  // A password that fails the rules gets the rules' message, never the common one.
  expect(
    NewPasswordSchema.safeParse('welcome1!').error?.issues.map((issue) => issue.message),
  ).toEqual(['registerModal.neededChars']);
});
