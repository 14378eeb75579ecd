import { matchLocale } from '@skyparcel/domain/locale';
import type { TrackingStatus } from '@skyparcel/domain/tracking';
import { translate } from '@skyparcel/i18n';
import type { DbOrTx } from '../../lib/tx';
import { type Mailer, type OutgoingMail, renderMail } from '../mail';
import { findUsersByIds } from '../users';
import { insertNotifications } from './notification.repository';

export type ShipmentStatusNotice = {
  userId: string;
  orderNumber: string;
  /** The air waybill once packed; null before. */
  airWaybillNumber: string | null;
  status: TrackingStatus;
  occurredAt: Date;
  location: string;
};

export type ShipmentStatusDeps = {
  /** The app's mailer signs the e-mails' unsubscribe links; a seed's fake mailer has none. */
  mailer: Pick<Mailer, 'sendMany'> & Partial<Pick<Mailer, 'unsubscribeLinks'>>;
  publicUrl: string;
  now: Date;
};

/**
 * Tells customers their shipments have a new status (issue 12, decision 042): a header
 * notification and an e-mail in their language per notice, written in the caller's transaction
 * so one event tells them once (and a scan file's thousands take a few statements). A customer
 * who turned status e-mails off still gets the notification, and always the delivered e-mail.
 */
export async function notifyShipmentStatus(
  tx: DbOrTx,
  { mailer, publicUrl, now }: ShipmentStatusDeps,
  notices: readonly ShipmentStatusNotice[],
) {
  const users = new Map(
    (await findUsersByIds(tx, [...new Set(notices.map((notice) => notice.userId))])).map((user) => [
      user.id,
      user,
    ]),
  );
  const told = notices.filter((notice) => users.has(notice.userId));
  await insertNotifications(
    tx,
    told.map((notice) => ({
      userId: notice.userId,
      kind: 'shipment_status' as const,
      packageId: null,
      params: { orderNumber: notice.orderNumber, status: notice.status },
    })),
    now,
  );

  const mails: OutgoingMail[] = [];
  // One date format per language, not per mail: a scan file sends thousands.
  const dateFormats = new Map<string, Intl.DateTimeFormat>();
  for (const notice of told) {
    const user = users.get(notice.userId);
    if (!user || (!user.shipmentStatusEmails && notice.status !== 'delivered')) {
      continue;
    }
    const locale = matchLocale(user.preferredLocale) ?? 'en-US';
    const params = {
      orderNumber: notice.orderNumber,
      trackingNumber: notice.airWaybillNumber ?? notice.orderNumber,
      status: translate(locale, `tracking.status.${notice.status}`),
      location: notice.location,
      date: dateFormatOf(dateFormats, locale).format(notice.occurredAt),
      link: `${publicUrl}/delivery-status?order=${encodeURIComponent(notice.orderNumber)}&lang=${locale}`,
    };
    const t = (key: string) => translate(locale, `mail.shipmentStatus.${key}`, params);
    mails.push({
      to: user.email,
      ...renderMail({
        locale,
        subject: t('subject'),
        heading: t('heading'),
        paragraphs: [t('body'), t('follow')],
        // Not on the delivered e-mail: it goes whatever the preference says (decision 042).
        unsubscribe:
          mailer.unsubscribeLinks && notice.status !== 'delivered'
            ? {
                label: translate(locale, 'mail.unsubscribe.status'),
                url: `${mailer.unsubscribeLinks.urlFor(user.id, 'status')}&lang=${locale}`,
              }
            : undefined,
      }),
    });
  }
  await mailer.sendMany(mails, tx);
}

function dateFormatOf(formats: Map<string, Intl.DateTimeFormat>, locale: string) {
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      dateStyle: 'long',
      timeStyle: 'short',
      timeZone: 'UTC',
    });
    formats.set(locale, format);
  }
  return format;
}
