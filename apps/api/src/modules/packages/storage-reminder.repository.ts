import type { Db } from '@skyparcel/db';
import { schema } from '@skyparcel/db';
import { IN_SUITE_STATUSES, STORAGE_REMINDER_DAYS } from '@skyparcel/domain/packages';
import { and, eq, inArray, isNotNull, not, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../lib/tx';
import { warehouseTermsInForce } from '../reference';
import { warehouseStorageColumns } from './package.repository';

const { packages, warehouses } = schema;
const FIRST_REMINDER = Math.max(...STORAGE_REMINDER_DAYS);

/** Owned packages in the suite whose free storage ends within the reminder window at `now`. */
export function findPackagesNearStorageEnd(db: Db, now: Date) {
  const { freeStorageDays } = warehouseTermsInForce(now);
  return db
    .select({ pkg: packages, ...warehouseStorageColumns })
    .from(packages)
    .innerJoin(warehouses, eq(warehouses.id, packages.warehouseId))
    .where(
      and(
        isNotNull(packages.userId),
        inArray(packages.status, [...IN_SUITE_STATUSES]),
        // Inside the reminder window: at most 7 days of free storage left, and some left. Days
        // of 24 hours, as the domain counts them: `days => n` would follow the session's DST.
        sql`${packages.receivedAt} + make_interval(hours => 24 * (${freeStorageDays} - ${FIRST_REMINDER})) <= ${now}`,
        sql`${packages.receivedAt} + make_interval(hours => 24 * ${freeStorageDays}) > ${now}`,
      ),
    );
}

/**
 * Claims the reminder `due` days before the end for this package: the package as updated, or
 * undefined when another pass already claimed it, so each reminder goes out once.
 */
export async function claimStorageReminder(db: DbOrTx, packageId: string, due: number) {
  const [claimed] = await db
    .update(packages)
    .set({ storageRemindersSent: sql`array_append(${packages.storageRemindersSent}, ${due})` })
    .where(
      and(eq(packages.id, packageId), not(sql`${due} = any(${packages.storageRemindersSent})`)),
    )
    .returning();
  return claimed;
}
