import type { Db } from '@skyparcel/db';
import { schema } from '@skyparcel/db';
import { and, eq, isNotNull, sql } from 'drizzle-orm';

const { storageFeeDays, packages, warehouses, warehousePriceTerms } = schema;

/**
 * How many storage days of the package in the outer query ("packages") an invoice already
 * billed: a quote prices only the chargeable days after those (issue 13), so no day is billed
 * twice. A subquery, so the package reads that carry it keep their query count.
 */
export const billedStorageDaysColumn = sql<number>`(select count(*) from ${storageFeeDays}
  where ${storageFeeDays.packageId} = "packages"."id" and ${storageFeeDays.invoiceId} is not null)`.mapWith(
  Number,
);

/**
 * Writes every chargeable storage day completed by `now` of the owned packages still in
 * storage, at the warehouse's daily fee in force at `now` (the figure a quote at `now` uses).
 * One statement; a day already written is left as it is (the key is package and day), so the
 * pass can run every hour, after an outage, and in two processes at once. Answers the days added.
 */
export async function accrueStorageDays(db: Db, now: Date): Promise<number> {
  const moment = sql`${now.toISOString()}::timestamptz`;
  const added = await db
    .insert(storageFeeDays)
    .select(sql`
      select p.id, d.n, p.received_at + make_interval(days => d.n), t.fee, w.currency,
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
