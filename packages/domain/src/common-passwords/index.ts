import { COMMON_PASSWORDS_MEETING_THE_RULES } from '../accounts/common-passwords';
import { isCommonPassword } from '../accounts/password-policy';
import { COMMON_PASSWORD_LIST } from './common-password-list';

let commonPasswords: ReadonlySet<string> | undefined;

/**
 * The 10,000 most common passwords (decision 022) and the short list the browser knows, built
 * on first use. Server only: about 40 KB gzipped, so the browser never imports this area.
 */
export function getCommonPasswords(): ReadonlySet<string> {
  commonPasswords ??= new Set([
    ...COMMON_PASSWORD_LIST.split('\n').filter((word) => word !== ''),
    ...COMMON_PASSWORDS_MEETING_THE_RULES,
  ]);
  return commonPasswords;
}

/** `isCommonPassword` against the 10,000: what the server enforces on every new password. */
export function isAmongCommonPasswords(password: string): boolean {
  return isCommonPassword(password, getCommonPasswords());
}
