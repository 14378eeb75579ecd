import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { paths } from './src/config/paths.ts';
import { localeDictionaries } from './vite-plugins/locale-dictionaries.ts';
import { pagePreloads } from './vite-plugins/page-preloads.ts';
import { pureReactRouter } from './vite-plugins/pure-react-router.ts';

const apiProxy = {
  '/api': { target: process.env.API_ORIGIN ?? 'http://127.0.0.1:3000', changeOrigin: false },
};

/** The modules that start the public pages: the app's entry and the pages' routes (router.tsx). */
const PUBLIC_PAGE_MODULE =
  /[\\/]src[\\/](main\.tsx|app[\\/]routes[\\/](home|tracking|about-us|contact-us|faqs)-page\.tsx)$/;

type ModuleInfoOf = (id: string) => { importers: readonly string[] } | null;

/** Whether a public page's module imports `id`, directly or through other static imports. */
function isImportedByPublicPage(id: string, getModuleInfo: ModuleInfoOf): boolean {
  const seen = new Set<string>();
  const pending = [id];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    if (PUBLIC_PAGE_MODULE.test(next)) {
      return true;
    }
    for (const importer of getModuleInfo(next)?.importers ?? []) {
      if (!seen.has(importer)) {
        seen.add(importer);
        pending.push(importer);
      }
    }
  }
  return false;
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    pureReactRouter(),
    localeDictionaries(),
    // The public pages and what the router loads with each (app/router.tsx `publicPageModules`).
    pagePreloads({
      [paths.home.path]: { module: 'src/app/routes/home-page.tsx' },
      [paths.tracking.path]: { module: 'src/app/routes/tracking-page.tsx' },
      [paths.aboutUs.path]: {
        module: 'src/app/routes/about-us-page.tsx',
        dictionaryParts: ['about'],
      },
      [paths.contactUs.path]: {
        module: 'src/app/routes/contact-us-page.tsx',
        dictionaryParts: ['contactUs', 'failures'],
      },
      [paths.faqs.path]: { module: 'src/app/routes/faqs-page.tsx' },
    }),
  ],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  // Dictionaries load as `JSON.parse('…')`, which browsers parse faster than object literals.
  json: { stringify: true },
  server: { port: 5173, proxy: apiProxy },
  preview: { port: 4173, proxy: apiProxy },
  build: {
    target: 'es2022',
    // Every browser that runs es2022 knows <link rel="modulepreload">; no polyfill needed.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      treeshake: {
        // The domain package builds its zod schemas at module level (`const X = z.object(…)`).
        // Declaring `z.*` calls pure lets the bundler drop the schemas a chunk never uses, so a
        // page that needs only `parseTrackingInput` does not pull in zod (about 23 KB gzipped).
        // Nothing of ours calls zod for a side effect (no `z.config`).
        manualPureFunctions: ['z'],
      },
      // The groups are the browser's; the prerender's Node build is one file per entry.
      output: isSsrBuild
        ? {}
        : {
            // The bench counts each script file the home page loads, gzipped on its own; thirty small
            // files cost kilobytes of repeated headers and imports. Three groups keep the count low.
            codeSplitting: {
              groups: [
                // zod serves only the forms of pages that load later; never merge it into a chunk
                // the first page loads (decision 014).
                { name: 'zod', test: /[\\/]node_modules[\\/]zod[\\/]/, priority: 3 },
                // What the first page runs before any lazy import, in one file.
                { name: 'startup', tags: ['$initial'], priority: 2 },
                // UI parts, helpers and TanStack Query's hooks that several pages share. Not the form
                // hook (lib/use-domain-form.ts): it would bring react-hook-form and its resolver into a
                // chunk the home page loads (decision 031).
                // The parts the public pages use are apart from those only signed-in pages use, so
                // the home page does not download dialogs, tables and file inputs it never shows.
                {
                  name: (id, chunking) =>
                    isImportedByPublicPage(id, (of) => chunking.getModuleInfo(of))
                      ? 'shared'
                      : 'shared-app',
                  debugName: 'shared',
                  test: /[\\/]src[\\/](components[\\/]ui|lib(?![\\/]use-domain-form)|config)[\\/]|[\\/]node_modules[\\/]@tanstack[\\/]/,
                  minShareCount: 2,
                  priority: 1,
                },
              ],
            },
          },
    },
  },
}));
