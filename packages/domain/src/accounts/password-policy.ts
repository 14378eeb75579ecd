import { z } from 'zod';
import { COMMON_PASSWORDS } from './common-passwords';

/** Spec sections 5 and 9: at least 8 characters with lower, upper, digit and one of !@#$%^&*. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_SPECIAL_CHARACTERS = '!@#$%^&*';

export type PasswordChecklist = {
  length: boolean;
  upperAndLower: boolean;
  number: boolean;
  special: boolean;
};

/** The four rules of the live checklist (spec section 5), each true when met. */
export function checkPasswordRules(password: string): PasswordChecklist {
  return {
    length: password.length >= PASSWORD_MIN_LENGTH,
    upperAndLower: /[a-z]/.test(password) && /[A-Z]/.test(password),
    number: /\d/.test(password),
    special: [...password].some((char) => PASSWORD_SPECIAL_CHARACTERS.includes(char)),
  };
}

/** Digits and special characters added at the end of a word to pass the rules ('Sunshine2024!'). */
const TRAILING_DIGITS_AND_SPECIALS = /[\d!@#$%^&*]+$/;
/** Shorter words are too short to be a password's whole substance ('abc' in 'Abc-river-9!'). */
const MIN_COMMON_WORD_LENGTH = 4;

/**
 * One of `common` (the browser's short list unless the server passes the 10,000), whatever its
 * case, or one with digits and special characters added at its end ('Dragon2024!'): refused
 * although it meets the rules. Two Set lookups, so O(1).
 */
export function isCommonPassword(
  password: string,
  common: ReadonlySet<string> = COMMON_PASSWORDS,
): boolean {
  const lower = password.toLowerCase();
  const word = lower.replace(TRAILING_DIGITS_AND_SPECIALS, '');
  return common.has(lower) || (word.length >= MIN_COMMON_WORD_LENGTH && common.has(word));
}

export function meetsPasswordRules(password: string): boolean {
  return Object.values(checkPasswordRules(password)).every(Boolean);
}

export function isPasswordAcceptable(password: string): boolean {
  return meetsPasswordRules(password) && !isCommonPassword(password);
}

/** A new password: the four rules plus the common-password refusal; at most 128 characters. */
export const NewPasswordSchema = z
  .string({ error: 'registerModal.neededChars' })
  .max(128, 'registerModal.neededChars')
  .refine(meetsPasswordRules, 'registerModal.neededChars')
  // Only a password that meets the rules is called common: 'short' needs the rules' message.
  .refine(
    (password) => !meetsPasswordRules(password) || !isCommonPassword(password),
    'validation.commonPassword',
  );
