import { randomUUID } from 'node:crypto';
import { schema } from '@skyparcel/db';
import { TELEMETRY, TelemetryTrackResponseSchema } from '@skyparcel/domain/telemetry';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { telemetryItems } from '../../lib/metrics';
import { DEVELOPMENT_TELEMETRY_KEY } from '../../plugins/env';
import { buildTestApp } from '../../testing/build-test-app';
import { PRODUCTION_ENV } from '../../testing/production-env';

const { telemetryEvents, rateLimitHits } = schema;

const CHROME_ON_ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';

let ctx: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(async () => ctx.close());

/** A session id of the test's own, so its rows are told apart from the other tests'. */
const newSession = () => randomUUID().replaceAll('-', '').slice(0, 22);

function pageView(session: string, overrides: Record<string, unknown> = {}) {
  return {
    name: `Microsoft.ApplicationInsights.${DEVELOPMENT_TELEMETRY_KEY.replaceAll('-', '')}.Pageview`,
    time: new Date().toISOString(),
    iKey: DEVELOPMENT_TELEMETRY_KEY,
    tags: {
      'ai.session.id': session,
      'ai.user.id': 'u5Gh2Jk8Lm3Np6Qr9St1Uv',
      'ai.device.id': 'browser',
      'ai.internal.sdkVersion': 'javascript:3.3.4',
    },
    data: {
      baseType: 'PageviewData',
      baseData: {
        ver: 2,
        name: '/tracking/:trackingNumber',
        url: 'http://localhost:3000/tracking/SP123456789AE?code=448812#top',
        duration: '00:00:00.120',
        properties: { language: 'ar-AE', signedIn: 'true', role: 'CUSTOMER' },
        measurements: {},
      },
    },
    ...overrides,
  };
}

function track(
  payload: string | object,
  options: { url?: string; contentType?: string; headers?: Record<string, string> } = {},
) {
  return ctx.app.inject({
    method: 'POST',
    url: options.url ?? '/v2/track',
    headers: {
      'content-type': options.contentType ?? 'application/json',
      'user-agent': CHROME_ON_ANDROID,
      ...options.headers,
    },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });
}

async function rowsOf(session: string) {
  return ctx.db.select().from(telemetryEvents).where(eq(telemetryEvents.sessionId, session));
}

/** The SDK refuses a 206 whose counts disagree with its errors; every answer keeps them equal. */
function expectTrackAnswer(body: unknown) {
  const answer = TelemetryTrackResponseSchema.parse(body);
  expect(answer.itemsReceived - answer.itemsAccepted).toBe(answer.errors.length);
  return answer;
}

describe('POST /v2/track', () => {
  test('200: a batch of page views is stored as patterns, with device and browser from the User-Agent', async () => {
    const session = newSession();
    const response = await track([pageView(session), pageView(session)]);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ itemsReceived: 2, itemsAccepted: 2, errors: [] });
    const rows = await rowsOf(session);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      kind: 'pageview',
      name: '/tracking/:trackingNumber',
      page: '/tracking/:id',
      userId: 'u5Gh2Jk8Lm3Np6Qr9St1Uv',
      authUserId: null,
      signedIn: true,
      role: 'CUSTOMER',
      language: 'ar-AE',
      device: 'phone',
      browser: 'Chrome',
      country: null,
    });
  });

  test('the same call answers under /api, with an opaque signed-in id and no cookie or token needed', async () => {
    const session = newSession();
    const signedIn = pageView(session, {
      tags: { 'ai.session.id': session, 'ai.user.authUserId': 'b7f1c2d3e4f5a6b7' },
    });
    const response = await track([signedIn], {
      url: '/api/v2/track',
      headers: { authorization: 'Bearer not-a-session', cookie: 'ai_user=x' },
    });
    expect(response.statusCode).toBe(200);
    const [row] = await rowsOf(session);
    expect(row).toMatchObject({ userId: null, authUserId: 'b7f1c2d3e4f5a6b7' });
  });

  test('206: refused items are listed with their index and 400, the others kept', async () => {
    const session = newSession();
    const batch = [
      pageView(session),
      pageView(session, { iKey: '0b8e2c4a-9d7f-4e61-8a3b-5c2d1e0f9a7b' }),
      pageView(session, {
        data: { baseType: 'RemoteDependencyData', baseData: { name: 'GET /api/state' } },
      }),
      pageView(session, { data: { baseType: 'EventData', baseData: { name: 'CardNumberTyped' } } }),
      pageView(session, {
        data: { baseType: 'EventData', baseData: { name: 'ShipmentStarted', properties: {} } },
      }),
      pageView(session, { time: new Date(Date.now() + 2 * 86_400_000).toISOString() }),
      pageView(session, { time: '2001-01-01T00:00:00.000Z' }),
      pageView(session, { tags: { 'ai.session.id': 'nul\u0000id' } }),
      pageView(session, { iKey: DEVELOPMENT_TELEMETRY_KEY.toUpperCase().replaceAll('-', '') }),
      42,
    ];
    const counted = async (outcome: string) =>
      (await telemetryItems.get()).values.find((value) => value.labels.outcome === outcome)
        ?.value ?? 0;
    const [acceptedBefore, refusedBefore] = [await counted('accepted'), await counted('refused')];
    const response = await track(batch);
    expect(response.statusCode).toBe(206);
    // The ingestion rate /metrics serves (decision 066).
    expect(await counted('accepted')).toBe(acceptedBefore + 3);
    expect(await counted('refused')).toBe(refusedBefore + 7);
    const answer = expectTrackAnswer(response.json());
    expect(answer).toMatchObject({ itemsReceived: 10, itemsAccepted: 3 });
    expect(answer.errors.map((error) => [error.index, error.statusCode])).toEqual(
      [1, 2, 3, 5, 6, 7, 9].map((index) => [index, 400]),
    );
    expect(answer.errors[0]?.message).toBe('Invalid instrumentation key');
    const rows = await rowsOf(session);
    expect(rows.map((row) => row.kind).sort()).toEqual(['event', 'pageview', 'pageview']);
  });

  test('400 in the same shape when every item is refused, such as an unknown key', async () => {
    const response = await track([
      pageView(newSession(), { iKey: '0b8e2c4a-9d7f-4e61-8a3b-5c2d1e0f9a7b' }),
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      itemsReceived: 1,
      itemsAccepted: 0,
      errors: [{ index: 0, statusCode: 400, message: 'Invalid instrumentation key' }],
    });
  });

  test.each([
    ['not JSON', 'hello'],
    ['a broken array', '[{"iKey":'],
    ['a number', '42'],
    ['an empty array', '[]'],
    ['nothing', ''],
    ['a string', '"x"'],
  ])('400 for a body that is not envelopes: %s', async (_name, body) => {
    const response = await track(body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      itemsReceived: 0,
      itemsAccepted: 0,
      errors: [{ index: 0, statusCode: 400 }],
    });
  });

  test("sendBeacon's text/plain, newline-delimited JSON, one envelope and no content type are read alike", async () => {
    const session = newSession();
    const one = JSON.stringify(pageView(session));
    const bodies: [string, string | undefined][] = [
      [`[${one}]`, 'text/plain;charset=UTF-8'],
      [`${one}\n${one}\n`, 'application/x-ndjson'],
      [`${one}\r\n${one}`, 'application/x-json-stream'],
      [one, 'application/json'],
    ];
    for (const [body, contentType] of bodies) {
      const response = await track(body, { contentType });
      expect(response.statusCode, contentType).toBe(200);
    }
    const bare = await ctx.app.inject({ method: 'POST', url: '/v2/track', payload: one });
    expect(bare.statusCode).toBe(200);
    expect(await rowsOf(session)).toHaveLength(7);
  });

  test('a line of newline-delimited JSON that does not parse is refused on its own', async () => {
    const session = newSession();
    const response = await track(`${JSON.stringify(pageView(session))}\n{"iKey":`, {
      contentType: 'application/x-ndjson',
    });
    expect(response.statusCode).toBe(206);
    expect(expectTrackAnswer(response.json()).errors).toEqual([
      { index: 1, statusCode: 400, message: 'Line is not JSON' },
    ]);
  });

  test('413 over 102,400 bytes, even a 10 MB body; a batch at the limit is taken', async () => {
    const session = newSession();
    const item = JSON.stringify(pageView(session));
    const count = Math.floor((TELEMETRY.maxBatchBytes - 2) / (item.length + 1));
    const atLimit = `[${Array.from({ length: count }, () => item).join(',')}]`;
    expect(Buffer.byteLength(atLimit)).toBeLessThanOrEqual(TELEMETRY.maxBatchBytes);
    const taken = await track(atLimit);
    expect(taken.statusCode).toBe(200);
    expect(taken.json().itemsAccepted).toBe(count);

    for (const size of [TELEMETRY.maxBatchBytes + 1, 10 * 1024 * 1024]) {
      const response = await track(`[${' '.repeat(size - 2)}]`);
      expect(response.statusCode).toBe(413);
      expect(response.json()).toMatchObject({ errors: [{ index: 0, statusCode: 413 }] });
    }
  });

  test('one multi-row INSERT per request, whatever the batch size', async () => {
    const session = newSession();
    const client = Reflect.get(ctx.db, '$client') as { query: (...args: unknown[]) => unknown };
    const query = vi.spyOn(client, 'query');
    try {
      const batch = Array.from({ length: 100 }, () => pageView(session));
      expect((await track(batch)).statusCode).toBe(200);
      // PGlite takes the SQL text; node-postgres a query config `{ text, values, rowMode }`.
      const statements = query.mock.calls.map(([text]) =>
        typeof text === 'string' ? text : String(Reflect.get(Object(text), 'text')),
      );
      expect(
        statements.filter((text) => /^insert into "telemetry_events"/i.test(text)),
      ).toHaveLength(1);
      // Besides it, only the per-address limit's counter.
      expect(statements).toHaveLength(2);
    } finally {
      query.mockRestore();
    }
    expect(await rowsOf(session)).toHaveLength(100);
  });

  test('503 with Retry-After while the database is out of reach, so the SDK retries', async () => {
    const client = Reflect.get(ctx.db, '$client') as { query: (...args: unknown[]) => unknown };
    const down = Object.assign(new Error('terminating connection due to administrator command'), {
      code: '57P01',
    });
    const query = vi.spyOn(client, 'query').mockRejectedValue(down);
    try {
      const response = await track([pageView(newSession())]);
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('5');
      expect(TELEMETRY.retryStatusCodes).toContain(response.statusCode);
    } finally {
      query.mockRestore();
    }
  });

  test("the client's address is stored nowhere, not even in the rate limit's counter", async () => {
    const session = newSession();
    const address = '203.0.113.77';
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/v2/track',
      remoteAddress: address,
      headers: { 'content-type': 'text/plain', 'x-forwarded-for': '198.51.100.23' },
      payload: JSON.stringify([pageView(session)]),
    });
    expect(response.statusCode).toBe(200);
    const stored = JSON.stringify(await rowsOf(session));
    expect(stored).not.toContain(address);
    expect(stored).not.toContain('198.51.100.23');
    const counters = await ctx.db
      .select({ key: rateLimitHits.key })
      .from(rateLimitHits)
      .where(sql`${rateLimitHits.key} like '%track%'`);
    expect(counters.length).toBeGreaterThan(0);
    expect(JSON.stringify(counters)).not.toContain(address);
  });

  test('hostile input never answers 5xx', async () => {
    let deep = '1';
    for (let depth = 0; depth < 20_000; depth += 1) {
      deep = `[${deep}]`;
    }
    const session = newSession();
    const hostile = [
      deep,
      `[${deep}]`,
      '[1e999999, -1e999999, 123456789012345678901234567890]',
      JSON.stringify([pageView(session, { time: 8.64e15 })]),
      JSON.stringify([pageView(session, { time: '+275760-09-13T00:00:00.000Z' })]),
      JSON.stringify([pageView(session, { tags: null, data: [] })]),
      JSON.stringify([pageView(session, { data: { baseType: 'PageviewData', baseData: {} } })]),
      JSON.stringify([{ __proto__: { iKey: DEVELOPMENT_TELEMETRY_KEY }, constructor: 1 }]),
      '{"a":"\\u0000"}\n\u0000\n{',
      '\uFEFF[]',
      Buffer.from([0xff, 0xfe, 0x00, 0x5b]).toString('latin1'),
    ];
    for (const body of hostile) {
      const response = await track(body);
      expect(response.statusCode, body.slice(0, 60)).toBeLessThan(500);
    }
    const broken = await ctx.app.inject({
      method: 'POST',
      url: '/v2/track',
      headers: { 'content-type': 'application/json', 'content-length': 'x' },
      payload: '[]',
    });
    expect(broken.statusCode).toBeLessThan(500);
  });
});

describe('the limit per address', () => {
  test('429 past TELEMETRY_RATE_LIMIT_PER_MINUTE, for that address only', async () => {
    const limited = await buildTestApp({ TELEMETRY_RATE_LIMIT_PER_MINUTE: '2' });
    try {
      const post = (remoteAddress: string) =>
        limited.app.inject({
          method: 'POST',
          url: '/v2/track',
          remoteAddress,
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify([pageView(newSession())]),
        });
      expect((await post('192.0.2.1')).statusCode).toBe(200);
      expect((await post('192.0.2.1')).statusCode).toBe(200);
      const refused = await post('192.0.2.1');
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect((await post('192.0.2.2')).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe('with telemetry off', () => {
  test('the endpoint does not exist (404)', async () => {
    const off = await buildTestApp({ ...PRODUCTION_ENV });
    try {
      expect(off.config.telemetry).toBeNull();
      for (const url of ['/v2/track', '/api/v2/track']) {
        const response = await off.app.inject({
          method: 'POST',
          url,
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify([pageView(newSession())]),
        });
        expect(response.statusCode, url).toBe(404);
      }
    } finally {
      await off.close();
    }
  });
});
