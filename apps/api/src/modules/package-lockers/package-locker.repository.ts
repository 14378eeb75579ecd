import type { Db } from '@skyparcel/db';
import { schema } from '@skyparcel/db';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import { preparedQuery } from '../../lib/prepared-query';
import type { presentLocker } from './package-locker.presenter';

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

/**
 * The lockers as GET /state answers them, for the caller's one statement (features/user-state):
 * a JSON subquery with the owner as the placeholder `userId`, each as `presentLocker` shows it, in
 * `findLockersOf`' order (a test holds the two equal).
 */
export function lockersJson(): SQL<ReturnType<typeof presentLocker>[]> {
  return sql<ReturnType<typeof presentLocker>[]>`coalesce((select json_agg(json_build_object(
      'id', ${packageLockers.id}, 'warehouseId', ${warehouses.id},
      'warehouseCode', ${warehouses.code},
      'address', json_build_object(
        'name', ${users.firstName} || ' ' || ${users.lastName},
        'suiteNumber', ${users.suiteNumber}, 'street', ${warehouses.street},
        'street2', ${warehouses.street2}, 'city', ${warehouses.city},
        'state', ${warehouses.state}, 'zip', ${warehouses.zip}, 'country', ${countries.name},
        'countryCode', ${warehouses.countryCode}, 'phone', ${warehouses.phone}))
      order by ${warehouses.sortOrder})
    from ${packageLockers}
    join ${users} on ${users.id} = ${packageLockers.userId}
    join ${warehouses} on ${warehouses.id} = ${packageLockers.warehouseId}
    join ${countries} on ${countries.code} = ${warehouses.countryCode}
    where ${packageLockers.userId} = ${sql.placeholder('userId')}
      and ${warehouses.isActive}), '[]'::json)`;
}
