import type { Db } from '@skyparcel/db';
import type { InviteUserBodySchema } from '@skyparcel/domain/accounts';
import { AppError } from '@skyparcel/domain/errors';
import type { Locale } from '@skyparcel/domain/locale';
import { translate } from '@skyparcel/i18n';
import type { z } from 'zod';
import { recordAudit } from '../../modules/audit';
import type { Mailer } from '../../modules/mail';
import { renderMail } from '../../modules/mail';
import { createEmailToken, insertUser, type UserRow } from '../../modules/users';

/** An invitation link lives three days: longer than a reset, since nobody is waiting at a screen. */
export const INVITE_TTL_HOURS = 72;

export type InviteUserDeps = { db: Db; mailer: Mailer; publicUrl: string };
export type Invitation = {
  user: UserRow;
  link: string;
};

/**
 * An account made by an operator (spec section 6): approved, without a password, with a one-time
 * set-password link e-mailed to it; a SHIPPER ADMIN's colleague joins their company. The admin console calls it with the signed-in admin as the
 * actor; `npm run create-admin` with none (the audit row then names no actor), and prints the link.
 */
export async function inviteUser(
  { db, mailer, publicUrl }: InviteUserDeps,
  actor: { id: string } | null,
  {
    email,
    firstName,
    lastName,
    role,
    companyId,
  }: z.output<typeof InviteUserBodySchema> & { companyId?: string },
  locale: Locale,
): Promise<Invitation> {
  const created = await insertUser(db, {
    email,
    firstName,
    lastName,
    role,
    companyId: companyId ?? null,
    isApproved: true,
    preferredLocale: locale,
  });
  if (!created) {
    throw new AppError('EMAIL_EXISTS', { fields: { email: 'errors.EMAIL_EXISTS' } });
  }
  await recordAudit(db, {
    actor: actor?.id ?? null,
    action: 'user.invite',
    subject: created.id,
    detail: { role, ...(companyId ? { companyId } : {}) },
  });

  const token = await createEmailToken(db, created.id, 'set_password', INVITE_TTL_HOURS);
  const t = (key: string, params?: Record<string, string>) => translate(locale, key, params);
  const link = `${publicUrl.replace(/\/+$/, '')}/?resetToken=${encodeURIComponent(token)}&lang=${locale}`;
  await mailer.send({
    to: email,
    ...renderMail({
      locale,
      subject: t('mail.invite.subject'),
      heading: t('mail.invite.heading', { name: firstName }),
      paragraphs: [`${t('mail.invite.body', { hours: String(INVITE_TTL_HOURS) })}\n${link}`],
    }),
  });
  return { user: created, link };
}
