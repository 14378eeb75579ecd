import {
  LoginBodySchema,
  LoginChallengeSchema,
  SessionSchema,
  VerifyCodeBodySchema,
} from '@skyparcel/domain/accounts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { refreshSession, revokeSession } from './session-store';
import { startLogin } from './start-login';
import { verifyLoginCode } from './verify-login-code';

/** Local sign-in (spec section 7, Login): password step, code step, refresh, logout. */
export const signInRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['sign-in'];

  app.post(
    '/login/login',
    {
      schema: { tags, body: LoginBodySchema, response: { 200: LoginChallengeSchema } },
      config: {
        rateLimit: { max: app.config.SIGN_IN_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' },
      },
    },
    async (request) => startLogin(app, request.body),
  );

  app.post(
    '/login/verify-code',
    {
      schema: { tags, body: VerifyCodeBodySchema, response: { 200: SessionSchema } },
      config: {
        rateLimit: { max: app.config.SIGN_IN_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' },
      },
    },
    async (request) => verifyLoginCode(app, request.body),
  );

  app.post(
    '/login/refresh',
    { schema: { tags, response: { 200: SessionSchema } }, preHandler: app.requireAuth },
    async (request) => {
      const user = request.user;
      if (!user) {
        throw new Error('requireAuth let a request through without a user');
      }
      const expiresAt = await refreshSession(app.db, user.sessionId, user.sessionCreatedAt);
      const token = (request.headers.authorization ?? '').replace(/^Bearer\s+/i, '');
      return {
        token,
        expiresAt: expiresAt.toISOString(),
        role: user.role,
        agentCodeIsNull: user.agentCodeIsNull,
      };
    },
  );

  app.post(
    '/login/logout',
    { schema: { tags }, preHandler: app.requireAuth },
    async (request, reply) => {
      if (request.user) {
        await revokeSession(app.db, request.user.sessionId);
      }
      return reply.code(204).send();
    },
  );
};
