import type { Db } from '@skyparcel/db';
import type { TotpEnrolment } from '@skyparcel/domain/accounts';
import type { TotpSecretCipher } from '../../modules/credentials';
import { claimAuthenticatorSecret, findAuthenticator } from '../../modules/users';
import { describeEnrolment, findCodeStep, newAuthenticatorSecret } from './authenticator';

export type AuthenticatorDeps = { db: Db; totpCipher: TotpSecretCipher };

type OperatorUser = {
  id: string;
  email: string;
  totpSecretEncrypted: string | null;
  totpLastStep: number | null;
};

/**
 * For an operator's password step (ADR 015): nothing when their authenticator is confirmed;
 * otherwise what to add to an authenticator app, creating the secret on first need. An
 * unconfirmed secret is shown again until a first code confirms it.
 */
export async function findPendingEnrolment(
  deps: AuthenticatorDeps,
  user: OperatorUser,
): Promise<TotpEnrolment | undefined> {
  if (user.totpSecretEncrypted && user.totpLastStep !== null) {
    return undefined;
  }
  let stored = user.totpSecretEncrypted;
  if (!stored) {
    // Two password steps at once: the first one's secret wins and both show it.
    const encrypted = deps.totpCipher.encrypt(newAuthenticatorSecret(), user.id);
    stored = await claimAuthenticatorSecret(deps.db, user.id, encrypted);
  }
  if (!stored) {
    throw new Error(`no authenticator secret for user ${user.id}`);
  }
  return describeEnrolment(readSecret(deps.totpCipher, stored, user.id), user.email);
}

/** The time step of a right, unused authenticator code of this user, or null. */
export async function findAuthenticatorStep(
  deps: AuthenticatorDeps,
  userId: string,
  code: string,
): Promise<number | null> {
  const user = await findAuthenticator(deps.db, userId);
  if (!user?.secret) {
    return null;
  }
  return findCodeStep(readSecret(deps.totpCipher, user.secret, userId), code, user.lastStep);
}

/**
 * Fails closed when the secret cannot be read: a guessable way round it (enrolling anew on the
 * password alone) would undo the second factor. An admin resets the user instead (ADR 015).
 */
function readSecret(cipher: TotpSecretCipher, stored: string, userId: string): string {
  try {
    return cipher.decrypt(stored, userId);
  } catch (error) {
    throw new Error(
      `the authenticator secret of user ${userId} cannot be decrypted (was AUTH_SECRET changed?)`,
      { cause: error },
    );
  }
}
