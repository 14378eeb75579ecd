import { createHmac, generateKeyPairSync, randomBytes } from 'node:crypto';
import { matchLocale } from '@skyparcel/domain/locale';
import type { Configuration, JWK } from 'oidc-provider';
import { LOCAL_PROVIDER_PATH, type LoyaltySettings } from '../loyalty-settings';
import { findDemoMemberBySubject } from './demo-members';
import { createMemoryAdapterFactory } from './memory-adapter';
import { renderProviderError } from './provider-pages';

/**
 * oidc-provider's settings for the local demo provider: the portal as its only client, the demo
 * members as accounts, our interaction pages, PKCE required, and no feature the portal does not use.
 */
export function createProviderConfiguration(
  settings: LoyaltySettings,
  config: { AUTH_SECRET?: string | undefined },
): Configuration {
  // Signing keys are made at each start: only this process's portal verifies the ID tokens, and
  // a restart ends every sign-in in flight anyway (the storage is in memory).
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const signingKey = {
    ...privateKey.export({ format: 'jwk' }),
    kid: 'local-1',
    use: 'sig',
    alg: 'RS256',
  };
  const cookieKey = config.AUTH_SECRET
    ? createHmac('sha256', config.AUTH_SECRET)
        .update('loyalty-provider-cookies')
        .digest('base64url')
    : randomBytes(32).toString('base64url');
  return {
    adapter: createMemoryAdapterFactory(),
    clients: [
      {
        client_id: settings.clientId,
        client_secret: settings.clientSecret,
        redirect_uris: [settings.callbackUrl],
        response_types: ['code'],
        grant_types: ['authorization_code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    jwks: { keys: [signingKey as JWK] },
    cookies: {
      keys: [cookieKey],
      names: {
        session: 'loyalty_provider_session',
        interaction: 'loyalty_provider_interaction',
        resume: 'loyalty_provider_resume',
      },
    },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['given_name', 'family_name', 'name', 'preferred_username'],
    },
    async findAccount(_ctx, subject) {
      const member = findDemoMemberBySubject(subject);
      if (!member) {
        return undefined;
      }
      return {
        accountId: member.subject,
        async claims() {
          return {
            sub: member.subject,
            email: member.email,
            email_verified: true,
            given_name: member.givenName,
            family_name: member.familyName,
            name: `${member.givenName} ${member.familyName}`,
            preferred_username: member.memberNumber,
          };
        },
      };
    },
    interactions: {
      url: (_ctx, interaction) => `${LOCAL_PROVIDER_PATH}/interaction/${interaction.uid}`,
    },
    // Every authorization request must carry a PKCE S256 challenge, as the portal always sends.
    pkce: { required: () => true },
    responseTypes: ['code'],
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: { enabled: false },
    },
    // No browser calls the provider's endpoints from another origin.
    clientBasedCORS: () => false,
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      IdToken: 600,
      Interaction: 600,
      Session: 3600,
      Grant: 3600,
    },
    async renderError(ctx, out) {
      const locale =
        matchLocale(
          typeof ctx.oidc?.params?.ui_locales === 'string' ? ctx.oidc.params.ui_locales : undefined,
        ) ?? 'en-US';
      ctx.type = 'html';
      ctx.body = renderProviderError(locale, String(out.error_description ?? out.error));
    },
  };
}
