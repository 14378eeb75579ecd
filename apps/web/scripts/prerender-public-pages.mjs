// Writes dist/prerendered-pages.json: the first render of every public page in every language,
// which the server puts inside `#root` so a phone paints the page before the app's script has run
// (decision 036). Runs after `vite build`: builds src/prerender for Node, renders, cleans up.
import { rm, writeFile } from 'node:fs/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';

const webDir = fileURLToPath(new URL('..', import.meta.url));
// Inside apps/web, so the bundle's bare imports (react, react-router) resolve from node_modules.
const outDir = fileURLToPath(new URL('../.prerender/', import.meta.url));
const LOCALES = ['en-US', 'no', 'fr', 'ar-AE'];

await build({
  root: webDir,
  logLevel: 'warn',
  build: {
    ssr: 'src/prerender/render-public-page.tsx',
    outDir,
    emptyOutDir: true,
    minify: false,
    copyPublicDir: false,
  },
});

try {
  const { renderPublicPage, PRERENDERED_PATHS } = await import(
    pathToFileURL(`${outDir}render-public-page.js`).href
  );
  const pages = {};
  for (const path of PRERENDERED_PATHS) {
    pages[path] = {};
    for (const locale of LOCALES) {
      pages[path][locale] = await renderPublicPage(path, locale);
    }
  }
  await writeFile(
    new URL('../dist/prerendered-pages.json', import.meta.url),
    JSON.stringify(pages),
  );
  const sizes = Object.entries(pages).map(([path, html]) => `${path} ${html['en-US'].length} B`);
  console.log(
    `prerendered ${PRERENDERED_PATHS.length} pages x ${LOCALES.length} languages: ${sizes.join(', ')}`,
  );
} finally {
  await rm(outDir, { recursive: true, force: true });
}
