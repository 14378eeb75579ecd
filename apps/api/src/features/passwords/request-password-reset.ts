import type { Db } from '@skyparcel/db';
import {
  type RequestSetPasswordBody,
  SET_PASSWORD_MAX_SENDS_PER_HOUR,
  SET_PASSWORD_TTL_HOURS,
} from '@skyparcel/domain/accounts';
import { type Locale, matchLocale } from '@skyparcel/domain/locale';
import { translate } from '@skyparcel/i18n';
import { type CaptchaVerifier, requireSolvedCaptcha } from '../../modules/captcha';
import { type Mailer, renderMail } from '../../modules/mail';
import {
  createEmailToken,
  findUserByEmail,
  hasEmailTokenSendsLeft,
  lockUserById,
} from '../../modules/users';

export type RequestPasswordResetDeps = {
  db: Db;
  mailer: Mailer;
  captcha: CaptchaVerifier;
  publicUrl: string;
};

/**
 * Forgot password (spec section 5, ADR 021): after the captcha, an active account is mailed a
 * set-password link, at most SET_PASSWORD_MAX_SENDS_PER_HOUR an hour. Past that cap nothing is
 * sent, but the caller is told nothing different: the answer is the same whether or not the
 * account exists or was mailed (product.md), so neither reveals an account. A locked account
 * can always reset this way.
 */
export async function requestPasswordReset(
  { db, mailer, captcha, publicUrl }: RequestPasswordResetDeps,
  body: RequestSetPasswordBody,
  requestLocale: Locale,
): Promise<void> {
  await requireSolvedCaptcha(captcha, body.recaptchaToken);
  const user = await findUserByEmail(db, body.emailAddress);
  if (!user?.isActive) {
    return;
  }
  const token = await db.transaction(async (tx) => {
    // The user's row is locked first, so parallel requests cannot pass the hourly cap.
    await lockUserById(tx, user.id);
    if (
      !(await hasEmailTokenSendsLeft(tx, user.id, 'set_password', SET_PASSWORD_MAX_SENDS_PER_HOUR))
    ) {
      return undefined;
    }
    return createEmailToken(tx, user.id, 'set_password', SET_PASSWORD_TTL_HOURS);
  });
  if (!token) {
    return;
  }

  const locale = matchLocale(user.preferredLocale) ?? requestLocale;
  const t = (key: string, params?: Record<string, string>) => translate(locale, key, params);
  const link = `${publicUrl}/?resetToken=${encodeURIComponent(token)}&lang=${locale}`;
  const mail = renderMail({
    locale,
    subject: t('mail.setPassword.subject'),
    heading: t('mail.setPassword.heading'),
    paragraphs: [
      `${t('mail.setPassword.intro', { hours: String(SET_PASSWORD_TTL_HOURS) })}\n${link}`,
      t('mail.setPassword.ignore'),
    ],
  });
  await mailer.send({ to: user.email, ...mail });
}
