import * as oidc from 'openid-client';
import type { LoyaltySettings } from './loyalty-settings';

export type LoyaltyClient = {
  settings: LoyaltySettings;
  /** The provider's discovered metadata and our client's credentials, fetched once. */
  configuration: () => Promise<oidc.Configuration>;
};

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * openid-client refuses plain http, rightly; the one exception is the local demo provider on
 * this machine's loopback address (npm start, the tests), never a configured external issuer.
 */
function mayUseHttp(settings: LoyaltySettings, issuer: URL): boolean {
  return settings.isLocal && issuer.protocol === 'http:' && LOOPBACK_HOSTS.has(issuer.hostname);
}

/**
 * Discovery happens on first use rather than at boot: the local provider lives in this very
 * server, which is not listening yet while the app is built, and an external provider that is
 * down must not stop the portal from starting. A failed discovery is retried on the next use.
 */
export function createLoyaltyClient(settings: LoyaltySettings): LoyaltyClient {
  let discovered: Promise<oidc.Configuration> | undefined;

  async function discover(): Promise<oidc.Configuration> {
    const issuer = new URL(settings.issuer);
    return oidc.discovery(
      issuer,
      settings.clientId,
      settings.clientSecret,
      // client_secret_basic: the OpenID Connect default a registered client gets.
      oidc.ClientSecretBasic(settings.clientSecret),
      mayUseHttp(settings, issuer) ? { execute: [oidc.allowInsecureRequests] } : undefined,
    );
  }

  return {
    settings,
    configuration() {
      discovered ??= discover().catch((error: unknown) => {
        discovered = undefined;
        throw error;
      });
      return discovered;
    },
  };
}
