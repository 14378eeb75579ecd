import type { Db } from '@skyparcel/db';
import { schema } from '@skyparcel/db';
import { LOYALTY_SIGN_IN_TTL_MINUTES } from '@skyparcel/domain/accounts';
import { AppError } from '@skyparcel/domain/errors';
import type { Locale } from '@skyparcel/domain/locale';
import { lt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import * as oidc from 'openid-client';
import { hashToken } from '../../modules/sessions';
import type { LoyaltyClient } from './loyalty-client';

/** What the programme is asked for: who the member is, their e-mail and their names. */
export const LOYALTY_SCOPE = 'openid email profile';

export type LoyaltyRedirect =
  | { kind: 'provider'; url: string; state: string }
  /** The provider cannot be reached: back to /authsuccess, which shows why. */
  | { kind: 'unavailable'; url: string };

/**
 * GET /login/loyalty-programme (spec section 7): one sign-in in flight with a fresh state, nonce
 * and PKCE verifier, then the provider's authorization URL. Only the state's hash is stored, so
 * the table alone cannot complete anybody's sign-in. The callback must be this portal's own
 * /authsuccess: anything else would turn the portal into an open redirect.
 */
export async function startLoyaltySignIn(
  { db, log }: { db: Db; log: FastifyBaseLogger },
  client: LoyaltyClient,
  callbackUrl: string,
  locale: Locale,
): Promise<LoyaltyRedirect> {
  const { settings } = client;
  if (!isSameUrl(callbackUrl, settings.callbackUrl)) {
    throw new AppError('LOYALTY_CALLBACK_INVALID');
  }

  let configuration: oidc.Configuration;
  try {
    configuration = await client.configuration();
  } catch (error) {
    log.warn({ err: error, issuer: settings.issuer }, 'loyalty provider discovery failed');
    const url = new URL(settings.callbackUrl);
    url.searchParams.set('error', 'temporarily_unavailable');
    return { kind: 'unavailable', url: url.href };
  }

  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const codeVerifier = oidc.randomPKCECodeVerifier();
  const now = Date.now();
  // Flights nobody finished are of no use a day later; the table stays small without a job.
  await db
    .delete(schema.loyaltySignIns)
    .where(lt(schema.loyaltySignIns.expiresAt, new Date(now - 24 * 60 * 60_000)));
  await db.insert(schema.loyaltySignIns).values({
    programme: settings.programme,
    stateHash: hashToken(state),
    nonce,
    codeVerifier,
    callbackUrl: settings.callbackUrl,
    locale,
    expiresAt: new Date(now + LOYALTY_SIGN_IN_TTL_MINUTES * 60_000),
  });

  const url = oidc.buildAuthorizationUrl(configuration, {
    redirect_uri: settings.callbackUrl,
    scope: LOYALTY_SCOPE,
    state,
    nonce,
    code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    // Logging out of the portal does not end the programme's own session; without this, the
    // next visitor of a shared computer would be signed straight back in as the last member.
    prompt: 'login',
    ui_locales: locale,
  });
  return { kind: 'provider', url: url.href, state };
}

function isSameUrl(candidate: string, expected: string): boolean {
  try {
    return new URL(candidate).href === new URL(expected).href;
  } catch {
    return false;
  }
}
