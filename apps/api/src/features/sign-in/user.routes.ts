import { schema } from '@skyparcel/db';
import { CurrentUserSchema } from '@skyparcel/domain/accounts';
import { AppError } from '@skyparcel/domain/errors';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInUser } from '../../plugins/auth';

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
    async (request) => {
      const [user] = await app.db
        .select()
        .from(schema.users)
        .where(eq(schema.users.id, signedInUser(request).id));
      if (!user) {
        throw new AppError('UNAUTHENTICATED');
      }
      return {
        ...user,
        agentCodeIsNull: user.companyId === null,
        firstTime: user.suiteGreetingSeenAt === null,
      };
    },
  );

  app.post(
    '/user/suite-greeting-seen',
    {
      schema: { tags: ['user'] },
      onRequest: app.requireAuth,
    },
    async (request, reply) => {
      // The first close counts; closing it again on another device keeps that time.
      await app.db
        .update(schema.users)
        .set({ suiteGreetingSeenAt: sql`now()` })
        .where(
          and(
            eq(schema.users.id, signedInUser(request).id),
            isNull(schema.users.suiteGreetingSeenAt),
          ),
        );
      return reply.code(204).send();
    },
  );
};
