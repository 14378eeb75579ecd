import { randomUUID } from 'node:crypto';
import { schema } from '@skyparcel/db';
import {
  LOCKOUT_MINUTES,
  type LoginBody,
  type LoginChallenge,
  MAX_FAILED_LOGINS,
  ONE_TIME_CODE_MAX_SENDS_PER_HOUR,
  ONE_TIME_CODE_TTL_MINUTES,
  OPERATOR_ROLES,
} from '@skyparcel/domain/accounts';
import { AppError } from '@skyparcel/domain/errors';
import { matchLocale } from '@skyparcel/domain/locale';
import { translate } from '@skyparcel/i18n';
import { and, count, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { spendPasswordCheckTime, verifyPassword } from '../accounts/password-hash';
import { renderMail } from '../mail/render-mail';
import { assertMaySignIn } from './assert-may-sign-in';
import { AUTHENTICATOR_CHALLENGE } from './authenticator';
import { generateOneTimeCode } from './one-time-code';
import { findPendingEnrolment } from './operator-authenticator';

const users = schema.users;
const challenges = schema.loginChallenges;

async function recordFailure(app: FastifyInstance, userId: string): Promise<never> {
  const [updated] = await app.db
    .update(users)
    .set({
      failedLoginCount: sql`${users.failedLoginCount} + 1`,
      lockedUntil: sql`case when ${users.failedLoginCount} + 1 >= ${MAX_FAILED_LOGINS}
        then now() + make_interval(mins => ${LOCKOUT_MINUTES}) else ${users.lockedUntil} end`,
    })
    .where(eq(users.id, userId))
    .returning({ lockedUntil: users.lockedUntil });
  if (updated?.lockedUntil && updated.lockedUntil > new Date()) {
    throw new AppError('ACCOUNT_LOCKED');
  }
  throw new AppError('INVALID_CREDENTIALS');
}

/**
 * The password step of a local sign-in (spec section 4, made safe by product.md): captcha, then
 * password, then the account's state; on success a 6-digit code is e-mailed and only a challenge
 * id comes back. Staff and admins answer with their authenticator app instead (ADR 015): nothing
 * is mailed. Unknown e-mail and wrong password answer alike.
 */
export async function startLogin(app: FastifyInstance, body: LoginBody): Promise<LoginChallenge> {
  if (!(await app.captcha.verify(body.recaptchaToken))) {
    throw new AppError('CAPTCHA_INVALID');
  }
  const [user] = await app.db.select().from(users).where(eq(users.email, body.email));
  if (!user?.passwordHash) {
    await spendPasswordCheckTime(body.password);
    throw new AppError('INVALID_CREDENTIALS');
  }
  if (user.lockedUntil && user.lockedUntil > new Date()) {
    throw new AppError('ACCOUNT_LOCKED');
  }
  if (!(await verifyPassword(user.passwordHash, body.password))) {
    return recordFailure(app, user.id);
  }
  if (user.failedLoginCount > 0) {
    await app.db
      .update(users)
      .set({ failedLoginCount: 0, lockedUntil: null })
      .where(eq(users.id, user.id));
  }
  assertMaySignIn(user);

  const hourAgo = new Date(Date.now() - 60 * 60_000);
  const [sent] = await app.db
    .select({ total: count() })
    .from(challenges)
    .where(and(eq(challenges.userId, user.id), gt(challenges.createdAt, hourAgo)));
  if ((sent?.total ?? 0) >= ONE_TIME_CODE_MAX_SENDS_PER_HOUR) {
    throw new AppError('TOO_MANY_REQUESTS');
  }

  const isOperator = OPERATOR_ROLES.includes(user.role);
  const enrolment = isOperator ? await findPendingEnrolment(app, user) : undefined;
  const challengeId = randomUUID();
  const code = generateOneTimeCode();
  const expiresAt = new Date(Date.now() + ONE_TIME_CODE_TTL_MINUTES * 60_000);
  await app.db.transaction(async (tx) => {
    // A new challenge voids every older one of this user, whichever factor answers it.
    await tx
      .update(challenges)
      .set({ voidedAt: new Date() })
      .where(
        and(
          eq(challenges.userId, user.id),
          isNull(challenges.consumedAt),
          isNull(challenges.voidedAt),
        ),
      );
    await tx.insert(challenges).values({
      id: challengeId,
      userId: user.id,
      codeHash: isOperator ? AUTHENTICATOR_CHALLENGE : app.codeHasher.hash(challengeId, code),
      expiresAt,
    });
  });
  const answer = {
    challengeId,
    verificationCodeExpiry: expiresAt.toISOString(),
    agentCodeIsNull: user.companyId === null,
    approvalStatusIsApproved: user.isApproved,
  };
  if (isOperator) {
    return enrolment
      ? { ...answer, secondFactor: 'totp-enrolment', totpEnrolment: enrolment }
      : { ...answer, secondFactor: 'totp' };
  }

  const locale = matchLocale(user.preferredLocale) ?? 'en-US';
  const t = (key: string, params?: Record<string, string>) => translate(locale, key, params);
  const mail = renderMail({
    locale,
    subject: t('mail.signInCode.subject'),
    heading: t('mail.signInCode.heading'),
    paragraphs: [
      t('mail.signInCode.code', { code, minutes: String(ONE_TIME_CODE_TTL_MINUTES) }),
      t('mail.signInCode.ignore'),
    ],
  });
  await app.mailer.send({ to: user.email, ...mail });
  return answer;
}
