import type { RegisterBody } from '@skyparcel/domain/accounts';
import { AppError } from '@skyparcel/domain/errors';
import type { Locale } from '@skyparcel/domain/locale';
import { type CaptchaVerifier, requireSolvedCaptcha } from '../../modules/captcha';
import { hashPassword } from '../../modules/credentials';
import {
  insertUser,
  type SendConfirmationEmailDeps,
  sendConfirmationEmail,
} from '../../modules/users';

export type RegisterAccountDeps = SendConfirmationEmailDeps & { captcha: CaptchaVerifier };

/**
 * POST /register (spec section 4): a new customer account, not yet confirmed nor approved; the
 * confirmation link goes by e-mail. An operator approves the account afterwards. Business (the
 * modal's third step) is only kept: the application itself needs a signed-in, confirmed user
 * (decision 052), so it opens at the first sign-in.
 */
export async function registerAccount(
  deps: RegisterAccountDeps,
  body: RegisterBody,
  locale: Locale,
) {
  await requireSolvedCaptcha(deps.captcha, body.recaptchaToken);
  const passwordHash = await hashPassword(body.password);
  const user = await insertUser(deps.db, {
    email: body.email,
    firstName: body.firstName,
    middleName: body.middleName || null,
    lastName: body.lastName,
    passwordHash,
    role: 'CUSTOMER',
    shipperType: body.shipperType,
    baseCarrier: body.baseCarrier,
    signupAccountType: body.accountType,
    receiveOffersAndPromotions: body.receiveOffersAndPromotionsFlag,
    preferredLocale: locale,
  });
  if (!user) {
    throw new AppError('EMAIL_EXISTS', { fields: { email: 'errors.EMAIL_EXISTS' } });
  }
  await sendConfirmationEmail(deps, user);
  return { status: 'PendingEmailConfirmation' as const };
}
