import { PackageLockerSchema } from '@skyparcel/domain/packages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { findLockersOf, presentLocker } from '../../modules/package-lockers';
import { signedInUser } from '../../plugins/auth';

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
    async (request) => (await findLockersOf(app.db, signedInUser(request).id)).map(presentLocker),
  );
};
