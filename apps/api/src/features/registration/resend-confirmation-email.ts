import type { ResendConfirmationBodySchema } from '@skyparcel/domain/accounts';
import type { z } from 'zod';
import { type CaptchaVerifier, requireSolvedCaptcha } from '../../modules/captcha';
import {
  findUserByEmail,
  type SendConfirmationEmailDeps,
  sendConfirmationEmail,
} from '../../modules/users';

export type ResendConfirmationEmailDeps = SendConfirmationEmailDeps & { captcha: CaptchaVerifier };

/**
 * POST /register/resend-confirmation-email, after the captcha. An unknown address answers like a
 * known one, so the call does not reveal accounts.
 */
export async function resendConfirmationEmail(
  deps: ResendConfirmationEmailDeps,
  body: z.output<typeof ResendConfirmationBodySchema>,
) {
  await requireSolvedCaptcha(deps.captcha, body.recaptchaToken);
  const user = await findUserByEmail(deps.db, body.email);
  if (user?.emailConfirmedAt) {
    return { status: 'alreadyVerified' as const };
  }
  if (user) {
    await sendConfirmationEmail(deps, user);
  }
  return { status: 'resent' as const };
}
