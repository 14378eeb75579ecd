import type { Db } from '@skyparcel/db';
import { schema } from '@skyparcel/db';
import { and, asc, eq } from 'drizzle-orm';
import { isUuid } from '../../lib/is-uuid';
import { warehouseTermsInForce } from './warehouse-terms';

const warehouseColumns = {
  warehouse: schema.warehouses,
  countryName: schema.countries.name,
  freeStorageDays: warehouseTermsInForce().freeStorageDays,
};

function selectWarehouses(db: Db) {
  return db
    .select(warehouseColumns)
    .from(schema.warehouses)
    .innerJoin(schema.countries, eq(schema.countries.code, schema.warehouses.countryCode));
}

export type WarehouseRow = Awaited<ReturnType<typeof findActiveWarehouses>>[number];

export function findActiveWarehouses(db: Db) {
  return selectWarehouses(db)
    .where(eq(schema.warehouses.isActive, true))
    .orderBy(asc(schema.warehouses.sortOrder), asc(schema.warehouses.name));
}

export function findWarehousesByCountry(db: Db, countryCode: string) {
  return selectWarehouses(db)
    .where(
      and(eq(schema.warehouses.isActive, true), eq(schema.warehouses.countryCode, countryCode)),
    )
    .orderBy(asc(schema.warehouses.sortOrder));
}

/** By id or by code ('US-DE'); a malformed id is simply not found. */
export async function findWarehouse(db: Db, idOrCode: string): Promise<WarehouseRow | undefined> {
  const condition = isUuid(idOrCode)
    ? eq(schema.warehouses.id, idOrCode)
    : eq(schema.warehouses.code, idOrCode.toUpperCase());
  const [row] = await selectWarehouses(db).where(
    and(condition, eq(schema.warehouses.isActive, true)),
  );
  return row;
}
