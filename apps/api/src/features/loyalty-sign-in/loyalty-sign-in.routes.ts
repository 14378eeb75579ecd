import {
  LOYALTY_SIGN_IN_TTL_MINUTES,
  LoyaltyAccountBodySchema,
  LoyaltyAccountStatusSchema,
  LoyaltyEnrolmentSchema,
  LoyaltySignInQuerySchema,
  LoyaltyTokenQuerySchema,
} from '@skyparcel/domain/accounts';
import { AppError } from '@skyparcel/domain/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accountCallLimit } from '../../lib/account-call-limit';
import { createLoyaltyAccount } from './create-loyalty-account';
import { exchangeLoyaltyCode } from './exchange-loyalty-code';
import type { LoyaltyClient } from './loyalty-client';
import { startLoyaltySignIn } from './start-loyalty-sign-in';
import { readStateCookie, serializeClearedStateCookie, serializeStateCookie } from './state-cookie';

export type LoyaltySignInRoutesOptions = { client: LoyaltyClient };

/**
 * Loyalty programme sign-in (spec section 7, ADR 016): the redirect to the provider, the code
 * exchange /authsuccess calls, and the account creation of a first-time member.
 */
export const loyaltySignInRoutes: FastifyPluginAsyncZod<LoyaltySignInRoutesOptions> = async (
  app,
  { client },
) => {
  const tags = ['loyalty-sign-in'];
  const { settings } = client;
  const isSecure = settings.callbackUrl.startsWith('https:');

  app.get(
    '/login/loyalty-programme',
    {
      schema: {
        tags,
        summary:
          '302 to the loyalty programme (authorization code with PKCE); callbackUrl must be /authsuccess',
        querystring: LoyaltySignInQuerySchema,
      },
      config: accountCallLimit(app.config),
    },
    async (request, reply) => {
      const redirect = await startLoyaltySignIn(
        { db: app.db, log: app.log },
        client,
        request.query.callbackUrl,
        request.locale,
      );
      reply.header('cache-control', 'no-store');
      if (redirect.kind === 'provider') {
        const maxAge = LOYALTY_SIGN_IN_TTL_MINUTES * 60;
        reply.header('set-cookie', serializeStateCookie(redirect.state, maxAge, isSecure));
      }
      return reply.redirect(redirect.url, 302);
    },
  );

  app.post(
    '/Login/:programme/Token',
    {
      schema: {
        tags,
        summary:
          'Body: the code as text/plain; query: state (and iss). 200 text/plain token, or 202 enrolment of a first-time member',
        params: z.object({ programme: z.string().max(40) }),
        querystring: LoyaltyTokenQuerySchema,
        body: z.string().max(4096),
        response: { 200: z.string(), 202: LoyaltyEnrolmentSchema },
      },
      config: accountCallLimit(app.config),
    },
    async (request, reply) => {
      if (request.params.programme.toLowerCase() !== settings.programme) {
        throw new AppError('ROUTE_NOT_FOUND');
      }
      // Used or not, the state is spent: the browser forgets it either way.
      reply.header('cache-control', 'no-store');
      reply.header('set-cookie', serializeClearedStateCookie(isSecure));
      const result = await exchangeLoyaltyCode({ db: app.db, log: app.log }, client, {
        code: request.body.trim(),
        state: request.query.state,
        iss: request.query.iss,
        cookieState: readStateCookie(request.headers.cookie),
      });
      if (result.kind === 'session') {
        // The spec's contract: the token as plain text (not JSON, so no serializer).
        return reply.code(200).type('text/plain; charset=utf-8').send(result.token);
      }
      return reply.code(202).send(result.enrolment);
    },
  );

  app.post(
    '/register/loyalty-programme',
    {
      schema: {
        tags,
        body: LoyaltyAccountBodySchema,
        response: { 201: LoyaltyAccountStatusSchema },
      },
      config: accountCallLimit(app.config, 10),
    },
    async (request, reply) => {
      const deps = { db: app.db, mailer: app.mailer, publicUrl: app.config.publicUrl };
      const status = await createLoyaltyAccount(deps, settings.programme, request.body);
      return reply.code(201).send(status);
    },
  );
};
