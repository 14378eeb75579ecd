import type { IncomingMessage } from 'node:http';
import { AppError } from '@skyparcel/domain/errors';
import { matchLocale } from '@skyparcel/domain/locale';
import { translate } from '@skyparcel/i18n';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { LOCAL_PROVIDER_PATH, type LoyaltySettings } from '../loyalty-settings';
import { DEMO_LOYALTY_PASSWORD, findDemoMember } from './demo-members';
import { createProviderConfiguration } from './provider-configuration';
import { renderLoginPage, renderProviderError } from './provider-pages';

export type LocalLoyaltyProviderOptions = { settings: LoyaltySettings };

type InteractionRoute = { Params: { uid: string } };
type LoginForm = { login?: string; password?: string };

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * A real OpenID Connect provider (oidc-provider) with demo members, mounted in this process
 * under /dev/loyalty-provider when no LOYALTY_ISSUER_URL is configured (ADR 016): `npm start`
 * and the tests exercise the same authorization-code flow with PKCE as a production provider.
 * Like the local mailbox it answers only this machine: its members' password is public.
 */
export const localLoyaltyProvider: FastifyPluginAsync<LocalLoyaltyProviderOptions> = async (
  app,
  { settings },
) => {
  // Loaded only here, so a server with an external provider never loads the library.
  const { default: Provider } = await import('oidc-provider');
  const provider = new Provider(settings.issuer, createProviderConfiguration(settings, app.config));
  // Behind a TLS-terminating proxy the provider must see the original https scheme and host.
  provider.proxy = app.config.TRUST_PROXY > 0;
  const handleProviderRequest = provider.callback();

  app.addHook('onRequest', async (request) => {
    if (!LOOPBACK.has(request.socket.remoteAddress ?? '')) {
      throw new AppError('NOT_FOUND');
    }
  });

  const pageLocale = (params: Record<string, unknown>) =>
    matchLocale(typeof params.ui_locales === 'string' ? params.ui_locales : undefined) ?? 'en-US';

  async function sendExpired(request: FastifyRequest, reply: FastifyReply) {
    const locale = request.locale;
    return reply
      .code(400)
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(renderProviderError(locale, translate(locale, 'loyaltyProvider.expired')));
  }

  // The interaction pages: the provider sends the browser here to sign a member in.
  await app.register(async (interactions) => {
    interactions.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 10_000 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );

    interactions.get<InteractionRoute>(
      `${LOCAL_PROVIDER_PATH}/interaction/:uid`,
      { schema: { hide: true } },
      async (request, reply) => {
        const details = await provider
          .interactionDetails(request.raw, reply.raw)
          .catch(() => undefined);
        if (!details || details.uid !== request.params.uid) {
          return sendExpired(request, reply);
        }
        if (details.prompt.name === 'login') {
          return reply
            .header('cache-control', 'no-store')
            .type('text/html; charset=utf-8')
            .send(renderLoginPage({ locale: pageLocale(details.params), uid: details.uid }));
        }
        // The portal is the programme's own first-party client: no consent screen, the scopes
        // it asked for are granted as the official example's consent step would grant them.
        const grant = details.grantId
          ? await provider.Grant.find(details.grantId)
          : new provider.Grant({
              accountId: details.session?.accountId,
              clientId: String(details.params.client_id),
            });
        if (!grant) {
          return sendExpired(request, reply);
        }
        const missing = details.prompt.details;
        grant.addOIDCScope(stringList(missing.missingOIDCScope));
        grant.addOIDCClaims(stringList(missing.missingOIDCClaims));
        const grantId = await grant.save();
        reply.hijack();
        await provider.interactionFinished(
          request.raw,
          reply.raw,
          { consent: details.grantId ? {} : { grantId } },
          { mergeWithLastSubmission: true },
        );
      },
    );

    interactions.post<InteractionRoute & { Body: LoginForm }>(
      `${LOCAL_PROVIDER_PATH}/interaction/:uid/login`,
      { schema: { hide: true } },
      async (request, reply) => {
        const details = await provider
          .interactionDetails(request.raw, reply.raw)
          .catch(() => undefined);
        if (!details || details.uid !== request.params.uid || details.prompt.name !== 'login') {
          return sendExpired(request, reply);
        }
        const login = String(request.body?.login ?? '');
        const member = findDemoMember(login);
        if (!member || request.body?.password !== DEMO_LOYALTY_PASSWORD) {
          return reply
            .code(401)
            .header('cache-control', 'no-store')
            .type('text/html; charset=utf-8')
            .send(
              renderLoginPage({
                locale: pageLocale(details.params),
                uid: details.uid,
                login,
                hasFailed: true,
              }),
            );
        }
        reply.hijack();
        await provider.interactionFinished(
          request.raw,
          reply.raw,
          { login: { accountId: member.subject } },
          { mergeWithLastSubmission: false },
        );
      },
    );

    interactions.post<InteractionRoute>(
      `${LOCAL_PROVIDER_PATH}/interaction/:uid/abort`,
      { schema: { hide: true } },
      async (request, reply) => {
        const details = await provider
          .interactionDetails(request.raw, reply.raw)
          .catch(() => undefined);
        if (!details || details.uid !== request.params.uid) {
          return sendExpired(request, reply);
        }
        reply.hijack();
        await provider.interactionFinished(
          request.raw,
          reply.raw,
          { error: 'access_denied', error_description: 'The member cancelled the sign-in.' },
          { mergeWithLastSubmission: false },
        );
      },
    );
  });

  // Everything else under the prefix is the provider's own (discovery, keys, authorization,
  // token, userinfo). It reads request bodies itself, so nothing here may consume them.
  await app.register(async (mounted) => {
    mounted.removeAllContentTypeParsers();
    mounted.addContentTypeParser('*', (_request, _payload, done) => done(null));
    // Hidden from the API reference: the provider stands in for the programme's own server, and a
    // wildcard is no OpenAPI path template (the document must validate).
    mounted.all(`${LOCAL_PROVIDER_PATH}/*`, { schema: { hide: true } }, (request, reply) => {
      reply.hijack();
      const raw = request.raw as IncomingMessage & { originalUrl?: string };
      // As the library's mounting guide does it: the provider sees paths relative to its mount
      // point and works its own prefix out of originalUrl for the URLs it builds.
      raw.originalUrl = raw.url;
      raw.url = (raw.url ?? '/').slice(LOCAL_PROVIDER_PATH.length) || '/';
      void handleProviderRequest(raw, reply.raw);
    });
  });
};

function stringList(value: unknown): string[] {
  return Array.isArray(value)
    ? value.filter((item): item is string => typeof item === 'string')
    : [];
}
