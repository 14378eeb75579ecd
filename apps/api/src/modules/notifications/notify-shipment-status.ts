import { matchLocale } from '@skyparcel/domain/locale';
import type { TrackingStatus } from '@skyparcel/domain/tracking';
import { translate } from '@skyparcel/i18n';
import type { DbOrTx } from '../../lib/tx';
import { type Mailer, renderMail } from '../mail';
import { findUserById } from '../users';
import { insertNotification } from './notification.repository';

export type ShipmentStatusNotice = {
  userId: string;
  orderNumber: string;
  /** The air waybill once packed; null before. */
  airWaybillNumber: string | null;
  status: TrackingStatus;
  occurredAt: Date;
  location: string;
};

export type ShipmentStatusDeps = { mailer: Pick<Mailer, 'send'>; publicUrl: string; now: Date };

/**
 * Tells the customer their shipment has a new status (issue 12, decision 042): a header
 * notification and an e-mail in their language, written in the caller's transaction so one
 * event tells them once. A customer who turned status e-mails off still gets the notification,
 * and always the delivered e-mail.
 */
export async function notifyShipmentStatus(
  tx: DbOrTx,
  { mailer, publicUrl, now }: ShipmentStatusDeps,
  notice: ShipmentStatusNotice,
) {
  const user = await findUserById(tx, notice.userId);
  if (!user) {
    return;
  }
  await insertNotification(
    tx,
    {
      userId: user.id,
      kind: 'shipment_status',
      packageId: null,
      params: { orderNumber: notice.orderNumber, status: notice.status },
    },
    now,
  );
  if (!user.shipmentStatusEmails && notice.status !== 'delivered') {
    return;
  }

  const locale = matchLocale(user.preferredLocale) ?? 'en-US';
  const params = {
    orderNumber: notice.orderNumber,
    trackingNumber: notice.airWaybillNumber ?? notice.orderNumber,
    status: translate(locale, `tracking.status.${notice.status}`),
    location: notice.location,
    date: new Intl.DateTimeFormat(locale, {
      dateStyle: 'long',
      timeStyle: 'short',
      timeZone: 'UTC',
    }).format(notice.occurredAt),
    link: `${publicUrl}/delivery-status?order=${encodeURIComponent(notice.orderNumber)}&lang=${locale}`,
  };
  const t = (key: string) => translate(locale, `mail.shipmentStatus.${key}`, params);
  await mailer.send(
    {
      to: user.email,
      ...renderMail({
        locale,
        subject: t('subject'),
        heading: t('heading'),
        paragraphs: [t('body'), t('follow')],
      }),
    },
    tx,
  );
}
