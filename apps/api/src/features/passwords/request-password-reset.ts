import { schema } from '@skyparcel/db';
import {
  type RequestSetPasswordBody,
  SET_PASSWORD_MAX_SENDS_PER_HOUR,
  SET_PASSWORD_TTL_HOURS,
} from '@skyparcel/domain/accounts';
import { AppError } from '@skyparcel/domain/errors';
import { type Locale, matchLocale } from '@skyparcel/domain/locale';
import { translate } from '@skyparcel/i18n';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { hasHourlySendsLeft } from '../../lib/hourly-send-limit';
import { renderMail } from '../../modules/mail';
import { createEmailToken } from '../registration/email-token-store';

const tokens = schema.emailTokens;

/**
 * Forgot password (spec section 5, ADR 021): after the captcha, an active account is mailed a
 * set-password link, at most SET_PASSWORD_MAX_SENDS_PER_HOUR an hour. Past that cap nothing is
 * sent, but the caller is told nothing different: the answer is the same whether or not the
 * account exists or was mailed (product.md), so neither reveals an account. A locked account
 * can always reset this way.
 */
export async function requestPasswordReset(
  app: FastifyInstance,
  body: RequestSetPasswordBody,
  requestLocale: Locale,
): Promise<void> {
  if (!(await app.captcha.verify(body.recaptchaToken))) {
    throw new AppError('CAPTCHA_INVALID');
  }
  const [user] = await app.db
    .select()
    .from(schema.users)
    .where(eq(schema.users.email, body.emailAddress));
  if (!user?.isActive) {
    return;
  }
  const token = await app.db.transaction(async (tx) => {
    // The user's row is locked first, so parallel requests cannot pass the hourly cap.
    await tx
      .select({ id: schema.users.id })
      .from(schema.users)
      .where(eq(schema.users.id, user.id))
      .for('update');
    const log = {
      table: tokens,
      userId: tokens.userId,
      createdAt: tokens.createdAt,
      where: eq(tokens.purpose, 'set_password'),
    };
    if (!(await hasHourlySendsLeft(tx, log, user.id, SET_PASSWORD_MAX_SENDS_PER_HOUR))) {
      return undefined;
    }
    return createEmailToken(tx, user.id, 'set_password', SET_PASSWORD_TTL_HOURS);
  });
  if (!token) {
    return;
  }

  const locale = matchLocale(user.preferredLocale) ?? requestLocale;
  const t = (key: string, params?: Record<string, string>) => translate(locale, key, params);
  const link = `${app.config.publicUrl}/?resetToken=${encodeURIComponent(token)}&lang=${locale}`;
  const mail = renderMail({
    locale,
    subject: t('mail.setPassword.subject'),
    heading: t('mail.setPassword.heading'),
    paragraphs: [
      `${t('mail.setPassword.intro', { hours: String(SET_PASSWORD_TTL_HOURS) })}\n${link}`,
      t('mail.setPassword.ignore'),
    ],
  });
  await app.mailer.send({ to: user.email, ...mail });
}
