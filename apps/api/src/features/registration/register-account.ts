import { schema } from '@skyparcel/db';
import type { RegisterBody } from '@skyparcel/domain/accounts';
import { AppError } from '@skyparcel/domain/errors';
import type { Locale } from '@skyparcel/domain/locale';
import type { FastifyInstance } from 'fastify';
import { hashPassword } from '../../modules/credentials';
import { sendConfirmationEmail } from './send-confirmation-email';

/**
 * POST /register (spec section 4): a new customer account, not yet confirmed nor approved; the
 * confirmation link goes by e-mail. An operator approves the account afterwards.
 */
export async function registerAccount(app: FastifyInstance, body: RegisterBody, locale: Locale) {
  if (!(await app.captcha.verify(body.recaptchaToken))) {
    throw new AppError('CAPTCHA_INVALID');
  }
  const passwordHash = await hashPassword(body.password);
  const [user] = await app.db
    .insert(schema.users)
    .values({
      email: body.email,
      firstName: body.firstName,
      middleName: body.middleName || null,
      lastName: body.lastName,
      passwordHash,
      role: 'CUSTOMER',
      shipperType: body.shipperType,
      baseCarrier: body.baseCarrier,
      receiveOffersAndPromotions: body.receiveOffersAndPromotionsFlag,
      preferredLocale: locale,
    })
    .onConflictDoNothing({ target: schema.users.email })
    .returning();
  if (!user) {
    throw new AppError('EMAIL_EXISTS', { fields: { email: 'errors.EMAIL_EXISTS' } });
  }
  await sendConfirmationEmail(app, user);
  return { status: 'PendingEmailConfirmation' as const };
}
