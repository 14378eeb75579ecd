import { schema } from '@skyparcel/db';
import { PackageLockerSchema } from '@skyparcel/domain/packages';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedInUser } from '../../plugins/auth';

const { packageLockers, users, warehouses, countries } = schema;

/**
 * GET /package-locker (spec section 7): the caller's lockers (id, warehouseId) with the suite
 * address to give to shops at each warehouse: the customer's name with the suite number, then
 * the warehouse's street, city, state, zip, country and phone.
 */
export const packageLockersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/package-locker',
    {
      onRequest: app.requireAuth,
      schema: { tags: ['packages'], response: { 200: z.array(PackageLockerSchema) } },
    },
    async (request) => {
      const rows = await app.db
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
        .where(
          and(eq(packageLockers.userId, signedInUser(request).id), eq(warehouses.isActive, true)),
        )
        .orderBy(asc(warehouses.sortOrder));
      return rows.map((row) => ({
        id: row.id,
        warehouseId: row.warehouse.id,
        warehouseCode: row.warehouse.code,
        address: {
          name: `${row.firstName} ${row.lastName}`,
          suiteNumber: row.suiteNumber,
          street: row.warehouse.street,
          street2: row.warehouse.street2,
          city: row.warehouse.city,
          state: row.warehouse.state,
          zip: row.warehouse.zip,
          country: row.country,
          countryCode: row.warehouse.countryCode,
          phone: row.warehouse.phone,
        },
      }));
    },
  );
};
