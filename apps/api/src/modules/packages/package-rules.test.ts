import type { DbHandle } from '@skyparcel/db';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { buildPackage } from '../../testing/build-package';
import {
  buildCustomer,
  buildUser,
  type TestCustomer,
  warehouseIdOf,
} from '../../testing/build-user';
import { cloneTemplate } from '../../testing/template-db';
import {
  findOwnedPackage,
  findStaffWarehouses,
  requireOwnedPackage,
  requireStaffPackage,
  requireStaffWarehouse,
  searchStaffPackages,
} from './index';

// The two rules the packages module writes once: a customer reaches only their own packages;
// staff reach packages at their warehouses only, admins anywhere.
let handle: DbHandle;
let owner: TestCustomer;
let other: TestCustomer;
let london = '';
let delaware = '';
let londonPackageId = '';
let delawarePackageId = '';

beforeAll(async () => {
  handle = await cloneTemplate(process.env.TEST_DATABASE_URL, inject('templateDb'));
  owner = await buildCustomer(handle.db);
  other = await buildCustomer(handle.db);
  london = await warehouseIdOf(handle.db, 'GB-LON');
  delaware = await warehouseIdOf(handle.db, 'US-DE');
  londonPackageId = (await buildPackage(handle.db, { owner, warehouse: 'GB-LON' })).id;
  delawarePackageId = (await buildPackage(handle.db, { owner, warehouse: 'US-DE' })).id;
});
afterAll(async () => handle.close());

const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'resolved',
    (error: { code?: string }) => error.code,
  );

describe('customer ownership', () => {
  test('the owner finds their package, at its warehouse by id or code', async () => {
    const found = await requireOwnedPackage(handle.db, owner.user, londonPackageId, 'GB-LON');
    expect(found.pkg.id).toBe(londonPackageId);
    expect(found.warehouseName).toBeTruthy();
    expect((await findOwnedPackage(handle.db, owner.user, londonPackageId))?.pkg.id).toBe(
      londonPackageId,
    );
  });

  test("another customer's package is refused with 403 and never returned", async () => {
    expect(await findOwnedPackage(handle.db, other.user, londonPackageId)).toBeUndefined();
    expect(await codeOf(requireOwnedPackage(handle.db, other.user, londonPackageId))).toBe(
      'PACKAGE_NOT_ASSOCIATED',
    );
  });

  test('an unknown or malformed id, or the wrong warehouse, is not found', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect(await codeOf(requireOwnedPackage(handle.db, owner.user, unknown))).toBe(
      'PACKAGE_NOT_FOUND',
    );
    expect(await codeOf(requireOwnedPackage(handle.db, owner.user, "1' or '1'='1"))).toBe(
      'PACKAGE_NOT_FOUND',
    );
    expect(await codeOf(requireOwnedPackage(handle.db, owner.user, londonPackageId, 'US-DE'))).toBe(
      'PACKAGE_NOT_FOUND',
    );
    expect(
      await codeOf(requireOwnedPackage(handle.db, owner.user, londonPackageId, 'XX-NOPE')),
    ).toBe('WAREHOUSE_NOT_FOUND');
  });
});

describe('staff scope', () => {
  test('staff reach packages at their warehouses and get 403 elsewhere', async () => {
    const { user: clerk } = await buildUser(handle.db, { role: 'STAFF', warehouses: ['GB-LON'] });
    expect((await requireStaffPackage(handle.db, clerk, londonPackageId)).pkg.id).toBe(
      londonPackageId,
    );
    expect(await codeOf(requireStaffPackage(handle.db, clerk, delawarePackageId))).toBe(
      'RESOURCE_FORBIDDEN',
    );
    expect(await codeOf(requireStaffWarehouse(handle.db, clerk, 'US-DE'))).toBe(
      'RESOURCE_FORBIDDEN',
    );
    expect((await requireStaffWarehouse(handle.db, clerk, 'GB-LON')).warehouse.id).toBe(london);
    expect((await findStaffWarehouses(handle.db, clerk)).map((row) => row.warehouse.id)).toEqual([
      london,
    ]);
  });

  test("a staff search shows only the clerk's warehouses, even when asked for another", async () => {
    const { user: clerk } = await buildUser(handle.db, { role: 'STAFF', warehouses: ['GB-LON'] });
    const search = (warehouseId?: string) =>
      searchStaffPackages(handle.db, clerk, {
        page: 1,
        suite: owner.suiteNumber,
        ...(warehouseId ? { warehouseId } : {}),
      });
    expect((await search()).rows.map((row) => row.pkg.id)).toEqual([londonPackageId]);
    expect((await search(delaware)).rows).toEqual([]);
  });

  test('a clerk with no warehouse reaches nothing; an admin reaches every warehouse', async () => {
    const { user: idle } = await buildUser(handle.db, { role: 'STAFF' });
    expect(await codeOf(requireStaffPackage(handle.db, idle, londonPackageId))).toBe(
      'RESOURCE_FORBIDDEN',
    );
    expect(await findStaffWarehouses(handle.db, idle)).toEqual([]);

    const { user: admin } = await buildUser(handle.db, { role: 'ADMIN' });
    expect((await requireStaffPackage(handle.db, admin, delawarePackageId)).pkg.id).toBe(
      delawarePackageId,
    );
    const all = await searchStaffPackages(handle.db, admin, { page: 1, suite: owner.suiteNumber });
    expect(all.rows.map((row) => row.pkg.id).sort()).toEqual(
      [londonPackageId, delawarePackageId].sort(),
    );
  });
});
