import type { Db } from '@skyparcel/db';
import { schema } from '@skyparcel/db';
import { and, asc, eq, sql } from 'drizzle-orm';
import { preparedQuery } from '../../lib/prepared-query';

const { packageLockers, users, warehouses, countries } = schema;

// Prepared: GET /state reads the lockers on every wizard start (lib/prepared-query.ts).
const lockersQuery = preparedQuery('find_lockers_of', (db) =>
  db
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
    .where(and(eq(packageLockers.userId, sql.placeholder('userId')), eq(warehouses.isActive, true)))
    .orderBy(asc(warehouses.sortOrder)),
);

/** The user's lockers at active warehouses, in the warehouses' order, with what an address needs. */
export function findLockersOf(db: Db, userId: string) {
  return lockersQuery(db, { userId });
}

export type LockerRow = Awaited<ReturnType<typeof findLockersOf>>[number];
