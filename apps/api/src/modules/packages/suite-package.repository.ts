import type { Db } from '@skyparcel/db';
import { schema } from '@skyparcel/db';
import {
  type PackageStatus,
  parsePackageNumber,
  type SuiteTab,
  statusesOfTab,
} from '@skyparcel/domain/packages';
import { and, count, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import { containsPattern } from '../../lib/sql-search';
import { colleagueNameOf, type Viewer } from '../users';
import { ownedPackageCondition, warehouseStorageColumns } from './package.repository';

const { packages, warehouses } = schema;

/** The viewer's (or their company's) packages at these warehouses; `warehouseIds` must not be empty. */
export type SuiteScope = { viewer: Viewer; warehouseIds: string[] };

export type SuiteFilter = {
  tab?: SuiteTab | undefined;
  status?: PackageStatus | undefined;
  /** The retailer, the retailer's tracking number or the package ID ('PK100001'). */
  keyword?: string | undefined;
};

function ownedIn({ viewer, warehouseIds }: SuiteScope) {
  return and(ownedPackageCondition(viewer), inArray(packages.warehouseId, warehouseIds));
}

function matching(scope: SuiteScope, filter: SuiteFilter) {
  const conditions: (SQL | undefined)[] = [ownedIn(scope)];
  if (filter.tab) {
    conditions.push(inArray(packages.status, statusesOfTab(filter.tab)));
  }
  if (filter.status) {
    conditions.push(eq(packages.status, filter.status));
  }
  if (filter.keyword) {
    const pattern = containsPattern(filter.keyword);
    const number = parsePackageNumber(filter.keyword);
    conditions.push(
      or(
        ilike(packages.retailerName, pattern),
        ilike(packages.retailerTrackingNumber, pattern),
        number === undefined ? undefined : eq(packages.number, number),
      ),
    );
  }
  return and(...conditions);
}

/** How many of the customer's packages are in each state there (states with none are absent). */
export function countOwnedPackagesByStatus(db: Db, scope: SuiteScope) {
  return db
    .select({ status: packages.status, value: count() })
    .from(packages)
    .where(ownedIn(scope))
    .groupBy(packages.status);
}

/**
 * One page of the viewer's matching packages, newest first, with their storage terms; a business
 * viewer's rows also name their owner (decision 053), in the same query.
 */
export function findOwnedPackagesPage(
  db: Db,
  scope: SuiteScope,
  filter: SuiteFilter,
  page: { page: number; pageSize: number },
) {
  return db
    .select({
      pkg: packages,
      ...warehouseStorageColumns,
      ownerName: colleagueNameOf(packages.userId, scope.viewer),
    })
    .from(packages)
    .innerJoin(warehouses, eq(warehouses.id, packages.warehouseId))
    .where(matching(scope, filter))
    .orderBy(desc(packages.receivedAt), desc(packages.number))
    .limit(page.pageSize)
    .offset((page.page - 1) * page.pageSize);
}

/** How many of the customer's packages match (when a keyword makes the state counts no help). */
export async function countOwnedPackagesMatching(db: Db, scope: SuiteScope, filter: SuiteFilter) {
  const [row] = await db.select({ value: count() }).from(packages).where(matching(scope, filter));
  return row?.value ?? 0;
}
