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

/**
 * Every envelope the page posts to the portal's own POST /v2/track: the XHR batches, and the
 * `sendBeacon` of an unload (text/plain, the same JSON array).
 */
export function recordTrackCalls(page: Page) {
  const batches: Envelope[][] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/v2/track') {
      const body = (request.postData() ?? '').trim();
      batches.push(
        body.startsWith('[')
          ? (JSON.parse(body) as Envelope[])
          : body
              .split('\n')
              .filter(Boolean)
              .map((line) => JSON.parse(line) as Envelope),
      );
    }
  });
  return {
    envelopes: () => batches.flat(),
    pageViews: () => batches.flat().filter((envelope) => envelope.data.baseType === 'PageviewData'),
  };
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
