import { schema } from '@skyparcel/db';
import {
  ADMIN_REDIRECT_PATH,
  AdminAccessBodySchema,
  AdminAccessSchema,
  AdminSessionSchema,
  AdminTokenBodySchema,
} from '@skyparcel/domain/accounts';
import { AppError } from '@skyparcel/domain/errors';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accountCallLimit } from '../../lib/account-call-limit';
import { signedInUser } from '../../plugins/auth';
import { isOpenableAccount, issueAdminAccessCode } from './admin-access-codes';
import { exchangeAdminAccessCode } from './exchange-admin-access-code';

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
      const [customer] = await app.db
        .select()
        .from(schema.users)
        .where(eq(schema.users.id, request.params.id));
      if (!customer) {
        throw new AppError('USER_NOT_FOUND');
      }
      // Only customers' portals: opening another operator's account would hand over their rights.
      if (!isOpenableAccount(customer)) {
        throw new AppError('ADMIN_ACCESS_NOT_ALLOWED');
      }
      const { code, expiresAt } = await issueAdminAccessCode(app.db, admin.id, customer.id);
      await app.db.insert(schema.auditLog).values({
        actorUserId: admin.id,
        action: 'admin_access_issued',
        targetUserId: customer.id,
        details: { expiresAt: expiresAt.toISOString() },
      });
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
