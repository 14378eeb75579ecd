import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const FORMAT_VERSION = 'v1';
/**
 * HKDF's info label: the key that encrypts authenticator secrets is derived for this purpose
 * only, so it never equals the key that hashes e-mailed codes, though both come from AUTH_SECRET.
 */
const KEY_PURPOSE = 'skyparcel/totp-secret/aes-256-gcm/v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

export type TotpSecretCipher = {
  /** `v1.<iv>.<tag>.<ciphertext>` (base64url), bound to the user's id. */
  encrypt(secret: string, userId: string): string;
  /** The secret, or an error when the text was changed, moved to another user or the key differs. */
  decrypt(stored: string, userId: string): string;
};

/**
 * AES-256-GCM under a key derived from AUTH_SECRET (ADR 015). The user's id is authenticated
 * data, so a secret copied onto another account's row does not decrypt there.
 */
export function createTotpSecretCipher(authSecret: string): TotpSecretCipher {
  const key = Buffer.from(hkdfSync('sha256', authSecret, 'skyparcel', KEY_PURPOSE, 32));
  return {
    encrypt(secret, userId) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
      cipher.setAAD(Buffer.from(userId, 'utf8'));
      const ciphertext = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
      return [FORMAT_VERSION, iv, cipher.getAuthTag(), ciphertext]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },
    decrypt(stored, userId) {
      const [version, iv, tag, ciphertext, ...rest] = stored.split('.');
      if (version !== FORMAT_VERSION || !iv || !tag || ciphertext === undefined || rest.length) {
        throw new Error('not an encrypted authenticator secret');
      }
      // A fixed tag length: GCM would otherwise accept a truncated tag, which is easier to forge.
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'), {
        authTagLength: TAG_BYTES,
      });
      decipher.setAAD(Buffer.from(userId, 'utf8'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([
        decipher.update(Buffer.from(ciphertext, 'base64url')),
        decipher.final(),
      ]).toString('utf8');
    },
  };
}
