import { schema } from '@skyparcel/db';
import type { LoyaltyAccountBody, LoyaltyAccountStatus } from '@skyparcel/domain/accounts';
import { AppError } from '@skyparcel/domain/errors';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { recordAudit } from '../../modules/audit';
import { hashToken } from '../../modules/sessions';
import {
  insertUser,
  type SendConfirmationEmailDeps,
  sendConfirmationEmail,
} from '../../modules/users';

const enrolments = schema.loyaltyEnrolments;

/**
 * POST /register/loyalty-programme: the end of the 3-step creation for a first-time member
 * (spec section 2). One transaction consumes the enrolment, creates the customer without a
 * password and links the programme's issuer and subject to it; any refusal rolls all of it
 * back, so the member may correct the form and try again. An address that already has an
 * account is refused, never linked: an e-mail alone does not prove who owns that account.
 * Like every registration the account then waits for an operator's approval; the e-mail counts
 * as confirmed only when it is the address the programme itself verified.
 */
export async function createLoyaltyAccount(
  deps: SendConfirmationEmailDeps,
  programme: string,
  body: LoyaltyAccountBody,
): Promise<LoyaltyAccountStatus> {
  const now = new Date();
  const { user, isEmailVerified } = await deps.db.transaction(async (tx) => {
    const [enrolment] = await tx
      .update(enrolments)
      .set({ consumedAt: now })
      .where(
        and(
          eq(enrolments.tokenHash, hashToken(body.enrolmentToken)),
          eq(enrolments.programme, programme),
          isNull(enrolments.consumedAt),
          gt(enrolments.expiresAt, now),
        ),
      )
      .returning();
    if (!enrolment) {
      throw new AppError('LOYALTY_ENROLMENT_EXPIRED');
    }
    const claimedEmail = enrolment.claims.email;
    const isVerified =
      enrolment.claims.email_verified === true &&
      typeof claimedEmail === 'string' &&
      claimedEmail.trim().toLowerCase() === body.email;

    const created = await insertUser(tx, {
      email: body.email,
      firstName: body.firstName,
      middleName: body.middleName || null,
      lastName: body.lastName,
      passwordHash: null,
      role: 'CUSTOMER',
      receiveOffersAndPromotions: body.receiveOffersAndPromotionsFlag,
      preferredLocale: body.preferredLocale,
      emailConfirmedAt: isVerified ? now : null,
    });
    if (!created) {
      throw new AppError('LOYALTY_EMAIL_IN_USE', {
        fields: { email: 'errors.LOYALTY_EMAIL_IN_USE' },
      });
    }
    const [identity] = await tx
      .insert(schema.loyaltyIdentities)
      .values({
        userId: created.id,
        programme,
        issuer: enrolment.issuer,
        subject: enrolment.subject,
        email: typeof claimedEmail === 'string' ? claimedEmail : null,
      })
      .onConflictDoNothing()
      .returning({ id: schema.loyaltyIdentities.id });
    // Two enrolments of one member finished at once: the first one won.
    if (!identity) {
      throw new AppError('LOYALTY_ENROLMENT_EXPIRED');
    }
    await recordAudit(tx, {
      actor: created.id,
      action: 'user.create-with-loyalty-programme',
      subject: created.id,
      detail: { programme, issuer: enrolment.issuer, emailVerifiedByProgramme: isVerified },
    });
    return { user: created, isEmailVerified: isVerified };
  });

  if (!isEmailVerified) {
    await sendConfirmationEmail(deps, user);
    return { status: 'PendingEmailConfirmation' };
  }
  return { status: 'PendingApproval' };
}
