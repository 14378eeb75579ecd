import type { Db } from '@skyparcel/db';
import { matchLocale } from '@skyparcel/domain/locale';
import { money } from '@skyparcel/domain/money';
import { formatPackageNumber } from '@skyparcel/domain/packages';
import { formatMoney, translate } from '@skyparcel/i18n';
import type { Clock } from '../../lib/clock';
import { type Mailer, renderMail } from '../mail';
import type { PackageRow } from '../packages';
import { findUserById } from '../users';
import { insertNotification } from './notification.repository';

export type PackageNotice =
  | { kind: 'package_received'; warehouseName: string; freeStorageDays: number }
  | { kind: 'action_required' }
  | {
      kind: 'storage_ending';
      days: number;
      endsAt: Date;
      feePerDayMinor: number;
      currency: string;
    };

const MAIL_GROUP: Record<PackageNotice['kind'], string> = {
  package_received: 'packageReceived',
  action_required: 'packageActionRequired',
  storage_ending: 'storageEnding',
};

/** What telling a customer needs: their row, the time, the mail outbox. */
export type NotifyDeps = { db: Db; clock: Clock; mailer: Pick<Mailer, 'send'> };

/**
 * Tells the package's owner about it twice (product.md, notifications): an unread notification
 * in the header and an e-mail in their language. Call after the change is committed; an
 * unassigned package has nobody to tell.
 */
export async function notifyCustomer(
  { db, clock, mailer }: NotifyDeps,
  pkg: PackageRow,
  notice: PackageNotice,
) {
  if (!pkg.userId) {
    return;
  }
  const user = await findUserById(db, pkg.userId);
  if (!user) {
    return;
  }
  const locale = matchLocale(user.preferredLocale) ?? 'en-US';
  const params: Record<string, string> = {
    number: formatPackageNumber(pkg.number),
    retailer: pkg.retailerName,
    tracking: pkg.retailerTrackingNumber,
    ...(pkg.reason ? { reason: pkg.reason } : {}),
  };
  const mailParams: Record<string, string> = {
    ...params,
    reason: pkg.reason ? translate(locale, `packages.reasons.${pkg.reason}`) : '',
  };
  if (notice.kind === 'package_received') {
    mailParams.warehouse = notice.warehouseName;
    mailParams.days = String(notice.freeStorageDays);
  }
  if (notice.kind === 'storage_ending') {
    params.days = String(notice.days);
    mailParams.days = params.days;
    mailParams.date = new Intl.DateTimeFormat(locale, {
      dateStyle: 'long',
      timeZone: 'UTC',
    }).format(notice.endsAt);
    mailParams.fee = formatMoney(money(notice.feePerDayMinor, notice.currency), locale);
  }

  await insertNotification(
    db,
    { userId: user.id, kind: notice.kind, packageId: pkg.id, params },
    clock(),
  );

  const group = MAIL_GROUP[notice.kind];
  const t = (key: string) => translate(locale, `mail.${group}.${key}`, mailParams);
  const paragraphs = [t('body')];
  if (notice.kind === 'action_required' && pkg.adminComment) {
    paragraphs.push(
      translate(locale, 'mail.packageActionRequired.comment', { comment: pkg.adminComment }),
    );
  }
  await mailer.send({
    to: user.email,
    ...renderMail({ locale, subject: t('subject'), heading: t('heading'), paragraphs }),
  });
}
