import { isRtlLocale, LOCALES, type Locale } from '@skyparcel/domain/locale';
import { type TelemetryConnection, telemetryTrackUrl } from '@skyparcel/domain/telemetry';

type PreloadList = { scripts: string[]; styles: string[] };
type PerPage<T> = Record<string, Partial<Record<Locale, T>>>;

export type WebBuildFiles = {
  indexHtml: string;
  /** `dist/page-preloads.json` (apps/web/vite-plugins/page-preloads.ts). */
  preloadsJson?: string | undefined;
  /** `dist/prerendered-pages.json` (apps/web/scripts/prerender-public-pages.mjs). */
  prerenderedJson?: string | undefined;
  /** The server's `config.telemetry`: null or absent, the page carries no telemetry settings. */
  telemetry?: TelemetryConnection | null | undefined;
};

export type PageRequest = {
  path: string;
  locale: Locale;
  /** Whether the address asks for nothing but the page (`?lang=` and campaign tags at most). */
  plainAddress: boolean;
};

/**
 * index.html for a page path and language. For a public page it names, in the head, the files
 * that page's first visit imports, so a phone fetches them beside the startup script instead of
 * one round trip after it (decision 025); and when the address is the page's own, it carries
 * the page's prerendered HTML in `#root` with `<html lang dir>` and the page's title, so the
 * page paints before any script has run and the app hydrates it (decision 036). The language is
 * the server's guess (`lang`, else Accept-Language); the browser renders afresh when the visitor
 * picked another one in this browser.
 */
export function pageHtmlFor(files: WebBuildFiles): (request: PageRequest) => string {
  const indexHtml = withTelemetrySettings(files.indexHtml, files.telemetry);
  const preloads = parsePerPage<PreloadList>(files.preloadsJson, 'page-preloads.json');
  const prerendered = parsePerPage<string>(files.prerenderedJson, 'prerendered-pages.json');
  const byPage = new Map<string, string>();
  for (const path of new Set([...Object.keys(preloads), ...Object.keys(prerendered)])) {
    for (const locale of LOCALES) {
      const list = preloads[path]?.[locale] ?? { scripts: [], styles: [] };
      byPage.set(key(path, locale, false), withPreloads(indexHtml, list));
      const page = prerendered[path]?.[locale];
      if (page !== undefined) {
        byPage.set(key(path, locale, true), withPrerenderedPage(indexHtml, list, page, locale));
      }
    }
  }
  return ({ path, locale, plainAddress }) =>
    byPage.get(key(path, locale, plainAddress)) ??
    byPage.get(key(path, locale, false)) ??
    indexHtml;
}

const key = (path: string, locale: Locale, prerendered: boolean) =>
  `${path.toLowerCase()} ${locale} ${prerendered}`;

/**
 * The telemetry's key and endpoint for the browser (decision 063), in a `<meta>` rather than a
 * script: the CSP allows no inline script, and a prerendered page (built without the server's
 * settings) gets them too. Prerendered or not, every page is this one index.html.
 */
function withTelemetrySettings(
  indexHtml: string,
  telemetry: TelemetryConnection | null | undefined,
): string {
  if (!telemetry) {
    return indexHtml;
  }
  const key = escapeAttribute(telemetry.instrumentationKey);
  const url = escapeAttribute(telemetryTrackUrl(telemetry.ingestionEndpoint));
  return indexHtml.replace(
    '</head>',
    () =>
      `    <meta name="telemetry" data-instrumentation-key="${key}" data-endpoint-url="${url}">\n  </head>`,
  );
}

function escapeAttribute(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('"', '&quot;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;');
}

const ASSET = /^\/assets\/[\w.-]+\.(js|css)$/;
/**
 * What React renders ahead of the page and means for the head: its `<title>`, and the
 * `<link rel="preload">` it adds for images the page shows at once (the flags, decision 062).
 */
const LEADING_HEAD_TAGS = /^(?:<title>[^<]*<\/title>|<link [^<>]*>)+/;
const TITLE = /<title>[^<]*<\/title>/;
const LINK = /<link [^<>]*>/g;
const MODULE_SCRIPT = /<script type="module" crossorigin src="(\/assets\/[\w.-]+\.js)"><\/script>/g;

const inHead = (indexHtml: string, tags: string[]) =>
  tags.length === 0
    ? indexHtml
    : indexHtml.replace('</head>', `    ${tags.join('\n    ')}\n  </head>`);

/**
 * The app paints the page: its CSS is fetched early without holding the paint, and its scripts
 * (`modulepreload`) beside the startup script instead of one round trip after it (decision 025).
 */
function withPreloads(indexHtml: string, list: PreloadList): string {
  return inHead(indexHtml, [
    ...list.styles
      .filter((href) => ASSET.test(href))
      .map((href) => `<link rel="preload" as="style" crossorigin href="${href}">`),
    ...list.scripts
      .filter((href) => ASSET.test(href))
      .map((href) => `<link rel="modulepreload" crossorigin href="${href}">`),
  ]);
}

/**
 * The page arrives drawn (decision 036): its HTML in `#root`, React's `<title>` and image
 * preloads (rendered first) in the head, `<html lang dir>`, and its CSS as stylesheets, so the first paint is the styled
 * page. No script is needed for that paint, so none competes with it: the app's module scripts
 * are started by `/start-after-paint.js` (apps/web/public) after the first frame, and the page's
 * own chunks are imported by the app as usual.
 */
function withPrerenderedPage(
  indexHtml: string,
  list: PreloadList,
  page: string,
  locale: Locale,
): string {
  const headTags = LEADING_HEAD_TAGS.exec(page)?.[0] ?? '';
  const body = page.slice(headTags.length);
  const title = TITLE.exec(headTags);
  const links = headTags.match(LINK) ?? [];
  const dir = isRtlLocale(locale) ? 'rtl' : 'ltr';
  const modules = [...indexHtml.matchAll(MODULE_SCRIPT)].map((match) => match[1]);
  let html = inHead(indexHtml.replace(MODULE_SCRIPT, ''), [
    ...list.styles
      .filter((href) => ASSET.test(href))
      .map((href) => `<link rel="stylesheet" crossorigin href="${href}">`),
    ...links,
  ])
    .replace(/<html[^>]*>/, `<html lang="${locale}" dir="${dir}">`)
    .replace(
      '</head>',
      () =>
        `    <script defer src="/start-after-paint.js" data-modules="${modules.join(' ')}"></script>\n  </head>`,
    )
    .replace(
      '<div id="root"></div>',
      () => `<div id="root" data-prerendered="${locale}">${body}</div>`,
    );
  if (title) {
    html = html.replace(/<title>[^<]*<\/title>/, () => title[0]);
  }
  return html;
}

function parsePerPage<T>(json: string | undefined, name: string): PerPage<T> {
  if (json === undefined) {
    return {};
  }
  const parsed: unknown = JSON.parse(json);
  if (!parsed || typeof parsed !== 'object') {
    throw new Error(`${name} is not an object`);
  }
  return parsed as PerPage<T>;
}
