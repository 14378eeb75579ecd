import { UserStateSchema } from '@skyparcel/domain/user-state';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInUser } from '../../plugins/auth';
import { loadUserState } from './load-user-state';

/** GET /state (spec section 7, Packages and shipping; section 3, User state). */
export const userStateRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/state',
    {
      onRequest: app.requireAuth,
      schema: {
        tags: ['ship-requests'],
        summary: 'What the start-shipment wizard needs, in one call',
        response: { 200: UserStateSchema },
      },
    },
    async (request) =>
      loadUserState(app.db, { viewer: signedInUser(request), locale: request.locale }),
  );
};
