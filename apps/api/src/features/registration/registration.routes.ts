import {
  ConfirmEmailBodySchema,
  EmailAvailabilityBodySchema,
  EmailAvailabilitySchema,
  RegisterBodySchema,
  ResendConfirmationBodySchema,
  ResendConfirmationSchema,
} from '@skyparcel/domain/accounts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accountCallLimit } from '../../lib/account-call-limit';
import { refuseCommonPasswords } from '../../lib/refuse-common-passwords';
import { isEmailTaken } from '../../modules/users';
import { confirmEmail } from './confirm-email';
import { registerAccount } from './register-account';
import { resendConfirmationEmail } from './resend-confirmation-email';

/** Registration and e-mail confirmation (spec section 7, Login and register). */
export const registrationRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['registration'];
  const limit = (minimum: number) => accountCallLimit(app.config, minimum);
  const deps = {
    db: app.db,
    mailer: app.mailer,
    captcha: app.captcha,
    publicUrl: app.config.publicUrl,
  };

  app.post(
    '/register',
    {
      schema: {
        tags,
        body: refuseCommonPasswords(RegisterBodySchema, 'password'),
        response: { 201: z.object({ status: z.literal('PendingEmailConfirmation') }) },
      },
      config: limit(10),
    },
    async (request, reply) =>
      reply.code(201).send(await registerAccount(deps, request.body, request.locale)),
  );

  app.post(
    '/register/is-email-available',
    {
      schema: {
        tags,
        body: EmailAvailabilityBodySchema,
        response: { 200: EmailAvailabilitySchema },
      },
      config: limit(30),
    },
    async (request) => ({ result: !(await isEmailTaken(app.db, request.body.emailAddress)) }),
  );

  app.post(
    '/register/confirm-email',
    {
      schema: {
        tags,
        body: ConfirmEmailBodySchema,
        response: { 200: z.object({ status: z.literal('EmailConfirmed') }) },
      },
      // A malformed token is refused with the same text as a spent one (spec section 8).
      config: { ...limit(20), validationErrorCode: 'CONFIRM_EMAIL_FAILED' },
    },
    async (request) => confirmEmail(app.db, request.body.token),
  );

  app.post(
    '/register/resend-confirmation-email',
    {
      schema: {
        tags,
        body: ResendConfirmationBodySchema,
        response: { 200: ResendConfirmationSchema },
      },
      config: limit(10),
    },
    async (request) => resendConfirmationEmail(deps, request.body),
  );
};
