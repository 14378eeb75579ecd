import type { Db } from '@skyparcel/db';
import { schema } from '@skyparcel/db';
import { and, asc, eq } from 'drizzle-orm';

const { packageLockers, users, warehouses, countries } = schema;

/** The user's lockers at active warehouses, in the warehouses' order, with what an address needs. */
export function findLockersOf(db: Db, userId: string) {
  return db
    .select({
      id: packageLockers.id,
      warehouse: warehouses,
      country: countries.name,
      firstName: users.firstName,
      lastName: users.lastName,
      suiteNumber: users.suiteNumber,
    })
    .from(packageLockers)
    .innerJoin(users, eq(users.id, packageLockers.userId))
    .innerJoin(warehouses, eq(warehouses.id, packageLockers.warehouseId))
    .innerJoin(countries, eq(countries.code, warehouses.countryCode))
    .where(and(eq(packageLockers.userId, userId), eq(warehouses.isActive, true)))
    .orderBy(asc(warehouses.sortOrder));
}

export type LockerRow = Awaited<ReturnType<typeof findLockersOf>>[number];
