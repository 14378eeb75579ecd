import {
  BotLoginBodySchema,
  LoginBodySchema,
  LoginChallengeSchema,
  SessionSchema,
  UserTypeBodySchema,
  UserTypeSchema,
  VerifyCodeBodySchema,
} from '@skyparcel/domain/accounts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountCallLimit } from '../../lib/account-call-limit';
import { systemClock } from '../../lib/clock';
import { revokeSession, rotateSession } from '../../modules/sessions';
import { BEARER_SCHEME, signedInUser } from '../../plugins/auth';
import { botLogin } from './bot-login';
import { getUserType } from './get-user-type';
import { startLogin } from './start-login';
import { verifyLoginCode } from './verify-login-code';

/** Sign-in (spec section 7, Login): password and code steps, bot login, user type, refresh, logout. */
export const signInRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['sign-in'];
  const perAddressLimit = accountCallLimit(app.config);
  // E-mail and password the schema refuses: 'Email or password is not valid.' (spec section 8).
  const credentialsConfig = {
    ...perAddressLimit,
    validationErrorCode: 'LOGIN_INPUT_INVALID',
  } as const;
  const deps = {
    db: app.db,
    mailer: app.mailer,
    captcha: app.captcha,
    codeHasher: app.codeHasher,
    totpCipher: app.totpCipher,
  };

  app.post(
    '/login/login',
    {
      schema: { tags, body: LoginBodySchema, response: { 200: LoginChallengeSchema } },
      config: credentialsConfig,
    },
    async (request) => startLogin(deps, request.body, request.ip),
  );

  app.post(
    '/login/verify-code',
    {
      schema: { tags, body: VerifyCodeBodySchema, response: { 200: SessionSchema } },
      config: perAddressLimit,
    },
    async (request) => verifyLoginCode(deps, request.body),
  );

  app.post(
    '/login/botlogin',
    {
      schema: { tags, body: BotLoginBodySchema, response: { 200: SessionSchema } },
      config: credentialsConfig,
    },
    async (request) => botLogin(app.db, request.body.email, request.body.password, request.ip),
  );

  app.post(
    '/login/user-type',
    {
      schema: {
        tags,
        body: UserTypeBodySchema,
        response: { 200: UserTypeSchema },
        // Open to visitors; a signed-in caller asking about their own address gets their lists.
        security: [{}, { [BEARER_SCHEME]: [] }],
      },
      onRequest: app.identifyUser,
      config: perAddressLimit,
    },
    async (request) =>
      getUserType({ db: app.db, clock: systemClock }, request.body.emailAddress, request.user),
  );

  app.post(
    '/login/refresh',
    {
      schema: { tags, response: { 200: SessionSchema } },
      onRequest: app.requireAuth,
      config: { countsAsActivity: false },
    },
    async (request) => {
      const user = signedInUser(request);
      const { token, expiresAt } = await rotateSession(app.db, user.sessionId);
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
    { schema: { tags }, onRequest: app.requireAuth },
    async (request, reply) => {
      await revokeSession(app.db, signedInUser(request).sessionId);
      return reply.code(204).send();
    },
  );
};
