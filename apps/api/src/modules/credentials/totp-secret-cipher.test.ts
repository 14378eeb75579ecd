import { expect, test } from 'vitest';
import { createTotpSecretCipher } from './totp-secret-cipher';

const AUTH_SECRET = 'a-test-auth-secret-of-at-least-32-characters';
const SECRET = 'SKYPARCELDEMOAUTHENTICATORSECRET';
const USER = '5b0e1b8e-8f64-4a1f-9d0a-3f2c1e7d9a10';

test('decrypts what it encrypted, for the same user', () => {
  const cipher = createTotpSecretCipher(AUTH_SECRET);
  expect(cipher.decrypt(cipher.encrypt(SECRET, USER), USER)).toBe(SECRET);
});

test('never stores the secret in clear, and encrypts it anew each time', () => {
  const cipher = createTotpSecretCipher(AUTH_SECRET);
  const first = cipher.encrypt(SECRET, USER);
  const second = cipher.encrypt(SECRET, USER);
  expect(first).toMatch(/^v1\.[\w-]{16}\.[\w-]{22}\.[\w-]+$/);
  expect(first).not.toContain(SECRET);
  expect(Buffer.from(first.split('.')[3] ?? '', 'base64url').toString()).not.toContain('SKY');
  expect(first).not.toBe(second);
});

test('refuses a secret moved to another user', () => {
  const cipher = createTotpSecretCipher(AUTH_SECRET);
  const stored = cipher.encrypt(SECRET, USER);
  expect(() => cipher.decrypt(stored, '00000000-0000-4000-8000-000000000000')).toThrow();
});

test('refuses another key, a changed ciphertext, a cut tag and text of another shape', () => {
  const cipher = createTotpSecretCipher(AUTH_SECRET);
  const stored = cipher.encrypt(SECRET, USER);
  const other = createTotpSecretCipher('another-auth-secret-of-at-least-32-characters');
  expect(() => other.decrypt(stored, USER)).toThrow();

  const [version, iv, tag, ciphertext] = stored.split('.');
  const bytes = Buffer.from(ciphertext ?? '', 'base64url');
  bytes[0] = (bytes[0] ?? 0) ^ 1;
  const changed = [version, iv, tag, bytes.toString('base64url')].join('.');
  expect(() => cipher.decrypt(changed, USER)).toThrow();
  const cutTag = Buffer.from(tag ?? '', 'base64url')
    .subarray(0, 4)
    .toString('base64url');
  expect(() => cipher.decrypt([version, iv, cutTag, ciphertext].join('.'), USER)).toThrow();

  expect(() => cipher.decrypt(SECRET, USER)).toThrow('not an encrypted authenticator secret');
  expect(() => cipher.decrypt(`v2.${iv}.${tag}.${ciphertext}`, USER)).toThrow();
});
