import type { Db } from '@skyparcel/db';
import { AppError } from '@skyparcel/domain/errors';
import {
  PACKAGE_STATUSES,
  type PackageStatus,
  SUITE_TABS,
  type SuiteList,
  type SuiteListQuery,
  type SuiteTab,
  statusesOfTab,
  tabOfStatus,
} from '@skyparcel/domain/packages';
import {
  countOwnedPackagesByStatus,
  countOwnedPackagesMatching,
  findOwnedPackagesPage,
  presentPackageSummary,
} from '../../modules/packages';
import { findWarehouse, findWarehousesByCountry, requireCountry } from '../../modules/reference';
import type { Viewer } from '../../modules/users';

/**
 * The spec names both /warehouses/byCountry/{countryCode}/packages and
 * /warehouses/byCountry/{warehouseId}/packages: two letters are a country (all its warehouses),
 * anything else a warehouse id or code. Unknown ones answer the catalogue's 404.
 */
export async function resolveSuiteWarehouses(db: Db, key: string): Promise<string[]> {
  if (/^[A-Za-z]{2}$/.test(key.trim())) {
    const found = await findWarehousesByCountry(db, key.trim().toUpperCase());
    if (found.length === 0) {
      // One query on the hot path; the country is looked up only to tell 404 from "none here".
      await requireCountry(db, key);
    }
    return found.map((row) => row.warehouse.id);
  }
  const row = await findWarehouse(db, key);
  if (!row) {
    throw new AppError('WAREHOUSE_NOT_FOUND', { params: { id: key } });
  }
  return [row.warehouse.id];
}

/**
 * My Suite (spec section 2): the caller's packages at the warehouses (a business user's: the
 * company's, each colleague's named, decision 053), with a count per tab and one page of the
 * chosen tab or status, newest first; the keyword matches the retailer, the retailer's tracking
 * number or the package ID. The viewer rule is in every `where`.
 */
export async function listSuitePackages(
  db: Db,
  viewer: Viewer,
  warehouseIds: string[],
  query: SuiteListQuery,
  now = new Date(),
): Promise<SuiteList> {
  const emptyCounts = Object.fromEntries(SUITE_TABS.map((tab) => [tab, 0])) as Record<
    SuiteTab,
    number
  >;
  if (warehouseIds.length === 0) {
    return {
      warehouseIds,
      counts: emptyCounts,
      items: [],
      page: query.page,
      pageSize: query.pageSize,
      total: 0,
    };
  }
  const scope = { viewer, warehouseIds };
  const filter = { tab: query.tab, status: query.status, keyword: query.keyword };
  const [statusCounts, rows] = await Promise.all([
    countOwnedPackagesByStatus(db, scope),
    findOwnedPackagesPage(db, scope, filter, query),
  ]);

  const counts = { ...emptyCounts };
  const byStatus = new Map<string, number>();
  for (const row of statusCounts) {
    byStatus.set(row.status, row.value);
    if (PACKAGE_STATUSES.includes(row.status)) {
      counts[tabOfStatus(row.status)] += row.value;
    }
  }
  // The counts already hold the total unless a keyword narrows the list: no second count then.
  const statuses: readonly PackageStatus[] = query.status
    ? [query.status].filter((status) => !query.tab || statusesOfTab(query.tab).includes(status))
    : query.tab
      ? statusesOfTab(query.tab)
      : PACKAGE_STATUSES;
  const total = query.keyword
    ? await countOwnedPackagesMatching(db, scope, filter)
    : statuses.reduce<number>((sum, status) => sum + (byStatus.get(status) ?? 0), 0);
  return {
    warehouseIds,
    counts,
    items: rows.map((row) => ({
      ...presentPackageSummary(row, now),
      ...(row.ownerName === null ? {} : { ownerName: row.ownerName }),
    })),
    page: query.page,
    pageSize: query.pageSize,
    total,
  };
}
