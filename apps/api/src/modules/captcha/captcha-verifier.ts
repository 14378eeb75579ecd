import type { Db } from '@skyparcel/db';
import { createChallenge, randomInt } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { deriveHmacKeySecret, verify } from 'altcha-lib/frameworks/shared';
import type { FastifyBaseLogger } from 'fastify';
import { claimCaptchaUse } from './captcha-use.repository';

export type CaptchaVerifier = {
  /** The ALTCHA challenge for the widget; null when another provider is configured. */
  createChallenge(): Promise<object | null>;
  /** True once for a valid, unexpired, unused solution (the `recaptchaToken` of a form). */
  verify(token: string | undefined): Promise<boolean>;
};

/**
 * What the verifier needs from the configuration (app.ts reads it from plugins/env.ts, and
 * refuses a production start without ALTCHA's signing key).
 */
export type CaptchaSettings =
  | {
      provider: 'altcha';
      /** Signs the challenges (CAPTCHA_HMAC_SECRET). */
      hmacSecret: string;
      /** PBKDF2 iterations per attempt, and the upper bound of attempts a browser makes. */
      cost: number;
      maxCounter: number;
    }
  | { provider: 'recaptcha'; secret: string | undefined; verifyUrl: string };

const CHALLENGE_LIFETIME_MS = 10 * 60 * 1000;

/**
 * Captcha on the server (spec section 5): by default ALTCHA, a self-hosted proof of work that
 * calls no outside service; a reCAPTCHA-kind provider is a configuration choice. Each solution is
 * accepted once: its challenge id goes into `captcha_uses` atomically, so a replay fails even
 * across processes.
 */
export function createCaptchaVerifier(
  settings: CaptchaSettings,
  db: Db,
  log: FastifyBaseLogger,
): CaptchaVerifier {
  if (settings.provider === 'recaptcha') {
    return createRecaptchaVerifier(settings, log);
  }
  const secret = settings.hmacSecret;
  const keySecret = deriveHmacKeySecret(secret);
  const store = {
    async get() {
      return undefined;
    },
    async set() {},
    async setIfAbsent(challengeId: string) {
      return claimCaptchaUse(db, challengeId);
    },
  };

  return {
    async createChallenge() {
      return createChallenge({
        algorithm: 'PBKDF2/SHA-256',
        cost: settings.cost,
        counter: randomInt(Math.floor(settings.maxCounter / 2), settings.maxCounter),
        deriveKey,
        expiresAt: new Date(Date.now() + CHALLENGE_LIFETIME_MS),
        hmacSignatureSecret: secret,
        hmacKeySignatureSecret: await keySecret,
      });
    },
    async verify(token) {
      if (!token || token.length > 10_000) {
        return false;
      }
      const result = await verify(token, deriveKey, secret, await keySecret, store);
      if (result.error) {
        log.info({ reason: result.error }, 'captcha refused');
      }
      return result.error === null && result.verification?.verified === true;
    },
  };
}

function createRecaptchaVerifier(
  settings: Extract<CaptchaSettings, { provider: 'recaptcha' }>,
  log: FastifyBaseLogger,
): CaptchaVerifier {
  return {
    async createChallenge() {
      return null;
    },
    async verify(token) {
      if (!token || !settings.secret) {
        return false;
      }
      try {
        const response = await fetch(settings.verifyUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ secret: settings.secret, response: token }),
          signal: AbortSignal.timeout(5_000),
        });
        const body = (await response.json()) as { success?: unknown };
        return response.ok && body.success === true;
      } catch (error) {
        log.error({ err: error }, 'captcha provider unreachable');
        return false;
      }
    },
  };
}
