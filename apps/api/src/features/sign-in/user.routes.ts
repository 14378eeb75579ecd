import { schema } from '@skyparcel/db';
import { CurrentUserSchema } from '@skyparcel/domain/accounts';
import { AppError } from '@skyparcel/domain/errors';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInUser } from '../../plugins/auth';

/** GET /user: the signed-in user's own account; the profile screens build on it. */
export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/user',
    {
      schema: { tags: ['user'], response: { 200: CurrentUserSchema } },
      preHandler: app.requireAuth,
    },
    async (request) => {
      const [user] = await app.db
        .select()
        .from(schema.users)
        .where(eq(schema.users.id, signedInUser(request).id));
      if (!user) {
        throw new AppError('UNAUTHENTICATED');
      }
      return { ...user, agentCodeIsNull: user.companyId === null };
    },
  );
};
