import { createServer, request as forward, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AppInsightsCore, ITelemetryItem } from '@microsoft/applicationinsights-web';
import { schema } from '@skyparcel/db';
import { TELEMETRY, telemetryTrackUrl } from '@skyparcel/domain/telemetry/settings';
import { eq } from 'drizzle-orm';
import { JSDOM } from 'jsdom';
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
// The contract under test is between the web's SDK configuration and this endpoint.
import { buildTelemetryConfig } from '../../../../web/src/features/telemetry/telemetry-config';
import { DEVELOPMENT_TELEMETRY_KEY } from '../../plugins/env';
import { buildTestApp } from '../../testing/build-test-app';

/*
 * The Application Insights SDK's own sender, configured as the web configures it, posting to this
 * portal's POST /v2/track over real HTTP (issue 28, "The real SDK as the test oracle"). The SDK
 * runs in Node on a jsdom window: jsdom's XMLHttpRequest is a real, standard one (same-origin
 * rules, redirects, responseURL), which is what the SDK sends with in a browser. The SDK's own
 * timers run on a clock the test moves (ts-utils' timer override), so its 15 s batches and its
 * backoff pass at once while the server, the database and the network keep real time.
 */

const { telemetryEvents } = schema;
const RATE_LIMIT_PER_MINUTE = 5;

let ctx: Awaited<ReturnType<typeof buildTestApp>>;
let front: Awaited<ReturnType<typeof startFront>>;
let dom: JSDOM;
let sdk: typeof import('@microsoft/applicationinsights-web');

/** What passed through the front server: the SDK's requests and the portal's answers. */
type Exchange = { method: string; path: string; status: number; request: string; answer: string };

/**
 * The page's origin. It answers 307 for an old endpoint path and passes everything else to the
 * portal, from a loopback address of each test's own (the portal limits requests per address).
 */
async function startFront(portalPort: number) {
  const exchanges: Exchange[] = [];
  let localAddress = '127.0.0.1';
  const readAll = async (stream: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const chunk of stream) {
      chunks.push(chunk as Buffer);
    }
    return Buffer.concat(chunks);
  };
  const server = createServer(async (incoming, outgoing) => {
    const request = await readAll(incoming);
    const record = (status: number, answer: string) =>
      exchanges.push({
        method: incoming.method ?? '',
        path: incoming.url ?? '',
        status,
        request: request.toString(),
        answer,
      });
    if (incoming.url === '/old/v2/track') {
      record(307, '');
      outgoing.writeHead(307, { location: '/v2/track' }).end();
      return;
    }
    const upstream = forward(
      {
        host: '127.0.0.1',
        port: portalPort,
        method: incoming.method,
        path: incoming.url,
        headers: incoming.headers,
        localAddress,
      },
      async (answer) => {
        const body = await readAll(answer);
        record(answer.statusCode ?? 0, body.toString());
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers).end(body);
      },
    );
    upstream.end(request);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    exchanges,
    useAddress(address: string) {
      localAddress = address;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The SDK's timers: a delay is held until the test releases it; zero-delay ones just run. */
const heldTimers = new Map<number, { delay: number; run: () => void; isSender: boolean }>();
let nextTimerId = 1;
const sdkClock = {
  set(callback: (...args: unknown[]) => void, delay = 0, ...args: unknown[]) {
    const id = nextTimerId++;
    const run = () => callback(...args);
    if (delay <= 0) {
      heldTimers.set(id, { delay: 0, run, isSender: false });
      setImmediate(() => {
        if (heldTimers.delete(id)) {
          run();
        }
      });
      return id;
    }
    // The sender's batch and retry timer; the core's 10 s log poller and the like stay held.
    const isSender = new Error().stack?.includes('_setupTimer') === true;
    heldTimers.set(id, { delay, run, isSender });
    return id;
  },
  clear(id: number) {
    heldTimers.delete(id);
  },
};

/** Lets the sender's timer fire (its batch timer or its retry), and says what it waited for. */
function releaseSdkTimer(): number {
  const [entry] = [...heldTimers.entries()].filter(([, timer]) => timer.isSender);
  if (!entry) {
    throw new Error('The sender has no timer waiting');
  }
  const [id, timer] = entry;
  heldTimers.delete(id);
  timer.run();
  return timer.delay;
}

function senderIsIdle() {
  return ![...heldTimers.values()].some((timer) => timer.isSender);
}

type Outcome = { kind: 'sent' | 'discarded' | 'retry'; count: number; status?: number };

/** One SDK instance as the web composes its sender, with the outcomes it reports. */
function startSdk(endpointUrl: string) {
  const { config } = buildTelemetryConfig({
    instrumentationKey: DEVELOPMENT_TELEMETRY_KEY,
    endpointUrl,
    analyticsConsent: false,
  });
  const core: AppInsightsCore = new sdk.AppInsightsCore();
  const properties = new sdk.PropertiesPlugin();
  core.initialize(config, [new sdk.Sender(), properties]);
  const outcomes: Outcome[] = [];
  core.addNotificationListener({
    eventsSent: (items) => outcomes.push({ kind: 'sent', count: items.length }),
    eventsDiscarded: (items, _reason, status) =>
      outcomes.push({ kind: 'discarded', count: items.length, status }),
    eventsRetry: (items, status) => outcomes.push({ kind: 'retry', count: items.length, status }),
  });
  return {
    core,
    outcomes,
    /** The session of the envelopes sent so far (the SDK starts one on its first item). */
    get session() {
      return properties.context.getSessionId();
    },
    track(item: ITelemetryItem) {
      core.track(item);
    },
    pageView(name: string) {
      core.track({
        name: 'Microsoft.ApplicationInsights.{0}.Pageview',
        baseType: 'PageviewData',
        baseData: { name, uri: name, properties: { language: 'fr', signedIn: 'false' } },
      });
    },
    /** Waits until the SDK has dealt with `count` answers' worth of outcomes. */
    async settled(count: number) {
      await vi.waitFor(() => expect(outcomes.length).toBeGreaterThanOrEqual(count), {
        timeout: 10_000,
      });
      return outcomes;
    },
  };
}

let running: ReturnType<typeof startSdk>[] = [];
function newSdk(endpointUrl = telemetryTrackUrl('/'), address = '127.0.0.1') {
  front.useAddress(address);
  const instance = startSdk(endpointUrl);
  running.push(instance);
  return instance;
}

async function rowsOf(session: string) {
  return ctx.db.select().from(telemetryEvents).where(eq(telemetryEvents.sessionId, session));
}

function trackAnswers() {
  return front.exchanges.filter((exchange) => exchange.path.endsWith('/v2/track'));
}

beforeAll(async () => {
  ctx = await buildTestApp({ TELEMETRY_RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT_PER_MINUTE) });
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  front = await startFront((ctx.app.server.address() as AddressInfo).port);
  dom = new JSDOM('<!doctype html><html><body></body></html>', { url: `${front.origin}/` });
  const { window } = dom;
  for (const name of [
    'window',
    'document',
    'navigator',
    'location',
    'XMLHttpRequest',
    'sessionStorage',
    'localStorage',
  ] as const) {
    vi.stubGlobal(name, window[name]);
  }
  const tsUtils = globalThis as { __tsUtils$gblCfg?: { tmOut?: unknown[] } };
  tsUtils.__tsUtils$gblCfg = tsUtils.__tsUtils$gblCfg ?? {};
  tsUtils.__tsUtils$gblCfg.tmOut = [sdkClock.set, sdkClock.clear];
  sdk = await import('@microsoft/applicationinsights-web');
});

afterEach(async () => {
  for (const instance of running) {
    instance.core.unload(false);
  }
  running = [];
  heldTimers.clear();
});

afterAll(async () => {
  const tsUtils = globalThis as { __tsUtils$gblCfg?: { tmOut?: unknown[] } };
  delete tsUtils.__tsUtils$gblCfg?.tmOut;
  vi.unstubAllGlobals();
  dom.window.close();
  await front.close();
  await ctx.close();
});

describe("the SDK's sender against POST /v2/track", () => {
  test('200: a batch is delivered once, and nothing is resent', async () => {
    const client = newSdk(undefined, '127.0.0.2');
    client.pageView('/');
    client.pageView('/tracking');

    expect(releaseSdkTimer()).toBe(TELEMETRY.batchIntervalMs);
    expect(await client.settled(1)).toEqual([{ kind: 'sent', count: 2 }]);
    expect(trackAnswers().at(-1)?.status).toBe(200);
    expect((await rowsOf(client.session)).map((row) => row.page).sort()).toEqual([
      '/',
      '/tracking',
    ]);
    expect(senderIsIdle()).toBe(true);
  });

  test('206: the SDK accepts the partial answer and does not resend the refused items', async () => {
    const client = newSdk(undefined, '127.0.0.3');
    client.pageView('/');
    client.track({
      name: 'Microsoft.ApplicationInsights.{0}.Pageview',
      iKey: '00000000-0000-4000-8000-000000000000',
      baseType: 'PageviewData',
      baseData: { name: '/faqs', uri: '/faqs' },
    });
    client.track({ name: 'trace', baseType: 'MessageData', baseData: { message: 'hello' } });
    client.pageView('/contact-us');

    releaseSdkTimer();
    const outcomes = await client.settled(2);

    const answer = JSON.parse(trackAnswers().at(-1)?.answer ?? '{}');
    expect(trackAnswers().at(-1)?.status).toBe(206);
    expect(answer.itemsReceived - answer.itemsAccepted).toBe(answer.errors.length);
    expect(answer.errors.map((error: { index: number }) => error.index)).toEqual([1, 2]);
    expect(outcomes).toEqual([
      { kind: 'sent', count: 2 },
      { kind: 'discarded', count: 2, status: undefined },
    ]);
    expect((await rowsOf(client.session)).map((row) => row.page).sort()).toEqual([
      '/',
      '/contact-us',
    ]);
    expect(senderIsIdle()).toBe(true);
  });

  test('413: a batch the SDK measures under 102,400 but that is larger in UTF-8 is dropped', async () => {
    const client = newSdk(undefined, '127.0.0.4');
    // The SDK counts characters; the server counts bytes: Arabic text is two bytes a character.
    for (let event = 0; event < 8; event += 1) {
      client.track({
        name: 'event',
        baseType: 'EventData',
        baseData: { name: 'shipment.started', properties: { note: 'ش'.repeat(8_000) } },
      });
    }

    releaseSdkTimer();
    expect(await client.settled(1)).toEqual([{ kind: 'discarded', count: 8, status: 413 }]);
    const sent = trackAnswers().at(-1);
    expect(sent?.request.length).toBeLessThanOrEqual(TELEMETRY.maxBatchBytes);
    expect(Buffer.byteLength(sent?.request ?? '')).toBeGreaterThan(TELEMETRY.maxBatchBytes);
    expect(sent?.status).toBe(413);
  });

  test('429: the rate-limited batch is retried after the backoff and then delivered', async () => {
    const client = newSdk(undefined, '127.0.0.5');
    for (let batch = 0; batch < RATE_LIMIT_PER_MINUTE; batch += 1) {
      client.pageView('/');
      releaseSdkTimer();
      await client.settled(batch + 1);
    }
    client.pageView('/faqs');
    releaseSdkTimer();
    expect((await client.settled(RATE_LIMIT_PER_MINUTE + 1)).at(-1)).toEqual({
      kind: 'retry',
      count: 1,
      status: 429,
    });

    // The next minute's allowance, from the portal's point of view: another address.
    front.useAddress('127.0.0.6');
    expect(releaseSdkTimer()).toBeGreaterThanOrEqual(TELEMETRY.retryBackoffMinMs);
    expect((await client.settled(RATE_LIMIT_PER_MINUTE + 2)).at(-1)).toEqual({
      kind: 'sent',
      count: 1,
    });
    expect((await rowsOf(client.session)).filter((row) => row.page === '/faqs')).toHaveLength(1);
  });

  test('503 while the database is down: retried, then delivered once it is back', async () => {
    const client = newSdk(undefined, '127.0.0.7');
    const database = Reflect.get(ctx.db, '$client') as { query: (...args: unknown[]) => unknown };
    const down = Object.assign(new Error('terminating connection due to administrator command'), {
      code: '57P01',
    });
    const query = vi.spyOn(database, 'query').mockRejectedValue(down);
    client.pageView('/tracking');
    releaseSdkTimer();
    try {
      expect(await client.settled(1)).toEqual([{ kind: 'retry', count: 1, status: 503 }]);
      expect(trackAnswers().at(-1)?.status).toBe(503);
    } finally {
      query.mockRestore();
    }

    expect(releaseSdkTimer()).toBeGreaterThanOrEqual(TELEMETRY.retryBackoffMinMs);
    expect((await client.settled(2)).at(-1)).toEqual({ kind: 'sent', count: 1 });
    expect(await rowsOf(client.session)).toHaveLength(1);
  });

  test('307: the browser follows the redirect, and the SDK keeps the new endpoint', async () => {
    const client = newSdk('/old/v2/track', '127.0.0.8');
    const before = front.exchanges.length;
    client.pageView('/');
    releaseSdkTimer();
    expect(await client.settled(1)).toEqual([{ kind: 'sent', count: 1 }]);

    client.pageView('/faqs');
    releaseSdkTimer();
    expect(await client.settled(2)).toEqual([
      { kind: 'sent', count: 1 },
      { kind: 'sent', count: 1 },
    ]);
    expect(
      front.exchanges.slice(before).map((exchange) => `${exchange.status} ${exchange.path}`),
    ).toEqual(['307 /old/v2/track', '200 /v2/track', '200 /v2/track']);
    expect((await rowsOf(client.session)).map((row) => row.page).sort()).toEqual(['/', '/faqs']);
  });
});
