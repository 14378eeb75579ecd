import { schema } from '@skyparcel/db';
import {
  ChangePasswordBodySchema,
  MessageSchema,
  RequestSetPasswordBodySchema,
  SetPasswordBodySchema,
} from '@skyparcel/domain/accounts';
import { AppError } from '@skyparcel/domain/errors';
import { translate } from '@skyparcel/i18n';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountCallLimit } from '../../lib/account-call-limit';
import { refuseCommonPasswords } from '../../lib/refuse-common-passwords';
import { hashToken } from '../../modules/sessions';
import { signedInUser } from '../../plugins/auth';
import { changePassword } from './change-password';
import { replacePassword } from './replace-password';
import { requestPasswordReset } from './request-password-reset';

/** Forgot password, set a new one from the link, change it while signed in (spec section 7). */
export const passwordsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['passwords'];
  const rateLimit = accountCallLimit(app.config, 10);

  app.post(
    '/register/request-set-password',
    {
      schema: { tags, body: RequestSetPasswordBodySchema, response: { 200: MessageSchema } },
      config: rateLimit,
    },
    async (request) => {
      await requestPasswordReset(app, request.body, request.locale);
      return { message: translate(request.locale, 'messages.resetSent') };
    },
  );

  app.post(
    '/register/set-password',
    {
      schema: {
        tags,
        body: refuseCommonPasswords(SetPasswordBodySchema, 'newPassword'),
        response: { 200: MessageSchema },
      },
      config: rateLimit,
    },
    async (request) => {
      const tokens = schema.emailTokens;
      const live = and(
        eq(tokens.tokenHash, hashToken(request.body.token)),
        eq(tokens.purpose, 'set_password'),
        isNull(tokens.usedAt),
        gt(tokens.expiresAt, new Date()),
      );
      const [token] = await app.db.select().from(tokens).where(live);
      if (!token) {
        throw new AppError('RESET_TOKEN_INVALID');
      }
      // The token is spent inside the same transaction, only once the password is accepted.
      await replacePassword(app, token.userId, request.body.newPassword, {
        confirmEmail: true,
        inTransaction: async (tx) => {
          const spent = await tx
            .update(tokens)
            .set({ usedAt: new Date() })
            .where(live)
            .returning({ id: tokens.id });
          if (spent.length === 0) {
            throw new AppError('RESET_TOKEN_INVALID');
          }
        },
      });
      return { message: translate(request.locale, 'messages.passwordChanged') };
    },
  );

  app.post(
    '/user/set-password',
    {
      schema: { tags, body: ChangePasswordBodySchema, response: { 200: MessageSchema } },
      onRequest: app.requireAuth,
      config: rateLimit,
    },
    async (request) => {
      await changePassword(app, signedInUser(request), request.body, request.ip);
      return { message: translate(request.locale, 'messages.passwordChanged') };
    },
  );
};
