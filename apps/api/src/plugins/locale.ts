import { type Locale, resolveLocale } from '@skyparcel/domain/locale';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's language: `lang` query, else Accept-Language, else en-US. */
    locale: Locale;
  }
}

/** Languages of an Accept-Language header, most preferred first. */
export function parseAcceptLanguage(header: string | undefined): string[] {
  if (!header) {
    return [];
  }
  return header
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const quality = params.find((param) => param.trim().startsWith('q='));
      return { tag: tag.trim(), q: quality ? Number(quality.trim().slice(2)) || 0 : 1 };
    })
    .filter((entry) => entry.tag && entry.q > 0)
    .sort((a, b) => b.q - a.q)
    .map((entry) => entry.tag);
}

const localePlugin: FastifyPluginAsync = async (app) => {
  app.decorateRequest('locale', 'en-US');
  app.addHook('onRequest', async (request) => {
    const query = request.query as Record<string, unknown> | undefined;
    const lang = typeof query?.lang === 'string' ? query.lang : undefined;
    request.locale = resolveLocale(
      lang,
      ...parseAcceptLanguage(request.headers['accept-language']),
    );
  });
};

export const locale = fp(localePlugin, { name: 'locale' });
