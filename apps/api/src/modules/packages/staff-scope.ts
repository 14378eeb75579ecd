import type { Db } from '@skyparcel/db';
import { schema } from '@skyparcel/db';
import type { Role } from '@skyparcel/domain/accounts';
import { AppError } from '@skyparcel/domain/errors';
import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import { findActiveWarehouses, findWarehouse } from '../reference';

/**
 * Who acts on packages, as the module needs to know them (a signed-in session user fits): the
 * module never imports the auth plugin (decision 027).
 */
export type PackageCaller = { id: string; role: Role };

/**
 * The warehouses a clerk may act at, as a condition on `packages.warehouse_id`: staff only at
 * their assigned warehouses (staff_warehouses), admins anywhere. Put it in every staff query's
 * `where`, so a forgotten check shows nothing rather than everything.
 */
export function staffWarehouseCondition(db: Db, user: PackageCaller): SQL | undefined {
  if (user.role === 'ADMIN') {
    return undefined;
  }
  return inArray(
    schema.packages.warehouseId,
    db
      .select({ id: schema.staffWarehouses.warehouseId })
      .from(schema.staffWarehouses)
      .where(eq(schema.staffWarehouses.userId, user.id)),
  );
}

/** The warehouse of a staff call: 404 when unknown, 403 when the clerk does not work there. */
export async function requireStaffWarehouse(
  db: Db,
  user: PackageCaller,
  warehouseIdOrCode: string,
) {
  const row = await findWarehouse(db, warehouseIdOrCode);
  if (!row) {
    throw new AppError('WAREHOUSE_NOT_FOUND', { params: { id: warehouseIdOrCode } });
  }
  if (user.role !== 'ADMIN') {
    const [assigned] = await db
      .select({ id: schema.staffWarehouses.warehouseId })
      .from(schema.staffWarehouses)
      .where(
        and(
          eq(schema.staffWarehouses.userId, user.id),
          eq(schema.staffWarehouses.warehouseId, row.warehouse.id),
        ),
      );
    if (!assigned) {
      throw new AppError('RESOURCE_FORBIDDEN');
    }
  }
  return row;
}

/** The warehouses a staff member is assigned to (staff_warehouses), in the usual order. */
export async function assignedWarehouseIds(db: Db, userId: string) {
  const rows = await db
    .select({ id: schema.staffWarehouses.warehouseId })
    .from(schema.staffWarehouses)
    .innerJoin(schema.warehouses, eq(schema.warehouses.id, schema.staffWarehouses.warehouseId))
    .where(eq(schema.staffWarehouses.userId, userId))
    .orderBy(asc(schema.warehouses.sortOrder));
  return rows.map((row) => row.id);
}

/**
 * Refuses a STAFF member assigned to no warehouse (issue 27): staff act only where they work, so
 * one who works nowhere reads no customer's suite or identity and opens no CAWB. Admins pass.
 */
export async function requireWorkingStaff(db: Db, user: PackageCaller): Promise<void> {
  if (user.role === 'ADMIN') {
    return;
  }
  if ((await assignedWarehouseIds(db, user.id)).length === 0) {
    throw new AppError('RESOURCE_FORBIDDEN');
  }
}

/**
 * Refuses a STAFF member who works at no warehouse in the country of `airportCode`: a CAWB is a
 * flight that carries a warehouse's shipments from its country's airports (decision 042), so
 * only that warehouse's clerks open one. Admins pass.
 */
export async function requireStaffAtAirport(
  db: Db,
  user: PackageCaller,
  airportCode: string,
): Promise<void> {
  if (user.role === 'ADMIN') {
    return;
  }
  const [assigned] = await db
    .select({ id: schema.staffWarehouses.warehouseId })
    .from(schema.staffWarehouses)
    .innerJoin(schema.warehouses, eq(schema.warehouses.id, schema.staffWarehouses.warehouseId))
    .innerJoin(schema.airports, eq(schema.airports.countryCode, schema.warehouses.countryCode))
    .where(
      and(
        eq(schema.staffWarehouses.userId, user.id),
        eq(schema.airports.code, airportCode.toUpperCase()),
      ),
    )
    .limit(1);
  if (!assigned) {
    throw new AppError('RESOURCE_FORBIDDEN');
  }
}

/** The warehouses the clerk works at (all for an admin), in the usual order. */
export async function findStaffWarehouses(db: Db, user: PackageCaller) {
  const all = await findActiveWarehouses(db);
  if (user.role === 'ADMIN') {
    return all;
  }
  const assigned = new Set(await assignedWarehouseIds(db, user.id));
  return all.filter((row) => assigned.has(row.warehouse.id));
}
