import type { Db } from '@skyparcel/db';
import { EMAIL_CONFIRMATION_TTL_HOURS } from '@skyparcel/domain/accounts';
import { type Locale, matchLocale } from '@skyparcel/domain/locale';
import { translate } from '@skyparcel/i18n';
import { type Mailer, renderMail } from '../mail';
import { createEmailToken } from './email-token.repository';

export type SendConfirmationEmailDeps = { db: Db; mailer: Mailer; publicUrl: string };

type Recipient = { id: string; email: string; firstName: string; preferredLocale: string };

/** E-mails the confirmation link (`/?token=…`, spec section 2) in the user's language. */
export async function sendConfirmationEmail(
  { db, mailer, publicUrl }: SendConfirmationEmailDeps,
  user: Recipient,
) {
  const token = await createEmailToken(db, user.id, 'confirm_email', EMAIL_CONFIRMATION_TTL_HOURS);
  const locale: Locale = matchLocale(user.preferredLocale) ?? 'en-US';
  const t = (key: string, params?: Record<string, string>) => translate(locale, key, params);
  const link = `${publicUrl}/?token=${encodeURIComponent(token)}&lang=${locale}`;
  const mail = renderMail({
    locale,
    subject: t('mail.confirmEmail.subject'),
    heading: t('mail.confirmEmail.heading', { name: user.firstName }),
    paragraphs: [
      `${t('mail.confirmEmail.intro', { hours: String(EMAIL_CONFIRMATION_TTL_HOURS) })}\n${link}`,
      t('mail.confirmEmail.review'),
      t('mail.confirmEmail.ignore'),
    ],
  });
  await mailer.send({ to: user.email, ...mail });
}
