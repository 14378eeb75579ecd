import type { Db } from '@skyparcel/db';
import { schema } from '@skyparcel/db';
import { and, eq, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Tx } from '../../lib/tx';
import { groupByPackage } from './group-by-package';

const { storageFeeDays, packages, warehouses, warehousePriceTerms } = schema;

/**
 * Writes every chargeable storage day completed by `now` of the owned packages still in
 * storage, at the warehouse's daily fee in force at `now` (the figure a quote at `now` uses).
 * One statement; a day already written is left as it is (the key is package and day), so the
 * pass can run every hour, after an outage, and in two processes at once. Answers the days added.
 * A day is 24 hours, not `days => n`: PostgreSQL adds calendar days in the session's time zone,
 * so across a DST change a day would end an hour (Lord Howe: half an hour) off (decision 058).
 */
export async function accrueStorageDays(db: Db, now: Date): Promise<number> {
  const moment = sql`${now.toISOString()}::timestamptz`;
  const added = await db
    .insert(storageFeeDays)
    .select(sql`
      select p.id, d.n, p.received_at + make_interval(hours => 24 * d.n), t.fee, w.currency,
        null::uuid, ${moment}
      from ${packages} p
      join ${warehouses} w on w.id = p.warehouse_id
      cross join lateral (
        select ${warehousePriceTerms.freeStorageDays} as free_days,
               ${warehousePriceTerms.storageFeePerDayMinor} as fee
        from ${warehousePriceTerms}
        where ${warehousePriceTerms.warehouseId} = w.id
          and ${warehousePriceTerms.effectiveFrom} <= ${moment}
        order by ${warehousePriceTerms.effectiveFrom} desc limit 1
      ) t
      cross join lateral generate_series(
        t.free_days + 1,
        floor(extract(epoch from (${moment} - p.received_at)) / 86400)::int
      ) as d(n)
      where p.user_id is not null and p.storage_stopped_at is null and t.fee > 0`)
    .onConflictDoNothing()
    .returning({ packageId: storageFeeDays.packageId });
  return added.length;
}

/** A package's storage days as written, in order (tests and the billing read them). */
export function findStorageDaysOf(db: Db, packageId: string) {
  return db
    .select()
    .from(storageFeeDays)
    .where(eq(storageFeeDays.packageId, packageId))
    .orderBy(storageFeeDays.dayNumber);
}

/** How many of a package's days an invoice billed. */
export async function countBilledStorageDays(db: Db, packageId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(storageFeeDays)
    .where(and(eq(storageFeeDays.packageId, packageId), isNotNull(storageFeeDays.invoiceId)));
  return row?.count ?? 0;
}

/** Customers (and currencies) with unbilled days completed before `before` of packages still stored. */
export function findUnbilledStorageCustomers(db: Db, before: Date) {
  return db
    .selectDistinct({ userId: packages.userId, currency: storageFeeDays.currency })
    .from(storageFeeDays)
    .innerJoin(packages, eq(packages.id, storageFeeDays.packageId))
    .where(unbilledStoredBefore(before));
}

function unbilledStoredBefore(before: Date) {
  return and(
    isNull(storageFeeDays.invoiceId),
    isNull(packages.storageStoppedAt),
    lt(storageFeeDays.dayEndsAt, before),
  );
}

/**
 * One customer's unbilled days in one currency, locked until the transaction ends: a second
 * process billing the same month waits here, then finds them billed (the `where` is checked
 * again on the locked rows) and bills nothing. Their packages are locked too, in id order as
 * ship request creation locks them: a request created meanwhile either waits and then quotes
 * without these days, or goes first and stops the package's storage, which the `where`, checked
 * again on the locked package, then excludes. Either way no day is on two invoices.
 */
export function lockUnbilledStorageDays(tx: Tx, userId: string, currency: string, before: Date) {
  return tx
    .select({
      packageId: storageFeeDays.packageId,
      packageNumber: packages.number,
      warehouseId: packages.warehouseId,
      dayNumber: storageFeeDays.dayNumber,
      amountMinor: storageFeeDays.amountMinor,
    })
    .from(storageFeeDays)
    .innerJoin(packages, eq(packages.id, storageFeeDays.packageId))
    .where(
      and(
        eq(packages.userId, userId),
        eq(storageFeeDays.currency, currency),
        unbilledStoredBefore(before),
      ),
    )
    .orderBy(packages.id, storageFeeDays.dayNumber)
    .for('update', { of: [storageFeeDays, packages] });
}

/**
 * Up to `limit` of a package's unbilled days, oldest first, locked as the monthly billing locks
 * them: the days a shipping invoice's STORAGE line billed.
 */
export function lockUnbilledDaysOfPackage(tx: Tx, packageId: string, limit: number) {
  return tx
    .select({ packageId: storageFeeDays.packageId, dayNumber: storageFeeDays.dayNumber })
    .from(storageFeeDays)
    .where(and(eq(storageFeeDays.packageId, packageId), isNull(storageFeeDays.invoiceId)))
    .orderBy(storageFeeDays.dayNumber)
    .limit(limit)
    .for('update');
}

/** The days an invoice billed: one statement per package. */
export async function markStorageDaysBilled(
  tx: Tx,
  days: readonly { packageId: string; dayNumber: number }[],
  invoiceId: string,
) {
  for (const ofPackage of groupByPackage(days)) {
    const packageId = ofPackage[0]?.packageId ?? '';
    await tx
      .update(storageFeeDays)
      .set({ invoiceId })
      .where(
        and(
          eq(storageFeeDays.packageId, packageId),
          inArray(
            storageFeeDays.dayNumber,
            ofPackage.map((day) => day.dayNumber),
          ),
        ),
      );
  }
}
