import type { Config } from '../plugins/env';

/**
 * The per-address limit of the account calls (sign-in, registration, passwords): `minimum` a
 * minute, or SIGN_IN_RATE_LIMIT_PER_MINUTE when that is higher, so tests and busy offices behind
 * one address can raise every account limit with one setting.
 */
export function accountCallLimit(config: Config, minimum = 0) {
  return {
    rateLimit: {
      max: Math.max(minimum, config.SIGN_IN_RATE_LIMIT_PER_MINUTE),
      timeWindow: '1 minute',
    },
  };
}
