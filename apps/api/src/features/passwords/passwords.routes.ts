import {
  ChangePasswordBodySchema,
  MessageSchema,
  RequestSetPasswordBodySchema,
  SetPasswordBodySchema,
} from '@skyparcel/domain/accounts';
import { translate } from '@skyparcel/i18n';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountCallLimit } from '../../lib/account-call-limit';
import { refuseCommonPasswords } from '../../lib/refuse-common-passwords';
import { signedInUser } from '../../plugins/auth';
import { changePassword } from './change-password';
import { requestPasswordReset } from './request-password-reset';
import { setPasswordFromLink } from './set-password-from-link';

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
      const deps = {
        db: app.db,
        mailer: app.mailer,
        captcha: app.captcha,
        publicUrl: app.config.publicUrl,
      };
      await requestPasswordReset(deps, request.body, request.locale);
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
      await setPasswordFromLink(app.db, request.body.token, request.body.newPassword);
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
      await changePassword(app.db, signedInUser(request), request.body, request.ip);
      return { message: translate(request.locale, 'messages.passwordChanged') };
    },
  );
};
