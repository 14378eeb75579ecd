import { COMMON_PASSWORD_LIST } from './common-password-list';

/**
 * Frequent passwords from public breach lists that already satisfy the four rules (lower, upper,
 * digit, special, 8+). The ranked list below has almost none of those (its entries are plain
 * words and digits), so these stay beside it. Lower case.
 */
const COMMON_PASSWORDS_MEETING_THE_RULES = [
  'password1!',
  'password123!',
  'password@123',
  'password#1',
  'password1@',
  'password!1',
  'passw0rd!',
  'p@ssw0rd',
  'p@ssword1',
  'p@ssw0rd1',
  'p@ssw0rd123',
  'p@$$w0rd',
  'welcome1!',
  'welcome@123',
  'welcome123!',
  'qwerty123!',
  'qwerty1!',
  'qwerty@123',
  'abc123!@#',
  'abcd1234!',
  'admin@123',
  'admin123!',
  'letmein1!',
  'iloveyou1!',
  'sunshine1!',
  'football1!',
  'monkey123!',
  'dragon123!',
  'baseball1!',
  'changeme1!',
  'summer2024!',
  'summer2025!',
  'summer2026!',
  'winter2024!',
  'winter2025!',
  'winter2026!',
  'spring2025!',
  'autumn2025!',
  'test@1234',
  'test1234!',
  'demo@1234',
  'user@1234',
  'india@123',
  'pakistan@123',
  'skyparcel1!',
  'skyparcel@123',
  'qwertyuiop1!',
  'zaq1@wsx',
  '1q2w3e4r!q',
  'aa123456!',
];

let commonPasswords: ReadonlySet<string> | undefined;

/**
 * The 10,000 most common passwords (decision 022) and the ones above, built on first use: a Set,
 * so each check is one O(1) lookup.
 */
export function getCommonPasswords(): ReadonlySet<string> {
  commonPasswords ??= new Set([
    ...COMMON_PASSWORD_LIST.split('\n').filter((word) => word !== ''),
    ...COMMON_PASSWORDS_MEETING_THE_RULES,
  ]);
  return commonPasswords;
}
