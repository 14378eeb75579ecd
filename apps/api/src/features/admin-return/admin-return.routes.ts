import {
  ADMIN_REDIRECT_PATH,
  AdminAccessBodySchema,
  AdminAccessSchema,
  AdminSessionSchema,
  AdminTokenBodySchema,
} from '@skyparcel/domain/accounts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accountCallLimit } from '../../lib/account-call-limit';
import { signedInUser } from '../../plugins/auth';
import { exchangeAdminAccessCode } from './exchange-admin-access-code';
import { issueAdminAccess } from './issue-admin-access';

/** Where a customer's portal opens when the operator names no page: their invoices. */
const DEFAULT_RETURN_PATH = '/shipping-invoice';

/**
 * Admin return (spec section 4, ADR 017): an operator opens a customer's portal through a
 * one-time code that the customer's browser tab exchanges for a session marked as theirs.
 * Both the issue and the use are recorded in the audit log.
 */
export const adminReturnRoutes: FastifyPluginAsyncZod = async (app) => {
  const IdParams = z.object({ id: z.uuid({ error: 'errors.USER_NOT_FOUND' }) });

  app.post(
    '/UserProfile/:id/admin-access',
    {
      schema: {
        tags: ['user-management'],
        params: IdParams,
        // The body is optional: no page named opens the invoices.
        body: AdminAccessBodySchema.nullish(),
        response: { 200: AdminAccessSchema },
      },
      onRequest: app.requireRole('ADMIN'),
    },
    async (request) => {
      const admin = signedInUser(request);
      const { code, expiresAt } = await issueAdminAccess(app.db, admin, request.params.id);
      const query = new URLSearchParams({
        adminToken: code,
        returnTo: request.body?.returnTo ?? DEFAULT_RETURN_PATH,
      });
      return {
        redirectPath: `${ADMIN_REDIRECT_PATH}?${query.toString()}`,
        expiresAt: expiresAt.toISOString(),
      };
    },
  );

  app.post(
    '/login/admin-token',
    {
      schema: {
        tags: ['sign-in'],
        body: AdminTokenBodySchema,
        response: { 200: AdminSessionSchema },
      },
      config: accountCallLimit(app.config),
    },
    async (request) => {
      const session = await exchangeAdminAccessCode(app.db, request.body.adminToken);
      return { ...session, fromAdmin: true as const };
    },
  );
};
