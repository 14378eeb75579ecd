import type { Db } from '@skyparcel/db';
import { schema } from '@skyparcel/db';
import { AppError } from '@skyparcel/domain/errors';
import type { StaffPackageQuery } from '@skyparcel/domain/packages';
import { and, count, desc, eq, gte, ilike, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import { isUuid } from '../../lib/is-uuid';
import {
  cappedTotalOf,
  containsPattern,
  countCapOf,
  offsetOf,
  PAGE_SIZE,
} from '../../lib/sql-search';
import { warehouseStorageColumns } from './package.repository';
import { type PackageCaller, staffWarehouseCondition } from './staff-scope';

const { packages, users, warehouses } = schema;

const staffColumns = {
  pkg: packages,
  ...warehouseStorageColumns,
  ownerSuiteNumber: users.suiteNumber,
  ownerFirstName: users.firstName,
  ownerLastName: users.lastName,
};

function selectStaffPackages(db: Db) {
  return db
    .select(staffColumns)
    .from(packages)
    .innerJoin(warehouses, eq(warehouses.id, packages.warehouseId))
    .leftJoin(users, eq(users.id, packages.userId));
}

export type StaffPackageRow = Awaited<ReturnType<typeof requireStaffPackage>>;

/** A package at one of the clerk's warehouses: 404 when unknown, 403 when it is elsewhere. */
export async function requireStaffPackage(db: Db, user: PackageCaller, packageId: string) {
  const [row] = isUuid(packageId)
    ? await selectStaffPackages(db).where(
        and(eq(packages.id, packageId), staffWarehouseCondition(db, user)),
      )
    : [];
  if (!row) {
    const [other] = isUuid(packageId)
      ? await db.select({ id: packages.id }).from(packages).where(eq(packages.id, packageId))
      : [];
    throw new AppError(other ? 'RESOURCE_FORBIDDEN' : 'PACKAGE_NOT_FOUND', {
      params: { id: packageId },
    });
  }
  return row;
}

/**
 * The package already received at this warehouse with this retailer tracking number (letter case
 * aside), if any; other warehouses are not looked at, so their packages are never named.
 */
export async function findPackageByTrackingNumber(
  db: Db,
  warehouseId: string,
  trackingNumber: string,
) {
  const [row] = await db
    .select({ number: packages.number })
    .from(packages)
    .where(
      and(
        eq(packages.warehouseId, warehouseId),
        sql`lower(${packages.retailerTrackingNumber}) = lower(${trackingNumber})`,
      ),
    )
    .orderBy(desc(packages.receivedAt))
    .limit(1);
  return row;
}

/**
 * Staff search by suite, status, date received and retailer, newest first, one page, and how many
 * match. At a million packages (decision 073) each condition must reach an index: the suite is
 * the owner's (one lookup, then `packages.user_id`) or, for a package that matched nobody, the
 * label's (`label_suite_number`), never a `coalesce` over the join; and the count is a query of
 * its own, since `count(*) over ()` read every matching row before the page could be cut. It
 * stops at the cap (`countCapOf`): counting all the packages of a search with no filter took
 * 90 ms at a million and grows with the table.
 */
export async function searchStaffPackages(db: Db, user: PackageCaller, query: StaffPackageQuery) {
  const conditions: (SQL | undefined)[] = [staffWarehouseCondition(db, user)];
  if (query.warehouseId) {
    conditions.push(eq(packages.warehouseId, query.warehouseId));
  }
  if (query.suite) {
    const suite = query.suite.toUpperCase();
    const [owner] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.suiteNumber, suite));
    // As coalesce(owner's suite, label) = suite: the owner's packages, or packages labelled with
    // it whose owner (if any) has no suite number. Both arms read `packages` alone, so the two
    // indexes answer them and the count needs no join.
    conditions.push(
      or(
        owner ? eq(packages.userId, owner.id) : undefined,
        and(
          eq(packages.labelSuiteNumber, suite),
          or(
            isNull(packages.userId),
            sql`not exists (select 1 from ${users} as suite_owner
              where suite_owner.id = ${packages.userId} and suite_owner.suite_number is not null)`,
          ),
        ),
      ),
    );
  }
  if (query.status) {
    conditions.push(eq(packages.status, query.status));
  }
  if (query.unassigned !== undefined) {
    conditions.push(
      query.unassigned ? isNull(packages.userId) : sql`${packages.userId} is not null`,
    );
  }
  if (query.receivedFrom) {
    conditions.push(gte(packages.receivedAt, query.receivedFrom));
  }
  if (query.receivedTo) {
    // A date without a time means the whole day.
    conditions.push(lt(packages.receivedAt, new Date(query.receivedTo.getTime() + 86_400_000)));
  }
  if (query.retailer) {
    conditions.push(ilike(packages.retailerName, containsPattern(query.retailer)));
  }
  const where = and(...conditions);
  const cap = countCapOf(query.page);
  const matches = db
    .select({ id: packages.id })
    .from(packages)
    .where(where)
    .limit(cap + 1)
    .as('matches');
  const [rows, [counted]] = await Promise.all([
    selectStaffPackages(db)
      .where(where)
      .orderBy(desc(packages.receivedAt), desc(packages.number))
      .limit(PAGE_SIZE)
      .offset(offsetOf(query.page)),
    db.select({ total: count() }).from(matches),
  ]);
  return { rows, ...cappedTotalOf(counted?.total ?? 0, cap) };
}
