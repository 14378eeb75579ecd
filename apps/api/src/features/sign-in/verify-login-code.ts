import type { Db } from '@skyparcel/db';
import { schema } from '@skyparcel/db';
import {
  ONE_TIME_CODE_MAX_ATTEMPTS,
  type Session,
  type VerifyCodeBody,
} from '@skyparcel/domain/accounts';
import { AppError } from '@skyparcel/domain/errors';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { TotpSecretCipher } from '../../modules/credentials';
import { openSession } from '../../modules/sessions';
import { findUserById, recordAuthenticatorStep } from '../../modules/users';
import { AUTHENTICATOR_CHALLENGE } from './authenticator';
import type { CodeHasher } from './one-time-code';
import { findAuthenticatorStep } from './operator-authenticator';

const challenges = schema.loginChallenges;

export type VerifyLoginCodeDeps = { db: Db; codeHasher: CodeHasher; totpCipher: TotpSecretCipher };

/**
 * The code step: checked on the server only, then a session is issued. Each try is claimed by
 * one conditional UPDATE, so even 50 parallel guesses get at most 5 tries; a right code is
 * consumed by another, so it works once. An operator's challenge takes the code of their
 * authenticator app, whose time step is recorded in the same transaction (ADR 015).
 */
export async function verifyLoginCode(
  deps: VerifyLoginCodeDeps,
  body: VerifyCodeBody,
): Promise<Session> {
  const now = new Date();
  const open = and(
    eq(challenges.id, body.challengeId),
    isNull(challenges.consumedAt),
    isNull(challenges.voidedAt),
    gt(challenges.expiresAt, now),
  );
  const [claimed] = await deps.db
    .update(challenges)
    .set({ attempts: sql`${challenges.attempts} + 1` })
    .where(and(open, lt(challenges.attempts, ONE_TIME_CODE_MAX_ATTEMPTS)))
    .returning();
  if (!claimed) {
    throw new AppError('OTP_EXPIRED');
  }
  const isAuthenticator = claimed.codeHash === AUTHENTICATOR_CHALLENGE;
  const step = isAuthenticator
    ? await findAuthenticatorStep(deps, claimed.userId, body.code)
    : undefined;
  const isRight = isAuthenticator
    ? step !== null
    : deps.codeHasher.matches(claimed.id, body.code, claimed.codeHash);
  if (!isRight) {
    throw new AppError('OTP_INVALID');
  }

  const userId = await deps.db.transaction(async (tx) => {
    if (typeof step === 'number' && !(await recordAuthenticatorStep(tx, claimed.userId, step))) {
      throw new AppError('OTP_INVALID');
    }
    const [consumed] = await tx
      .update(challenges)
      .set({ consumedAt: now })
      .where(open)
      .returning({ userId: challenges.userId });
    if (!consumed) {
      throw new AppError('OTP_EXPIRED');
    }
    return consumed.userId;
  });

  const user = await findUserById(deps.db, userId);
  if (!user?.isActive) {
    throw new AppError('ACCOUNT_INACTIVE');
  }
  return openSession(deps.db, user);
}
