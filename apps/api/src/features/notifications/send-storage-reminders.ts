import { dueStorageReminder, freeStorageEndsAt, storageDays } from '@skyparcel/domain/packages';
import { type NotifyDeps, notifyCustomer } from '../../modules/notifications';
import { claimStorageReminder, findPackagesNearStorageEnd } from '../../modules/packages';

/**
 * E-mails (and notifies) customers 7 days and 1 day before a package's free storage ends
 * (issue 4). Safe to run often and from several processes: each reminder is claimed by a
 * conditional update of `storage_reminders_sent` before it is sent, so it goes out once.
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
    const claimed = await claimStorageReminder(deps.db, row.pkg.id, due);
    if (!claimed) {
      continue;
    }
    await notifyCustomer(deps, claimed, {
      kind: 'storage_ending',
      days: days.freeDaysRemaining,
      endsAt: freeStorageEndsAt(row.pkg.receivedAt, row.freeStorageDays),
      feePerDayMinor: row.storageFeePerDayMinor,
      currency: row.currency,
    });
    sent += 1;
  }
  return sent;
}
