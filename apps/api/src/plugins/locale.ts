import { type Locale, resolveLocale } from '@skyparcel/domain/locale';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's language: `lang` query, else Accept-Language, else en-US. */
    readonly locale: Locale;
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
  // Worked out when first read, so calls that never translate (health, assets) do not pay for it.
  app.decorateRequest('locale', {
    getter(this: FastifyRequest): Locale {
      // From the raw URL: route schemas strip query values they do not declare, such as `lang`.
      const queryStart = this.url.indexOf('?');
      const lang =
        queryStart === -1 ? null : new URLSearchParams(this.url.slice(queryStart + 1)).get('lang');
      return resolveLocale(lang, ...parseAcceptLanguage(this.headers['accept-language']));
    },
  });
};

export const locale = fp(localePlugin, { name: 'locale' });
