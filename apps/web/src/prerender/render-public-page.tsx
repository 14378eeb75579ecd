import type { Locale } from '@skyparcel/domain/locale';
import type { Dictionary } from '@skyparcel/i18n';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { AppProvider } from '@/app/provider';
import { AppRoutes } from '@/app/router';
import { paths } from '@/config/paths';
import { initI18n } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';

/** The pages a visitor lands on from outside; each is prerendered in every language. */
export const PRERENDERED_PATHS = [
  paths.home.path,
  paths.tracking.path,
  paths.aboutUs.path,
  paths.contactUs.path,
  paths.faqs.path,
] as const;

const WHOLE_DICTIONARIES: Record<Locale, () => Promise<{ default: Dictionary }>> = {
  'en-US': () => import('@skyparcel/i18n/locales/en-US.json'),
  no: () => import('@skyparcel/i18n/locales/no.json'),
  fr: () => import('@skyparcel/i18n/locales/fr.json'),
  'ar-AE': () => import('@skyparcel/i18n/locales/ar-AE.json'),
};

/**
 * The HTML a visitor's first render of a public page makes in `locale`, for the server to send
 * inside `#root` (decision 036): the page paints before any script runs, and `main.tsx` hydrates
 * it. Run at build time by scripts/prerender-public-pages.mjs; never in the browser. The tree is
 * `main.tsx`'s with a static router and an empty query cache, so the browser's first render
 * (a visitor, data still loading) is the same markup.
 */
export async function renderPublicPage(path: string, locale: Locale): Promise<string> {
  await initI18n(locale, (await WHOLE_DICTIONARIES[locale]()).default);
  const errors: unknown[] = [];
  const { prelude } = await prerender(
    <StrictMode>
      <AppProvider client={createQueryClient()}>
        <StaticRouter location={path}>
          <AppRoutes />
        </StaticRouter>
      </AppProvider>
    </StrictMode>,
    {
      // A part that fails would be rendered by the browser alone; the build fails instead.
      onError: (error) => void errors.push(error),
      // React outlines a Suspense boundary larger than 12,800 bytes (its default) into a hidden
      // div that an inline script moves into place: with scripts off, or before they run, the
      // page would be empty. The Arabic home page passed that size once it showed its flags.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    },
  );
  if (errors.length > 0) {
    throw new AggregateError(errors, `prerendering ${path} in ${locale} failed`);
  }
  const html = await new Response(prelude).text();
  // Markup that needs a script to be put in place is no prerender: fail the build instead.
  if (html.includes('<script')) {
    throw new Error(`prerendering ${path} in ${locale} left a script in the page`);
  }
  return html;
}
