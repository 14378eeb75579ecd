import { randomBytes } from 'node:crypto';
import type { Db } from '@skyparcel/db';
import { schema } from '@skyparcel/db';
import { createChallenge, randomInt } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { deriveHmacKeySecret, verify } from 'altcha-lib/frameworks/shared';
import type { FastifyBaseLogger } from 'fastify';
import { type Config, ConfigError } from '../../plugins/env';

export type CaptchaVerifier = {
  /** The ALTCHA challenge for the widget; null when another provider is configured. */
  createChallenge(): Promise<object | null>;
  /** True once for a valid, unexpired, unused solution (the `recaptchaToken` of a form). */
  verify(token: string | undefined): Promise<boolean>;
};

const CHALLENGE_LIFETIME_MS = 10 * 60 * 1000;

/**
 * Captcha on the server (spec section 5): by default ALTCHA, a self-hosted proof of work that
 * calls no outside service; a reCAPTCHA-kind provider is a configuration choice. Each solution is
 * accepted once: its challenge id goes into `captcha_uses` atomically, so a replay fails even
 * across processes.
 */
export function createCaptchaVerifier(
  config: Config,
  db: Db,
  log: FastifyBaseLogger,
): CaptchaVerifier {
  if (config.CAPTCHA_PROVIDER === 'recaptcha') {
    return createRecaptchaVerifier(config, log);
  }
  // Development signs with a key made per start (challenges die on restart); production has no
  // generated key (ADR 020): loadConfig refuses to start without CAPTCHA_HMAC_SECRET there.
  if (!config.CAPTCHA_HMAC_SECRET && config.isProduction) {
    throw new ConfigError('CAPTCHA_HMAC_SECRET: required in production');
  }
  const secret = config.CAPTCHA_HMAC_SECRET ?? randomBytes(32).toString('hex');
  const keySecret = deriveHmacKeySecret(secret);
  const store = {
    async get() {
      return undefined;
    },
    async set() {},
    async setIfAbsent(challengeId: string) {
      const inserted = await db
        .insert(schema.captchaUses)
        .values({ challengeId })
        .onConflictDoNothing()
        .returning({ challengeId: schema.captchaUses.challengeId });
      return inserted.length === 1;
    },
  };

  return {
    async createChallenge() {
      return createChallenge({
        algorithm: 'PBKDF2/SHA-256',
        cost: config.CAPTCHA_COST,
        counter: randomInt(Math.floor(config.CAPTCHA_MAX_COUNTER / 2), config.CAPTCHA_MAX_COUNTER),
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

function createRecaptchaVerifier(config: Config, log: FastifyBaseLogger): CaptchaVerifier {
  return {
    async createChallenge() {
      return null;
    },
    async verify(token) {
      if (!token || !config.RECAPTCHA_SECRET) {
        return false;
      }
      try {
        const response = await fetch(config.RECAPTCHA_VERIFY_URL, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ secret: config.RECAPTCHA_SECRET, response: token }),
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
