import { CompanyMaintenanceSchema } from '@skyparcel/domain/business';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInUser } from '../../plugins/auth';
import { getCompanyMaintenance } from './get-company-maintenance';

/**
 * GET /UserProfile/maintenance (spec section 7, Profile; issue 15): the SHIPPER ADMIN's company
 * and its users. The changes go through the shared user calls (invite, update-status,
 * update-role) in `features/user-management`, which hand a SHIPPER ADMIN's call to this feature.
 */
export const companyUsersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/UserProfile/maintenance',
    {
      onRequest: app.requireRole('SHIPPER ADMIN'),
      schema: { tags: ['profile'], response: { 200: CompanyMaintenanceSchema } },
    },
    async (request) => getCompanyMaintenance(app.db, signedInUser(request)),
  );
};
