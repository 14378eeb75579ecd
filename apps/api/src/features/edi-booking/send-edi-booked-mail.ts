import type { Db } from '@skyparcel/db';
import { matchLocale } from '@skyparcel/domain/locale';
import { translate } from '@skyparcel/i18n';
import { summariseBookedAirWaybills } from '../../modules/edi-booking';
import { type Mailer, renderMail } from '../../modules/mail';
import { findUserById } from '../../modules/users';

export type EdiBookedMailDeps = { db: Db; mailer: Pick<Mailer, 'send'>; publicUrl: string };

/**
 * One confirmation per booked upload (decision 054) to its uploader, in their language: how
 * many shipments, the air waybill range and the link to /edi-booking. It is a shipment notice,
 * so the uploader's "shipment status e-mails" preference decides. Queued after the booking's
 * transaction (kept apart from it): a crash in between loses the mail, never the booking.
 */
export async function sendEdiBookedMail(
  deps: EdiBookedMailDeps,
  upload: { id: string; uploadedBy: string; originalFileName: string },
): Promise<boolean> {
  const user = await findUserById(deps.db, upload.uploadedBy);
  if (!user?.shipmentStatusEmails) {
    return false;
  }
  const booked = await summariseBookedAirWaybills(deps.db, upload.id);
  const locale = matchLocale(user.preferredLocale) ?? 'en-US';
  const t = (key: string) =>
    translate(locale, `mail.ediBooked.${key}`, {
      name: user.firstName,
      file: upload.originalFileName,
      count: String(booked.count),
      first: booked.first,
      last: booked.last,
      url: `${deps.publicUrl}/edi-booking`,
    });
  await deps.mailer.send({
    to: user.email,
    ...renderMail({
      locale,
      subject: t('subject'),
      heading: t('heading'),
      paragraphs: [t('body'), t('link')],
    }),
  });
  return true;
}
