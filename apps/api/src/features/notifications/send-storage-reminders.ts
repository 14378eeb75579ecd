import { schema } from '@skyparcel/db';
import {
  dueStorageReminder,
  freeStorageEndsAt,
  IN_SUITE_STATUSES,
  STORAGE_REMINDER_DAYS,
  storageDays,
} from '@skyparcel/domain/packages';
import { and, eq, inArray, isNotNull, not, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { warehouseStorageColumns } from '../packages/package.repository';
import { notifyCustomer } from './notify-customer';

const { packages, warehouses } = schema;
const FIRST_REMINDER = Math.max(...STORAGE_REMINDER_DAYS);

/**
 * E-mails (and notifies) customers 7 days and 1 day before a package's free storage ends
 * (issue 4). Safe to run often and from several processes: each reminder is claimed by a
 * conditional update of `storage_reminders_sent` before it is sent, so it goes out once.
 */
export async function sendStorageReminders(app: FastifyInstance, now = new Date()) {
  const candidates = await app.db
    .select({ pkg: packages, ...warehouseStorageColumns })
    .from(packages)
    .innerJoin(warehouses, eq(warehouses.id, packages.warehouseId))
    .where(
      and(
        isNotNull(packages.userId),
        inArray(packages.status, [...IN_SUITE_STATUSES]),
        // Inside the reminder window: at most 7 days of free storage left, and some left.
        sql`${packages.receivedAt} + make_interval(days => ${warehouses.freeStorageDays} - ${FIRST_REMINDER}) <= ${now}`,
        sql`${packages.receivedAt} + make_interval(days => ${warehouses.freeStorageDays}) > ${now}`,
      ),
    );

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
    const [claimed] = await app.db
      .update(packages)
      .set({ storageRemindersSent: sql`array_append(${packages.storageRemindersSent}, ${due})` })
      .where(
        and(eq(packages.id, row.pkg.id), not(sql`${due} = any(${packages.storageRemindersSent})`)),
      )
      .returning();
    if (!claimed) {
      continue;
    }
    await notifyCustomer(app, claimed, {
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
