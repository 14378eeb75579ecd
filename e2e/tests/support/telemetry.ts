import type { BrowserContext, Page } from '@playwright/test';

/** An Application Insights envelope as the SDK's sender posts it. */
export type Envelope = {
  name: string;
  iKey: string;
  tags: Record<string, string>;
  data: {
    baseType: string;
    baseData: {
      name: string;
      /** The page's uri (the sender writes IPageViewTelemetry.uri as `url`). */
      url?: string;
      refUri?: string;
      properties?: Record<string, string>;
    };
  };
};

/** The SDK's chunk, imported once the page is interactive (decision 063). */
export const TELEMETRY_CHUNK = /\/assets\/telemetry-sdk-[\w-]+\.js$/;

/**
 * What the page imports after it is interactive, needed by none of its paint: the SDK's chunk and
 * the telemetry figures it imports (the same files `npm run bench -- page` prints apart).
 */
export const AFTER_INTERACTIVE_CHUNK = /\/assets\/telemetry-(sdk|settings)-[\w-]+\.js$/;

/** Where the init script below keeps the page's beacons, for the next document to hand over. */
const BEACONS_KEY = 'e2e:beacons';

type SentBatch = { contentType: string; body: string };

/**
 * Every envelope the page posts to the portal's own POST /v2/track: the XHR batches, and the
 * `sendBeacon` of an unload (text/plain, the same JSON array). Chromium sends that beacon once the
 * page is gone, and neither Playwright nor the DevTools protocol reports it (the server does
 * store it): an init script copies each beacon's text into localStorage as it is queued, and the
 * next document of the origin hands the copies over.
 */
export async function recordTrackCalls(page: Page) {
  const sent: SentBatch[] = [];
  await page.addInitScript((key) => {
    const texts = new WeakMap<Blob, string>();
    const OriginalBlob = window.Blob;
    window.Blob = class extends OriginalBlob {
      constructor(parts?: BlobPart[], options?: BlobPropertyBag) {
        super(parts, options);
        if (parts?.every((part) => typeof part === 'string')) {
          texts.set(this, parts.join(''));
        }
      }
    };
    const sendBeacon = navigator.sendBeacon.bind(navigator);
    navigator.sendBeacon = (url, data) => {
      const queued = sendBeacon(url, data);
      if (queued && new URL(url, location.href).pathname === '/v2/track') {
        const body = data instanceof Blob ? (texts.get(data) ?? '') : String(data ?? '');
        const contentType = data instanceof Blob ? data.type : 'text/plain;charset=UTF-8';
        const kept = JSON.parse(localStorage.getItem(key) ?? '[]') as unknown[];
        localStorage.setItem(key, JSON.stringify([...kept, { contentType, body }]));
      }
      return queued;
    };
  }, BEACONS_KEY);
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/v2/track') {
      sent.push({
        contentType: request.headers()['content-type'] ?? '',
        body: request.postData() ?? '',
      });
    }
  });
  page.on('load', async () => {
    const beacons = await page
      .evaluate((key) => {
        const kept = localStorage.getItem(key);
        localStorage.removeItem(key);
        return JSON.parse(kept ?? '[]') as SentBatch[];
      }, BEACONS_KEY)
      .catch(() => []);
    sent.push(...beacons);
  });
  const batches = () => sent.map(({ body }) => parseBatch(body));
  return {
    /** Each request's content type: `text/plain;charset=UTF-8` for the unload's sendBeacon. */
    contentTypes: () => sent.map(({ contentType }) => contentType),
    batches,
    envelopes: () => batches().flat(),
    pageViews: () =>
      batches()
        .flat()
        .filter((envelope) => envelope.data.baseType === 'PageviewData'),
  };
}

function parseBatch(text: string): Envelope[] {
  const body = text.trim();
  return body.startsWith('[')
    ? (JSON.parse(body) as Envelope[])
    : body
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Envelope);
}

/** The SDK's cookies, and its keys in local and session storage (`ai_…`, `AI_buffer…`). */
export async function analyticsTraces(page: Page, context: BrowserContext) {
  const cookies = (await context.cookies()).map((cookie) => cookie.name).filter(isSdkName);
  const storage = await page.evaluate(() => [
    ...Object.keys(window.localStorage),
    ...Object.keys(window.sessionStorage),
  ]);
  return { cookies, storage: storage.filter(isSdkName) };
}

function isSdkName(name: string): boolean {
  return /^ai_/i.test(name);
}

/**
 * The spec's 500 ms between a route change and its page view (§9), and a margin: a page left
 * sooner is, by design, not counted (a redirect).
 */
export const PAGE_VIEW_SETTLE_MS = 1_000;
