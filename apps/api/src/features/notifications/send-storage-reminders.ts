import { dueStorageReminder, freeStorageEndsAt, storageDays } from '@skyparcel/domain/packages';
import type { OutgoingMail } from '../../modules/mail';
import { type NotifyDeps, notifyCustomer } from '../../modules/notifications';
import { claimStorageReminder, findPackagesNearStorageEnd } from '../../modules/packages';

/**
 * E-mails (and notifies) customers 7 days and 1 day before a package's free storage ends
 * (issue 4). Safe to run often and from several processes: each reminder is claimed by a
 * conditional update of `storage_reminders_sent`, in one transaction with its notification and
 * outbox mail, so it goes out once, and a pass killed midway leaves no claim without its mail.
 */
export async function sendStorageReminders(deps: NotifyDeps) {
  const now = deps.clock();
  const candidates = await findPackagesNearStorageEnd(deps.db, now);

  let sent = 0;
  for (const row of candidates) {
    const days = storageDays({
      receivedAt: row.pkg.receivedAt,
      now,
      freeDays: row.freeStorageDays,
    });
    const due = dueStorageReminder(days.freeDaysRemaining, row.pkg.storageRemindersSent);
    if (due === undefined) {
      continue;
    }
    const isSent = await deps.db.transaction(async (tx) => {
      const claimed = await claimStorageReminder(tx, row.pkg.id, due);
      if (!claimed) {
        return false;
      }
      const inTransaction = { send: (mail: OutgoingMail) => deps.mailer.send(mail, tx) };
      await notifyCustomer({ ...deps, db: tx, mailer: inTransaction }, claimed, {
        kind: 'storage_ending',
        days: days.freeDaysRemaining,
        endsAt: freeStorageEndsAt(row.pkg.receivedAt, row.freeStorageDays),
        feePerDayMinor: row.storageFeePerDayMinor,
        currency: row.currency,
      });
      return true;
    });
    if (isSent) {
      sent += 1;
    }
  }
  return sent;
}
