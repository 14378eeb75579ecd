import type { Plugin, Rolldown } from 'vite';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

export type PublicPage = {
  /** The page's module, as `import()`ed by the router (relative to apps/web). */
  module: string;
  /** Dictionary parts the router loads with the page, beside `core`. */
  dictionaryParts?: readonly string[];
};

const LOCALES = ['en-US', 'no', 'fr', 'ar-AE'] as const;

/** `dist/page-preloads.json`: for each public page path and language, the files to preload. */
export type PagePreloads = Record<string, Record<string, { scripts: string[]; styles: string[] }>>;

export const PAGE_PRELOADS_FILE = 'page-preloads.json';

/**
 * A public page's code and texts are imported by the startup script once it has run, one round
 * trip after the HTML on a phone's network (the largest paint waited for it, decision 025). This
 * writes, per public page and language, every file that first visit imports (the page's chunk,
 * its static imports, its CSS and the dictionaries), so the server can name them in the HTML
 * (`<link rel="modulepreload">`) and the browser fetches them beside the startup script.
 * e2e/tests/public/page-load.spec.ts checks that the list covers what the page really loads.
 */
export function pagePreloads(pages: Record<string, PublicPage>): Plugin {
  return {
    name: 'skyparcel:page-preloads',
    // The browser's build only: the prerender's Node build (scripts/prerender-public-pages.mjs)
    // has no index.html and no pages to preload.
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    // After Vite's own hooks: its CSS plugin deletes the chunks that held only CSS (their
    // stylesheet stays), and a preload of a deleted chunk would be a 404.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const chunks = Object.values(bundle as OutputBundle).filter(
          (file): file is OutputChunk => file.type === 'chunk',
        );
        const chunkOf = (suffix: string): OutputChunk => {
          const chunk = chunks.find((candidate) =>
            candidate.facadeModuleId?.replaceAll('\\', '/').endsWith(suffix),
          );
          if (!chunk) {
            this.error(`page-preloads: no chunk for ${suffix}`);
          }
          return chunk;
        };
        // What index.html already loads (its scripts, their imports, its stylesheets). The entry
        // chunk itself may be gone by now (merged into the `startup` group), so read the page.
        const indexHtml = bundle['index.html'];
        if (indexHtml?.type !== 'asset') {
          this.error('page-preloads: no index.html in the bundle');
        }
        const loadedByEntry = new Set<string>();
        for (const [, file] of String(indexHtml.source).matchAll(/(?:src|href)="\/([^"]+)"/g)) {
          const named = file ? bundle[file] : undefined;
          if (named?.type === 'chunk') {
            collect(named, bundle, loadedByEntry);
          } else if (file) {
            loadedByEntry.add(file);
          }
        }
        const preloads: PagePreloads = {};
        for (const [path, page] of Object.entries(pages)) {
          preloads[path] = {};
          for (const locale of LOCALES) {
            const files = new Set<string>();
            const parts = ['core', ...(page.dictionaryParts ?? [])];
            for (const chunk of [
              chunkOf(`/${page.module}`),
              ...parts.map((part) => chunkOf(`/locales/${locale}.json?dictionary=${part}`)),
            ]) {
              collect(chunk, bundle, files);
            }
            const fresh = [...files].filter((file) => !loadedByEntry.has(file));
            preloads[path][locale] = {
              scripts: fresh.filter((file) => file.endsWith('.js')).map((file) => `/${file}`),
              styles: fresh.filter((file) => file.endsWith('.css')).map((file) => `/${file}`),
            };
          }
        }
        this.emitFile({
          type: 'asset',
          fileName: PAGE_PRELOADS_FILE,
          source: `${JSON.stringify(preloads, null, 2)}\n`,
        });
      },
    },
  };
}

/** The chunk, its static imports (transitively) and their CSS, as file names. */
function collect(chunk: OutputChunk, bundle: OutputBundle, into: Set<string>): void {
  if (into.has(chunk.fileName)) {
    return;
  }
  into.add(chunk.fileName);
  for (const css of chunk.viteMetadata?.importedCss ?? []) {
    into.add(css);
  }
  for (const name of chunk.imports) {
    const imported = bundle[name];
    if (imported?.type === 'chunk') {
      collect(imported, bundle, into);
    }
  }
}
