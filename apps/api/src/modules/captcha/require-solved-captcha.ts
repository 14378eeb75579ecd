import { AppError } from '@skyparcel/domain/errors';
import type { CaptchaVerifier } from './captcha-verifier';

/**
 * The first step of every form a visitor sends with a captcha (sign-in, registration, the
 * confirmation e-mail again, forgotten password): an unsolved, expired or replayed solution ends
 * the call with CAPTCHA_INVALID before anything else is read.
 */
export async function requireSolvedCaptcha(
  captcha: Pick<CaptchaVerifier, 'verify'>,
  token: string | undefined,
): Promise<void> {
  if (!(await captcha.verify(token))) {
    throw new AppError('CAPTCHA_INVALID');
  }
}
