import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from '@skyparcel/db';
import { schema } from '@skyparcel/db';
import { LOYALTY_ENROLMENT_TTL_MINUTES, type LoyaltyEnrolment } from '@skyparcel/domain/accounts';
import { AppError } from '@skyparcel/domain/errors';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import * as oidc from 'openid-client';
import { hashToken } from '../../modules/sessions';
import { findUserById } from '../../modules/users';
import type { LoyaltyClient } from './loyalty-client';
import { signInLinkedMember } from './sign-in-linked-member';

export type LoyaltyCodeAnswer = {
  code: string;
  state: string;
  /** RFC 9207: the issuer the provider named in its redirect, when it names one. */
  iss: string | undefined;
  /** The state the browser's cookie holds (state-cookie.ts). */
  cookieState: string | undefined;
};

export type LoyaltyExchangeResult =
  | { kind: 'session'; token: string }
  | { kind: 'enrolment'; enrolment: LoyaltyEnrolment };

const flights = schema.loyaltySignIns;
const identities = schema.loyaltyIdentities;

/** Claims kept for the account creation; the rest of what the provider says is not stored. */
const PROFILE_CLAIMS = [
  'email',
  'email_verified',
  'given_name',
  'family_name',
  'name',
  'preferred_username',
  'locale',
] as const;

/**
 * POST /Login/{programme}/Token (spec section 7). The flight is claimed by one conditional
 * UPDATE, so a state works once and only before it expires; the code is then exchanged with the
 * PKCE verifier, and openid-client checks the ID token's signature, issuer, audience and nonce.
 * The member is found by issuer and subject, never by e-mail: a linked member gets a session
 * like any other sign-in, an unknown one an enrolment for the 3-step account creation.
 */
export async function exchangeLoyaltyCode(
  { db, log }: { db: Db; log: FastifyBaseLogger },
  client: LoyaltyClient,
  answer: LoyaltyCodeAnswer,
): Promise<LoyaltyExchangeResult> {
  const { settings } = client;
  if (
    !answer.code ||
    !answer.state ||
    !answer.cookieState ||
    !isSameText(answer.cookieState, answer.state)
  ) {
    throw new AppError('LOYALTY_TOKEN_EXCHANGE_FAILED');
  }
  const now = new Date();
  const [flight] = await db
    .update(flights)
    .set({ consumedAt: now })
    .where(
      and(
        eq(flights.stateHash, hashToken(answer.state)),
        eq(flights.programme, settings.programme),
        isNull(flights.consumedAt),
        gt(flights.expiresAt, now),
      ),
    )
    .returning();
  if (!flight) {
    throw new AppError('LOYALTY_TOKEN_EXCHANGE_FAILED');
  }

  let configuration: oidc.Configuration;
  try {
    configuration = await client.configuration();
  } catch (error) {
    log.warn({ err: error, issuer: settings.issuer }, 'loyalty provider discovery failed');
    throw new AppError('LOYALTY_UNAVAILABLE');
  }

  const callback = new URL(flight.callbackUrl);
  callback.searchParams.set('code', answer.code);
  callback.searchParams.set('state', answer.state);
  if (answer.iss) {
    callback.searchParams.set('iss', answer.iss);
  }
  let tokens: Awaited<ReturnType<typeof oidc.authorizationCodeGrant>>;
  try {
    tokens = await oidc.authorizationCodeGrant(configuration, callback, {
      pkceCodeVerifier: flight.codeVerifier,
      expectedState: answer.state,
      expectedNonce: flight.nonce,
      idTokenExpected: true,
    });
  } catch (error) {
    log.info({ err: error }, 'loyalty code exchange refused');
    throw new AppError('LOYALTY_TOKEN_EXCHANGE_FAILED');
  }
  const idToken = tokens.claims();
  if (!idToken) {
    throw new AppError('LOYALTY_TOKEN_EXCHANGE_FAILED');
  }

  const [identity] = await db
    .select()
    .from(identities)
    .where(and(eq(identities.issuer, idToken.iss), eq(identities.subject, idToken.sub)));
  // The identity's user always exists (a foreign key that cascades); the lookup goes through the
  // users module like every account read.
  const linkedUser = identity && (await findUserById(db, identity.userId));
  if (identity && linkedUser) {
    const token = await signInLinkedMember(db, linkedUser);
    const email = stringClaim(idToken, 'email');
    if (email && email !== identity.email) {
      await db.update(identities).set({ email }).where(eq(identities.id, identity.id));
    }
    return { kind: 'session', token };
  }

  // The ID token may carry only `sub` (OpenID Connect puts profile claims in UserInfo for the
  // code flow); the enrolment needs the names and e-mail to fill in the creation form.
  let claims: Record<string, unknown> = { ...idToken };
  if (configuration.serverMetadata().userinfo_endpoint) {
    try {
      const userInfo = await oidc.fetchUserInfo(configuration, tokens.access_token, idToken.sub);
      claims = { ...claims, ...userInfo };
    } catch (error) {
      log.info({ err: error }, 'loyalty userinfo unavailable; using the ID token claims');
    }
  }
  const kept = Object.fromEntries(
    PROFILE_CLAIMS.filter((name) => claims[name] !== undefined).map((name) => [name, claims[name]]),
  );
  const enrolmentToken = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + LOYALTY_ENROLMENT_TTL_MINUTES * 60_000);
  await db.insert(schema.loyaltyEnrolments).values({
    programme: settings.programme,
    tokenHash: hashToken(enrolmentToken),
    issuer: idToken.iss,
    subject: idToken.sub,
    claims: kept,
    expiresAt,
  });
  return {
    kind: 'enrolment',
    enrolment: {
      status: 'CreateAccountPending',
      enrolmentToken,
      expiresAt: expiresAt.toISOString(),
      profile: {
        firstName: stringClaim(claims, 'given_name') ?? '',
        lastName: stringClaim(claims, 'family_name') ?? '',
        email: stringClaim(claims, 'email') ?? '',
        memberNumber: stringClaim(claims, 'preferred_username') ?? null,
      },
    },
  };
}

function stringClaim(claims: Record<string, unknown>, name: string): string | undefined {
  const value = claims[name];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

function isSameText(a: string, b: string): boolean {
  const left = Buffer.from(hashToken(a), 'hex');
  const right = Buffer.from(hashToken(b), 'hex');
  return timingSafeEqual(left, right);
}
