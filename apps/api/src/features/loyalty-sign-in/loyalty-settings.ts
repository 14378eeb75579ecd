import { randomBytes } from 'node:crypto';
import type { Config } from '../../plugins/env';

/** Where the local provider is mounted when no external issuer is configured (ADR 016). */
export const LOCAL_PROVIDER_PATH = '/dev/loyalty-provider';

export type LoyaltySettings = {
  programme: string;
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The only redirect URI: the portal's own /authsuccess page. */
  callbackUrl: string;
  /** True when the provider is the demo one mounted in this process. */
  isLocal: boolean;
};

/**
 * The portal as a client of the loyalty programme. Without LOYALTY_ISSUER_URL the issuer is the
 * local provider under PUBLIC_URL, and, unless one is given, its client secret is random per
 * start: the provider and the portal share this process, so nothing else needs to know it.
 */
export function resolveLoyaltySettings(config: Config): LoyaltySettings {
  const publicUrl = config.publicUrl.replace(/\/+$/, '');
  const isLocal = config.useLocalLoyaltyProvider;
  return {
    programme: config.LOYALTY_PROGRAMME,
    issuer: config.LOYALTY_ISSUER_URL ?? `${publicUrl}${LOCAL_PROVIDER_PATH}`,
    clientId: config.LOYALTY_CLIENT_ID,
    clientSecret: config.LOYALTY_CLIENT_SECRET ?? randomBytes(32).toString('base64url'),
    callbackUrl: `${publicUrl}/authsuccess`,
    isLocal,
  };
}
