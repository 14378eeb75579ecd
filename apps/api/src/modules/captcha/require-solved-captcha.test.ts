import { describe, expect, test } from 'vitest';
import { requireSolvedCaptcha } from './require-solved-captcha';

describe('requireSolvedCaptcha', () => {
  const verifier = { verify: async (token: string | undefined) => token === 'solved' };

  test('lets a solved captcha through', async () => {
    await expect(requireSolvedCaptcha(verifier, 'solved')).resolves.toBeUndefined();
  });

  test('ends the call with CAPTCHA_INVALID when it is missing or not solved', async () => {
    await expect(requireSolvedCaptcha(verifier, undefined)).rejects.toMatchObject({
      code: 'CAPTCHA_INVALID',
    });
    await expect(requireSolvedCaptcha(verifier, 'replayed')).rejects.toMatchObject({
      code: 'CAPTCHA_INVALID',
    });
  });
});
