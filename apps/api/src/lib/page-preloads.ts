import { LOCALES, type Locale } from '@skyparcel/domain/locale';

type PreloadList = { scripts: string[]; styles: string[] };

/**
 * index.html for a page path and language. For a public page it names, in the head, the files
 * that page's first visit imports (`dist/page-preloads.json`, written by the web build's
 * vite-plugins/page-preloads.ts), so a phone fetches them beside the startup script instead of one
 * round trip after it. The language is the server's guess (`lang`, else Accept-Language); when
 * the visitor picked another one in this browser, the page loads that dictionary as before.
 */
export function pageHtmlFor(
  indexHtml: string,
  preloadsJson: string | undefined,
): (path: string, locale: Locale) => string {
  const pages = parsePreloads(preloadsJson);
  const byPage = new Map<string, string>();
  for (const [path, languages] of Object.entries(pages)) {
    for (const locale of LOCALES) {
      const list = languages[locale];
      if (list) {
        byPage.set(key(path, locale), withPreloads(indexHtml, list));
      }
    }
  }
  return (path, locale) => byPage.get(key(path, locale)) ?? indexHtml;
}

const key = (path: string, locale: Locale) => `${path.toLowerCase()} ${locale}`;

const ASSET = /^\/assets\/[\w.-]+\.(js|css)$/;

function withPreloads(indexHtml: string, list: PreloadList): string {
  const links = [
    ...list.styles
      .filter((href) => ASSET.test(href))
      .map((href) => `<link rel="preload" as="style" crossorigin href="${href}">`),
    ...list.scripts
      .filter((href) => ASSET.test(href))
      .map((href) => `<link rel="modulepreload" crossorigin href="${href}">`),
  ];
  return links.length === 0
    ? indexHtml
    : indexHtml.replace('</head>', `    ${links.join('\n    ')}\n  </head>`);
}

function parsePreloads(
  json: string | undefined,
): Record<string, Partial<Record<Locale, PreloadList>>> {
  if (json === undefined) {
    return {};
  }
  const parsed: unknown = JSON.parse(json);
  if (!parsed || typeof parsed !== 'object') {
    throw new Error('page-preloads.json is not an object');
  }
  return parsed as Record<string, Partial<Record<Locale, PreloadList>>>;
}
