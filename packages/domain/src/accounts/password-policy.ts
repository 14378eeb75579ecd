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

/** One of the most common passwords (case-insensitive): refused although it meets the rules. */
export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.toLowerCase());
}

export function isPasswordAcceptable(password: string): boolean {
  return Object.values(checkPasswordRules(password)).every(Boolean) && !isCommonPassword(password);
}

/** A new password: the four rules plus the common-password refusal; at most 128 characters. */
export const NewPasswordSchema = z
  .string({ error: 'registerModal.neededChars' })
  .max(128, 'registerModal.neededChars')
  .refine(
    (password) => Object.values(checkPasswordRules(password)).every(Boolean),
    'registerModal.neededChars',
  )
  .refine((password) => !isCommonPassword(password), 'validation.commonPassword');
