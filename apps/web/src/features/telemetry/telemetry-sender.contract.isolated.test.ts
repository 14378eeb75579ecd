import { TELEMETRY, telemetryTrackUrl } from '@skyparcel/domain/telemetry/settings';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { createTelemetryClient, type TelemetrySdkClient } from './telemetry-sdk';
import {
  BEACON_QUOTA_BYTES,
  createScriptedBrowser,
  type ScriptedBrowser,
} from './testing/scripted-browser';

/*
 * portal-spec.txt §8 "Telemetry failures" and the §9 figures, checked on the Application Insights
 * SDK's own sender as the product composes and configures it (createTelemetryClient): the SDK is
 * the code under test, the browser's network is scripted, and time is fake. An `isolated` file
 * although it mocks no module: the SDK caches whether sendBeacon exists the first time any file
 * of the worker starts it, and jsdom has none, so this file needs a process of its own.
 */

const KEY = '6f1c1a52-3c1e-4c47-9f6e-3f0d4c2b9a10';
const PORTAL_ENDPOINT = new URL(telemetryTrackUrl('/'), window.location.href).href;
const MOVED_ENDPOINT = 'https://telemetry.example.test/v2/track';
const HOUR_MS = 60 * 60 * 1000;

let browser: ScriptedBrowser;
let client: TelemetrySdkClient;

function trackPageView(name: string) {
  client.trackPageView({
    name,
    uri: name,
    refUri: '',
    properties: { language: 'en-US', signedIn: 'false' },
  });
}

/** A custom event: batched for 15 s like page views, and free to pad to a chosen size. */
function trackEvent(name: string, padding = 0) {
  client.core.track({
    name: 'event',
    baseType: 'EventData',
    baseData: { name, properties: { pad: 'x'.repeat(padding) } },
  });
}

function namesIn(body: string): string[] {
  const envelopes = JSON.parse(body) as { data: { baseData: { name: string } } }[];
  return envelopes.map((envelope) => envelope.data.baseData.name);
}

/** The page views waiting in the SDK's session-storage buffer (`AI_buffer…`, with consent). */
function namesInSessionStorage(): string[] {
  return Object.keys(sessionStorage)
    .filter((key) => key.startsWith('AI_buffer'))
    .flatMap((key) => JSON.parse(sessionStorage.getItem(key) ?? '[]') as { item: string }[])
    .flatMap((entry) => namesIn(`[${entry.item}]`));
}

/** Advances fake time to the SDK's next request and says how long that took. */
function waitForNextRequest(): number {
  const started = Date.now();
  const count = browser.requests.length;
  while (browser.requests.length === count) {
    if (vi.getTimerCount() === 0 || Date.now() - started > 2 * HOUR_MS) {
      throw new Error(`Nothing was sent in ${Date.now() - started} ms`);
    }
    vi.advanceTimersToNextTimer();
  }
  return Date.now() - started;
}

function lastRequest() {
  const request = browser.requests.at(-1);
  if (!request) {
    throw new Error('Nothing was sent');
  }
  return request;
}

function accepted(count: number) {
  return { status: 200, body: { itemsReceived: count, itemsAccepted: count, errors: [] } };
}

beforeEach(() => {
  // Not `performance`: the SDK keeps the first one it sees, and reads the page's timing from it.
  vi.useFakeTimers({
    toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
  });
  browser = createScriptedBrowser();
  client = createTelemetryClient({
    instrumentationKey: KEY,
    endpointUrl: telemetryTrackUrl('/'),
    analyticsConsent: false,
  });
});

afterEach(async () => {
  await client.core.unload(false);
  sessionStorage.clear();
  browser.restore();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('batches', () => {
  test('two route changes within 15 s leave in one batch, a JSON array posted to the portal endpoint', () => {
    trackPageView('/');
    vi.advanceTimersByTime(5_000);
    trackPageView('/faqs');

    vi.advanceTimersByTime(TELEMETRY.batchIntervalMs - 5_000 - 1);
    expect(browser.requests).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(browser.requests).toHaveLength(1);
    expect(lastRequest()).toMatchObject({
      transport: 'xhr',
      method: 'POST',
      url: PORTAL_ENDPOINT,
      contentType: 'application/json',
    });
    expect(namesIn(lastRequest().body)).toEqual(['/', '/faqs']);
  });

  test('other telemetry is batched for 15 s', () => {
    trackEvent('shipment.started');
    trackEvent('rate.requested');

    vi.advanceTimersByTime(TELEMETRY.batchIntervalMs - 1);
    expect(browser.requests).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(namesIn(lastRequest().body)).toEqual(['shipment.started', 'rate.requested']);
  });

  test('a batch that would pass 102,400 bytes leaves at once, and none is larger', () => {
    for (let event = 0; event < 30; event += 1) {
      trackEvent(`event-${event}`, 9_000);
    }

    expect(browser.requests.length).toBeGreaterThanOrEqual(2);
    for (const request of browser.requests) {
      const bytes = new TextEncoder().encode(request.body).length;
      expect(bytes).toBeLessThanOrEqual(TELEMETRY.maxBatchBytes);
      // Full: one more event would not have fitted.
      expect(bytes + 9_500).toBeGreaterThan(TELEMETRY.maxBatchBytes);
    }
  });
});

describe('answers', () => {
  test('200 clears the buffer: nothing is sent again', () => {
    trackPageView('/');
    waitForNextRequest();
    browser.respond(accepted(1));

    vi.advanceTimersByTime(HOUR_MS);
    expect(browser.requests).toHaveLength(1);
  });

  test('206 resends only the items refused with a retried status, and drops the rest', () => {
    for (const name of ['a', 'b', 'c', 'd']) {
      trackEvent(name);
    }
    waitForNextRequest();
    browser.respond({
      status: 206,
      body: {
        itemsReceived: 4,
        itemsAccepted: 1,
        errors: [
          { index: 1, statusCode: 400, message: 'unknown key' },
          { index: 2, statusCode: 503, message: 'database down' },
          { index: 3, statusCode: 502, message: 'bad gateway' },
        ],
      },
    });

    waitForNextRequest();
    expect(namesIn(lastRequest().body)).toEqual(['c']);
    browser.respond(accepted(1));
    vi.advanceTimersByTime(HOUR_MS);
    expect(browser.requests).toHaveLength(2);
  });

  test('206 needs its errors in ascending index order: the SDK splices them in reverse', () => {
    for (const name of ['a', 'b', 'c']) {
      trackEvent(name);
    }
    waitForNextRequest();

    // In a browser this is an uncaught error in the XHR handler, and 'c' is never retried.
    expect(() =>
      browser.respond({
        status: 206,
        body: {
          itemsReceived: 3,
          itemsAccepted: 1,
          errors: [
            { index: 2, statusCode: 503, message: 'database down' },
            { index: 1, statusCode: 400, message: 'unknown key' },
          ],
        },
      }),
    ).toThrow(TypeError);
    vi.advanceTimersByTime(HOUR_MS);
    expect(browser.requests).toHaveLength(1);
  });

  test('a 206 whose counts do not add up is refused whole: nothing is resent', () => {
    trackEvent('a');
    trackEvent('b');
    waitForNextRequest();
    browser.respond({
      status: 206,
      body: {
        itemsReceived: 2,
        itemsAccepted: 0,
        errors: [{ index: 1, statusCode: 503, message: 'database down' }],
      },
    });

    vi.advanceTimersByTime(HOUR_MS);
    expect(browser.requests).toHaveLength(1);
  });

  test.each(TELEMETRY.retryStatusCodes)('%i is retried after the backoff', (status) => {
    trackPageView('/');
    waitForNextRequest();
    browser.respond({ status });

    expect(waitForNextRequest()).toBeGreaterThanOrEqual(TELEMETRY.retryBackoffMinMs);
    expect(namesIn(lastRequest().body)).toEqual(['/']);
  });

  // 401, 502 and 504 are in the SDK's default retry list: these fail if retryCodes is dropped.
  test.each([400, 401, 403, 404, 413, 502, 504])('%i drops the items', (status) => {
    trackPageView('/');
    waitForNextRequest();
    browser.respond({ status });

    vi.advanceTimersByTime(2 * HOUR_MS);
    expect(browser.requests).toHaveLength(1);
  });

  test('the backoff grows from 10 s to 3,600 s; after 10 retries the items are dropped', () => {
    // The SDK draws each delay at random below a doubling ceiling: this takes the ceiling.
    vi.spyOn(Math, 'random').mockReturnValue(0.999_999);
    trackPageView('/');
    waitForNextRequest();

    const waits: number[] = [];
    for (let attempt = 0; attempt < 10; attempt += 1) {
      browser.respond({ status: 503 });
      waits.push(waitForNextRequest() / 1000);
    }
    browser.respond({ status: 503 });

    // The first retry's 10 s is held to the 15 s batch timer, which every send waits for.
    expect(waits).toEqual([15, 15, 35, 75, 155, 315, 635, 1275, 2555, 3600]);
    expect(Math.max(...waits) * 1000).toBe(TELEMETRY.retryBackoffMaxMs);
    vi.advanceTimersByTime(2 * HOUR_MS);
    expect(browser.requests).toHaveLength(11);
  });

  test('a page view tracked during the backoff waits for it, and leaves with the retry', () => {
    trackPageView('/');
    waitForNextRequest();
    browser.respond({ status: 503 });

    trackPageView('/faqs');
    expect(waitForNextRequest()).toBe(TELEMETRY.batchIntervalMs);
    expect(namesIn(lastRequest().body)).toEqual(['/', '/faqs']);
  });
});

describe('redirects', () => {
  test.each([307, 308])(
    '%i: the browser repeats the POST there, and later batches go there directly',
    (status) => {
      trackPageView('/');
      waitForNextRequest();
      browser.respond({ status, location: MOVED_ENDPOINT });
      expect(lastRequest()).toMatchObject({ method: 'POST', url: MOVED_ENDPOINT });
      expect(namesIn(lastRequest().body)).toEqual(['/']);
      browser.respond(accepted(1));

      trackPageView('/faqs');
      waitForNextRequest();
      expect(lastRequest()).toMatchObject({ method: 'POST', url: MOVED_ENDPOINT });
      expect(namesIn(lastRequest().body)).toEqual(['/faqs']);
    },
  );

  test('301: the browser turns the POST into a bodiless GET, so the batch is lost and the endpoint stays', () => {
    trackPageView('/');
    waitForNextRequest();
    browser.respond({ status: 301, location: MOVED_ENDPOINT });
    expect(lastRequest()).toMatchObject({ method: 'GET', url: MOVED_ENDPOINT, body: '' });
    browser.respond({ status: 404 });

    trackPageView('/faqs');
    waitForNextRequest();
    expect(lastRequest()).toMatchObject({ method: 'POST', url: PORTAL_ENDPOINT });
    expect(namesIn(lastRequest().body)).toEqual(['/faqs']);
    expect(browser.requests.map((request) => `${request.method} ${request.url}`)).toEqual([
      `POST ${PORTAL_ENDPOINT}`,
      `GET ${MOVED_ENDPOINT}`,
      `POST ${PORTAL_ENDPOINT}`,
    ]);
  });
});

describe('offline', () => {
  function goOnline() {
    Reflect.deleteProperty(window.navigator, 'onLine');
    dispatchEvent(new Event('online'));
  }

  afterEach(() => {
    Reflect.deleteProperty(window.navigator, 'onLine');
  });

  test('offline nothing is sent, not even on unload; online the kept batch leaves at once', async () => {
    dispatchEvent(new Event('offline'));
    trackPageView('/');
    trackPageView('/faqs');
    dispatchEvent(new Event('pagehide'));
    await browser.settle();
    vi.advanceTimersByTime(2 * HOUR_MS);
    expect(browser.requests).toHaveLength(0);

    goOnline();
    expect(browser.requests).toHaveLength(1);
    expect(namesIn(lastRequest().body)).toEqual(['/', '/faqs']);
    browser.respond(accepted(2));
    vi.advanceTimersByTime(HOUR_MS);
    expect(browser.requests).toHaveLength(1);
  });

  test('a page that starts offline starts with the sender paused', async () => {
    await client.core.unload(false);
    Object.defineProperty(window.navigator, 'onLine', { value: false, configurable: true });
    client = createTelemetryClient({
      instrumentationKey: KEY,
      endpointUrl: telemetryTrackUrl('/'),
      analyticsConsent: false,
    });
    trackPageView('/');
    vi.advanceTimersByTime(2 * HOUR_MS);
    expect(browser.requests).toHaveLength(0);

    goOnline();
    expect(namesIn(lastRequest().body)).toEqual(['/']);
  });

  test('after "Accept", what an offline page leaves behind is sent by the next page load of the tab', async () => {
    client.setAnalyticsConsent(true);
    dispatchEvent(new Event('offline'));
    trackPageView('/');
    dispatchEvent(new Event('pagehide'));
    await browser.settle();
    expect(browser.requests).toHaveLength(0);
    expect(namesInSessionStorage()).toEqual(['/']);
    await client.core.unload(false);
    expect(namesInSessionStorage()).toEqual(['/']);

    goOnline();
    client = createTelemetryClient({
      instrumentationKey: KEY,
      endpointUrl: telemetryTrackUrl('/'),
      analyticsConsent: true,
    });
    trackPageView('/faqs');
    waitForNextRequest();
    expect(namesIn(lastRequest().body)).toEqual(['/', '/faqs']);
  });

  test('a consent change while offline keeps the sender paused', () => {
    dispatchEvent(new Event('offline'));
    client.setAnalyticsConsent(true);
    trackPageView('/');
    vi.advanceTimersByTime(2 * HOUR_MS);
    expect(browser.requests).toHaveLength(0);

    goOnline();
    expect(namesIn(lastRequest().body)).toEqual(['/']);
  });

  test('an error answer that arrives once offline is kept, whatever its status, until online', () => {
    trackPageView('/');
    waitForNextRequest();
    dispatchEvent(new Event('offline'));
    browser.respond({ status: 502 });
    vi.advanceTimersByTime(2 * HOUR_MS);
    expect(browser.requests).toHaveLength(1);

    goOnline();
    expect(browser.requests).toHaveLength(2);
    expect(namesIn(lastRequest().body)).toEqual(['/']);
  });

  test('a send already under way when the network drops (status 0) is lost: the SDK counts it delivered', () => {
    trackPageView('/');
    waitForNextRequest();
    dispatchEvent(new Event('offline'));
    browser.failNetwork();

    goOnline();
    vi.advanceTimersByTime(2 * HOUR_MS);
    expect(browser.requests).toHaveLength(1);
  });

  test('back online, the whole backlog leaves as one request, even over 102,400 bytes', () => {
    dispatchEvent(new Event('offline'));
    for (let event = 0; event < 15; event += 1) {
      trackEvent(`event-${event}`, 9_000);
    }
    expect(browser.requests).toHaveLength(0);

    goOnline();
    expect(browser.requests).toHaveLength(1);
    expect(namesIn(lastRequest().body)).toHaveLength(15);
    expect(lastRequest().body.length).toBeGreaterThan(TELEMETRY.maxBatchBytes);
  });
});

describe('consent', () => {
  test('"Accept" keeps what waits in session storage; "Reject" takes it back to memory, and sends it', () => {
    client.setAnalyticsConsent(true);
    trackPageView('/');
    expect(namesInSessionStorage()).toEqual(['/']);

    client.setAnalyticsConsent(false);
    expect(Object.keys(sessionStorage).filter((key) => /^ai_/i.test(key))).toEqual([]);
    waitForNextRequest();
    expect(namesIn(lastRequest().body)).toEqual(['/']);
  });
});

describe('unload', () => {
  // A property value stops at 8,192 characters: such an event's envelope is about 8,660 bytes.
  const FULL_PROPERTY = 8_192;

  test('pagehide sends what waits by sendBeacon, as text/plain', async () => {
    trackPageView('/');
    trackPageView('/faqs');
    dispatchEvent(new Event('pagehide'));
    await browser.settle();

    expect(browser.requests).toHaveLength(1);
    expect(lastRequest()).toMatchObject({
      transport: 'beacon',
      method: 'POST',
      url: PORTAL_ENDPOINT,
    });
    expect(lastRequest().contentType).toMatch(/^text\/plain/);
    expect(namesIn(lastRequest().body)).toEqual(['/', '/faqs']);
  });

  test('a page going out of sight flushes by sendBeacon too', async () => {
    trackPageView('/');
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    try {
      document.dispatchEvent(new Event('visibilitychange'));
      await browser.settle();
    } finally {
      Reflect.deleteProperty(document, 'visibilityState');
    }

    expect(browser.requests.map((request) => request.transport)).toEqual(['beacon']);
  });

  // The SDK's keepalive fetch (its 65,000-byte limit) is off: it would take these in Chromium.
  test('over 65,000 bytes, within the beacon quota, it still goes by sendBeacon', async () => {
    for (let event = 0; event < 7; event += 1) {
      trackEvent(`event-${event}`, FULL_PROPERTY);
    }
    trackEvent('event-7', 4_150);
    dispatchEvent(new Event('pagehide'));
    await browser.settle();

    expect(browser.requests).toHaveLength(1);
    expect(lastRequest()).toMatchObject({ transport: 'beacon', url: PORTAL_ENDPOINT });
    expect(lastRequest().contentType).toMatch(/^text\/plain/);
    expect(lastRequest().body.length).toBeGreaterThan(TELEMETRY.keepaliveMaxBytes);
    expect(namesIn(lastRequest().body)).toHaveLength(8);
  });

  test('over the beacon quota (64 KiB) it falls back to an ordinary request', async () => {
    for (let event = 0; event < 9; event += 1) {
      trackEvent(`event-${event}`, FULL_PROPERTY);
    }
    dispatchEvent(new Event('pagehide'));
    await browser.settle();

    expect(browser.requests).toHaveLength(1);
    expect(lastRequest()).toMatchObject({ transport: 'xhr', url: PORTAL_ENDPOINT });
    expect(lastRequest().body.length).toBeGreaterThan(BEACON_QUOTA_BYTES);
  });
});
