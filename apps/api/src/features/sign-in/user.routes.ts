import { CurrentUserSchema } from '@skyparcel/domain/accounts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { markSuiteGreetingSeen } from '../../modules/users';
import { signedInUser } from '../../plugins/auth';
import { getCurrentUser } from './get-current-user';

/**
 * GET /user: the signed-in user's own account; the profile screens build on it.
 * POST /user/suite-greeting-seen: the customer closed the first-time suite address screen, so
 * `firstTime` turns false on every device (not in spec section 7, which keeps it in browser state).
 */
export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/user',
    {
      schema: { tags: ['user'], response: { 200: CurrentUserSchema } },
      onRequest: app.requireAuth,
    },
    async (request) => getCurrentUser(app.db, signedInUser(request).id),
  );

  app.post(
    '/user/suite-greeting-seen',
    {
      schema: { tags: ['user'] },
      onRequest: app.requireAuth,
    },
    async (request, reply) => {
      // The first close counts; closing it again on another device keeps that time.
      await markSuiteGreetingSeen(app.db, signedInUser(request).id);
      return reply.code(204).send();
    },
  );
};
