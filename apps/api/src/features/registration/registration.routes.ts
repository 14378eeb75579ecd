import { schema } from '@skyparcel/db';
import {
  ConfirmEmailBodySchema,
  EmailAvailabilityBodySchema,
  EmailAvailabilitySchema,
  RegisterBodySchema,
  ResendConfirmationBodySchema,
  ResendConfirmationSchema,
} from '@skyparcel/domain/accounts';
import { AppError } from '@skyparcel/domain/errors';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accountCallLimit } from '../../lib/account-call-limit';
import { refuseCommonPasswords } from '../../lib/refuse-common-passwords';
import { consumeEmailToken } from './email-token-store';
import { registerAccount } from './register-account';
import { sendConfirmationEmail } from './send-confirmation-email';

/** Registration and e-mail confirmation (spec section 7, Login and register). */
export const registrationRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['registration'];
  const limit = (minimum: number) => accountCallLimit(app.config, minimum);

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
      reply.code(201).send(await registerAccount(app, request.body, request.locale)),
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
    async (request) => {
      const [existing] = await app.db
        .select({ id: schema.users.id })
        .from(schema.users)
        .where(eq(schema.users.email, request.body.emailAddress));
      return { result: existing === undefined };
    },
  );

  app.post(
    '/register/confirm-email',
    {
      schema: {
        tags,
        body: ConfirmEmailBodySchema,
        response: { 200: z.object({ status: z.literal('EmailConfirmed') }) },
      },
      config: limit(20),
    },
    async (request) => {
      const userId = await consumeEmailToken(app.db, request.body.token, 'confirm_email');
      if (!userId) {
        throw new AppError('CONFIRM_EMAIL_FAILED');
      }
      await app.db
        .update(schema.users)
        .set({ emailConfirmedAt: new Date(), updatedAt: new Date() })
        .where(eq(schema.users.id, userId));
      return { status: 'EmailConfirmed' as const };
    },
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
    async (request) => {
      if (!(await app.captcha.verify(request.body.recaptchaToken))) {
        throw new AppError('CAPTCHA_INVALID');
      }
      const [user] = await app.db
        .select()
        .from(schema.users)
        .where(eq(schema.users.email, request.body.email));
      if (user?.emailConfirmedAt) {
        return { status: 'alreadyVerified' as const };
      }
      // An unknown address answers like a known one, so the call does not reveal accounts.
      if (user) {
        await sendConfirmationEmail(app, user);
      }
      return { status: 'resent' as const };
    },
  );
};
