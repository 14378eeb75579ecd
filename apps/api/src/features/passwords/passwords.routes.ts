import { schema } from '@skyparcel/db';
import {
  ChangePasswordBodySchema,
  isPasswordAcceptable,
  MessageSchema,
  RequestSetPasswordBodySchema,
  SET_PASSWORD_TTL_HOURS,
  SetPasswordBodySchema,
} from '@skyparcel/domain/accounts';
import { AppError } from '@skyparcel/domain/errors';
import { matchLocale } from '@skyparcel/domain/locale';
import { translate } from '@skyparcel/i18n';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountCallLimit } from '../../lib/account-call-limit';
import { signedInUser } from '../../plugins/auth';
import { verifyPassword } from '../accounts/password-hash';
import { renderMail } from '../mail/render-mail';
import { createEmailToken } from '../registration/email-token-store';
import { hashToken } from '../sign-in/session-store';
import { replacePassword } from './replace-password';

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
      const [user] = await app.db
        .select()
        .from(schema.users)
        .where(eq(schema.users.email, request.body.emailAddress));
      // The same answer whether or not the account exists (product.md: no account enumeration).
      if (user?.isActive) {
        const token = await createEmailToken(
          app.db,
          user.id,
          'set_password',
          SET_PASSWORD_TTL_HOURS,
        );
        const locale = matchLocale(user.preferredLocale) ?? request.locale;
        const t = (key: string, params?: Record<string, string>) => translate(locale, key, params);
        const link = `${app.config.publicUrl}/?resetToken=${encodeURIComponent(token)}&lang=${locale}`;
        const mail = renderMail({
          locale,
          subject: t('mail.setPassword.subject'),
          heading: t('mail.setPassword.heading'),
          paragraphs: [
            `${t('mail.setPassword.intro', { hours: String(SET_PASSWORD_TTL_HOURS) })}\n${link}`,
            t('mail.setPassword.ignore'),
          ],
        });
        await app.mailer.send({ to: user.email, ...mail });
      }
      return { message: translate(request.locale, 'messages.resetSent') };
    },
  );

  app.post(
    '/register/set-password',
    {
      schema: { tags, body: SetPasswordBodySchema, response: { 200: MessageSchema } },
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
    },
    async (request) => {
      const user = signedInUser(request);
      const [row] = await app.db.select().from(schema.users).where(eq(schema.users.id, user.id));
      if (
        !row?.passwordHash ||
        !(await verifyPassword(row.passwordHash, request.body.oldPassword))
      ) {
        throw new AppError('CURRENT_PASSWORD_INCORRECT');
      }
      if (!isPasswordAcceptable(request.body.newPassword)) {
        throw new AppError('NEW_PASSWORD_INVALID');
      }
      await replacePassword(app, user.id, request.body.newPassword, {
        keepSessionId: user.sessionId,
      });
      return { message: translate(request.locale, 'messages.passwordChanged') };
    },
  );
};
