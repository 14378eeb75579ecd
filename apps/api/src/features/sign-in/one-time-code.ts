import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** 6 random digits from the CSPRNG, leading zeros kept. */
export function generateOneTimeCode(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, '0');
}

/**
 * Codes are stored as an HMAC bound to their challenge id, so a code cannot be moved to another
 * login attempt and the table alone does not reveal it.
 */
export function createCodeHasher(secret: string | undefined) {
  const key = secret ?? randomBytes(32).toString('hex');
  const digest = (challengeId: string, code: string) =>
    createHmac('sha256', key).update(`${challengeId}:${code}`).digest('hex');
  return {
    hash: digest,
    matches(challengeId: string, code: string, storedHash: string): boolean {
      const expected = Buffer.from(digest(challengeId, code), 'hex');
      const stored = Buffer.from(storedHash, 'hex');
      return expected.length === stored.length && timingSafeEqual(expected, stored);
    },
  };
}

export type CodeHasher = ReturnType<typeof createCodeHasher>;
