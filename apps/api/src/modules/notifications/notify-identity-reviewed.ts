import { matchLocale } from '@skyparcel/domain/locale';
import { translate } from '@skyparcel/i18n';
import { renderMail } from '../mail';
import { findUserById } from '../users';
import { insertNotification } from './notification.repository';
import type { NotifyDeps } from './notify-customer';

export type IdentityNotice =
  | { kind: 'identity_verified' }
  | { kind: 'identity_rejected'; reason: string };

const MAIL_GROUP: Record<IdentityNotice['kind'], string> = {
  identity_verified: 'identityVerified',
  identity_rejected: 'identityRejected',
};

/**
 * Tells a customer staff decided on their identity (issue 14), as `notifyCustomer` tells them
 * about a package: an unread header notification (no package of its own) and an e-mail in
 * their language, with the reason of a rejection. Call after the verdict is committed.
 */
export async function notifyIdentityReviewed(
  { db, clock, mailer }: NotifyDeps,
  userId: string,
  notice: IdentityNotice,
) {
  const user = await findUserById(db, userId);
  if (!user) {
    return;
  }
  const params: Record<string, string> =
    notice.kind === 'identity_rejected' ? { rejectionReason: notice.reason } : {};
  await insertNotification(db, { userId, kind: notice.kind, packageId: null, params }, clock());
  const locale = matchLocale(user.preferredLocale) ?? 'en-US';
  const t = (key: string) =>
    translate(locale, `mail.${MAIL_GROUP[notice.kind]}.${key}`, {
      ...params,
      name: user.firstName,
    });
  await mailer.send({
    to: user.email,
    ...renderMail({
      locale,
      subject: t('subject'),
      heading: t('heading'),
      paragraphs: [t('body')],
    }),
  });
}
