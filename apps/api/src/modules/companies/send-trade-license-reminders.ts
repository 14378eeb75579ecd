import type { Db } from '@skyparcel/db';
import { calendarDay, TRADE_LICENSE_REMINDER_DAYS } from '@skyparcel/domain/business';
import { matchLocale } from '@skyparcel/domain/locale';
import { translate } from '@skyparcel/i18n';
import type { Clock } from '../../lib/clock';
import { type Mailer, renderMail } from '../mail';
import {
  claimLicenseReminder,
  listCompaniesToRemind,
  listCompanyUsers,
} from './company.repository';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The daily pass (issue 15): a company whose trade license expires within 30 days is e-mailed
 * once per license, to each active SHIPPER ADMIN in their language. The claim (the expiry date
 * the reminder was sent for) and the mails are one transaction, so a second pass, a second
 * process or a crash between them never sends it twice, and a renewed license is reminded anew.
 */
export async function sendTradeLicenseReminders(deps: {
  db: Db;
  clock: Clock;
  mailer: Pick<Mailer, 'sendMany'>;
}): Promise<number> {
  const now = deps.clock();
  const today = calendarDay(now);
  const horizon = calendarDay(new Date(now.getTime() + TRADE_LICENSE_REMINDER_DAYS * DAY_MS));
  let sent = 0;
  for (const company of await listCompaniesToRemind(deps.db, today, horizon)) {
    const expiresOn = company.tradeLicenseExpiresOn;
    if (!expiresOn) {
      continue;
    }
    await deps.db.transaction(async (tx) => {
      if (!(await claimLicenseReminder(tx, company.id, expiresOn))) {
        return;
      }
      const admins = (await listCompanyUsers(tx, company.id)).filter(
        (user) => user.role === 'SHIPPER ADMIN' && user.isActive,
      );
      const mails = admins.map((admin) => {
        const locale = matchLocale(admin.preferredLocale) ?? 'en-US';
        const t = (key: string) =>
          translate(locale, `mail.tradeLicenseReminder.${key}`, {
            name: admin.firstName,
            company: company.name,
            date: expiresOn,
          });
        return {
          to: admin.email,
          ...renderMail({
            locale,
            subject: t('subject'),
            heading: t('heading'),
            paragraphs: [t('body')],
          }),
        };
      });
      await deps.mailer.sendMany(mails, tx);
      sent += 1;
    });
  }
  return sent;
}
