import { randomUUID } from 'node:crypto';
import type { Db } from '@skyparcel/db';
import { schema } from '@skyparcel/db';
import {
  type LoginBody,
  type LoginChallenge,
  ONE_TIME_CODE_MAX_SENDS_PER_HOUR,
  ONE_TIME_CODE_TTL_MINUTES,
  OPERATOR_ROLES,
} from '@skyparcel/domain/accounts';
import { AppError } from '@skyparcel/domain/errors';
import { matchLocale } from '@skyparcel/domain/locale';
import { translate } from '@skyparcel/i18n';
import { and, eq, isNull, ne } from 'drizzle-orm';
import { hasHourlySendsLeft } from '../../lib/hourly-send-limit';
import { type CaptchaVerifier, requireSolvedCaptcha } from '../../modules/captcha';
import { verifyPassword } from '../../modules/credentials';
import { type Mailer, renderMail } from '../../modules/mail';
import {
  claimPasswordTry,
  clearPasswordFailures,
  countRefusedSignIn,
  refuseUncheckablePassword,
} from '../../modules/sign-in-attempts';
import { assertMaySignIn, findUserByEmail, lockUserById } from '../../modules/users';
import { AUTHENTICATOR_CHALLENGE } from './authenticator';
import { type CodeHasher, generateOneTimeCode } from './one-time-code';
import { type AuthenticatorDeps, findPendingEnrolment } from './operator-authenticator';

const challenges = schema.loginChallenges;

export type StartLoginDeps = AuthenticatorDeps & {
  db: Db;
  mailer: Mailer;
  captcha: CaptchaVerifier;
  codeHasher: CodeHasher;
};

/**
 * The password step of a local sign-in (spec section 4, made safe by product.md): captcha, then
 * password, then the account's state; on success a 6-digit code is e-mailed and only a challenge
 * id comes back. Staff and admins answer with their authenticator app instead (ADR 015): nothing
 * is mailed. Unknown e-mail and wrong password answer alike, after the same Argon2 work. Wrong
 * passwords lock the account for `clientAddress` only, or everywhere past a larger ceiling
 * (ADR 021).
 */
export async function startLogin(
  deps: StartLoginDeps,
  body: LoginBody,
  clientAddress: string,
): Promise<LoginChallenge> {
  await requireSolvedCaptcha(deps.captcha, body.recaptchaToken);
  const user = await findUserByEmail(deps.db, body.email);
  if (!user?.passwordHash) {
    return refuseUncheckablePassword(deps.db, body.email, body.password, clientAddress);
  }
  const passwordTry = await claimPasswordTry(deps.db, user.id, clientAddress);
  if (!passwordTry.claimed) {
    countRefusedSignIn(passwordTry);
    throw new AppError('ACCOUNT_LOCKED');
  }
  if (!(await verifyPassword(user.passwordHash, body.password))) {
    countRefusedSignIn(passwordTry);
    throw new AppError(passwordTry.locksOnFailure ? 'ACCOUNT_LOCKED' : 'INVALID_CREDENTIALS');
  }
  await clearPasswordFailures(deps.db, user.id, clientAddress);
  assertMaySignIn(user);

  const isOperator = OPERATOR_ROLES.includes(user.role);
  const enrolment = isOperator ? await findPendingEnrolment(deps, user) : undefined;
  const challengeId = randomUUID();
  const code = generateOneTimeCode();
  const expiresAt = new Date(Date.now() + ONE_TIME_CODE_TTL_MINUTES * 60_000);
  await deps.db.transaction(async (tx) => {
    // The user's row is locked first, so parallel password steps cannot pass the hourly cap.
    await lockUserById(tx, user.id);
    // The cap is on e-mailed codes nobody answered (issue 27): a user whose sign-ins all succeed
    // is never locked out, and an operator, who answers with an authenticator, gets no e-mail.
    const log = {
      table: challenges,
      userId: challenges.userId,
      createdAt: challenges.createdAt,
      where: and(isNull(challenges.consumedAt), ne(challenges.codeHash, AUTHENTICATOR_CHALLENGE)),
    };
    if (
      !isOperator &&
      !(await hasHourlySendsLeft(tx, log, user.id, ONE_TIME_CODE_MAX_SENDS_PER_HOUR))
    ) {
      throw new AppError('TOO_MANY_REQUESTS');
    }
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
      codeHash: isOperator ? AUTHENTICATOR_CHALLENGE : deps.codeHasher.hash(challengeId, code),
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
  await deps.mailer.send({ to: user.email, ...mail });
  return answer;
}
