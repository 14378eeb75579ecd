import type { ResendConfirmationBodySchema } from '@skyparcel/domain/accounts';
import { AppError } from '@skyparcel/domain/errors';
import type { z } from 'zod';
import { findUserByEmail } from '../../modules/users';
import type { CaptchaVerifier } from '../captcha/captcha-verifier';
import { type SendConfirmationEmailDeps, sendConfirmationEmail } from './send-confirmation-email';

export type ResendConfirmationEmailDeps = SendConfirmationEmailDeps & { captcha: CaptchaVerifier };

/**
 * POST /register/resend-confirmation-email, after the captcha. An unknown address answers like a
 * known one, so the call does not reveal accounts.
 */
export async function resendConfirmationEmail(
  deps: ResendConfirmationEmailDeps,
  body: z.output<typeof ResendConfirmationBodySchema>,
) {
  if (!(await deps.captcha.verify(body.recaptchaToken))) {
    throw new AppError('CAPTCHA_INVALID');
  }
  const user = await findUserByEmail(deps.db, body.email);
  if (user?.emailConfirmedAt) {
    return { status: 'alreadyVerified' as const };
  }
  if (user) {
    await sendConfirmationEmail(deps, user);
  }
  return { status: 'resent' as const };
}
