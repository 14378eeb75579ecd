import { describe, expect, it } from 'vitest';
import { mayHoldNul, readTelemetryEnvelope } from './read-telemetry-envelope';
import { sanitizeTelemetryPath, telemetryRetentionCutoff } from './telemetry-events';

const KEY = '1f3c6a2e-5b7d-4e8f-9a0b-1c2d3e4f5a6b';
const NOW = new Date('2026-03-31T10:00:00.000Z');
const RULES = {
  instrumentationKey: KEY,
  now: NOW,
  oldestAccepted: telemetryRetentionCutoff(NOW, 13),
};

function pageView(overrides: Record<string, unknown> = {}, properties: object = {}) {
  return {
    iKey: KEY,
    time: '2026-03-31T09:59:00.000Z',
    tags: { 'ai.session.id': 'Sx7kQ2mN9pL4vR8tW1yZ3a', 'ai.user.id': 'u5Gh2Jk8Lm3Np6Qr9St1Uv' },
    data: {
      baseType: 'PageviewData',
      baseData: {
        name: '/tracking/:trackingNumber',
        url: 'https://portal.example/tracking/SP123456789AE?code=123456',
        properties: { language: 'fr', signedIn: 'true', role: 'CUSTOMER', ...properties },
      },
    },
    ...overrides,
  };
}

describe('sanitizeTelemetryPath', () => {
  it('drops the origin, query and fragment and keeps a route pattern as it is', () => {
    expect(sanitizeTelemetryPath('https://portal.example/my-suite?tab=ready#top')).toBe(
      '/my-suite',
    );
    expect(sanitizeTelemetryPath('/tracking/:trackingNumber')).toBe('/tracking/:trackingNumber');
    expect(sanitizeTelemetryPath('')).toBe('/');
  });

  it('replaces e-mails, digit runs, UUIDs and tracking numbers with :id', () => {
    expect(sanitizeTelemetryPath('/users/jane.doe%40example.com/invoices/2026001')).toBe(
      '/users/:id/invoices/:id',
    );
    expect(sanitizeTelemetryPath('/packages/0b8e2c4a-9d7f-4e61-8a3b-5c2d1e0f9a7b')).toBe(
      '/packages/:id',
    );
    expect(sanitizeTelemetryPath('/tracking/SP123456789AE')).toBe('/tracking/:id');
    expect(sanitizeTelemetryPath('/tracking/176-12345675')).toBe('/tracking/:id');
    expect(sanitizeTelemetryPath('/a b/%ZZ/ok')).toBe('/:id/:id/ok');
  });

  it('caps the segments and the length', () => {
    expect(sanitizeTelemetryPath('/a'.repeat(40))).toBe('/a'.repeat(12));
    expect(sanitizeTelemetryPath(`/${'x'.repeat(500)}`)).toBe('/:id');
    expect(sanitizeTelemetryPath('/abcdefghij'.repeat(30)).length).toBeLessThanOrEqual(200);
  });
});

describe('telemetryRetentionCutoff', () => {
  it('goes back whole UTC calendar months, clamping to the shorter month', () => {
    expect(telemetryRetentionCutoff(NOW, 13).toISOString()).toBe('2025-02-28T10:00:00.000Z');
    expect(telemetryRetentionCutoff(new Date('2026-01-15T00:00:00Z'), 1).toISOString()).toBe(
      '2025-12-15T00:00:00.000Z',
    );
  });
});

describe('readTelemetryEnvelope', () => {
  it('keeps a page view as a pattern with the language, sign-in and role', () => {
    const result = readTelemetryEnvelope(pageView(), RULES);
    expect(result).toEqual({
      ok: true,
      event: {
        occurredAt: new Date('2026-03-31T09:59:00.000Z'),
        kind: 'pageview',
        name: '/tracking/:trackingNumber',
        page: '/tracking/:id',
        sessionId: 'Sx7kQ2mN9pL4vR8tW1yZ3a',
        userId: 'u5Gh2Jk8Lm3Np6Qr9St1Uv',
        authUserId: null,
        signedIn: true,
        role: 'CUSTOMER',
        language: 'fr',
      },
    });
  });

  it('accepts the key in any case and without hyphens', () => {
    for (const iKey of [KEY.toUpperCase(), KEY.replaceAll('-', '')]) {
      expect(readTelemetryEnvelope(pageView({ iKey }), RULES).ok).toBe(true);
    }
    expect(readTelemetryEnvelope(pageView({ iKey: KEY.replace('1f', '2f') }), RULES)).toEqual({
      ok: false,
      message: 'Invalid instrumentation key',
    });
  });

  it('keeps no free text: a title becomes the page, an unknown language or role is not kept', () => {
    const titled = pageView(
      { data: { baseType: 'PageviewData', baseData: { name: 'Jane Doe — invoices', url: '/x' } } },
      {},
    );
    const result = readTelemetryEnvelope(titled, RULES);
    expect(result.ok && result.event).toMatchObject({
      name: '/x',
      language: 'other',
      signedIn: false,
      role: null,
    });
    const odd = readTelemetryEnvelope(pageView({}, { language: 'jane@x.io', role: 'Jane' }), RULES);
    expect(odd.ok && [odd.event.language, odd.event.role]).toEqual(['other', null]);
  });

  it('keeps allow-listed events only, and refuses every other item type', () => {
    const event = (name: string) =>
      pageView({
        data: { baseType: 'EventData', baseData: { name, properties: { page: '/ship/new' } } },
      });
    const kept = readTelemetryEnvelope(event('ShipmentStarted'), RULES);
    expect(kept.ok && kept.event).toMatchObject({
      kind: 'event',
      name: 'ShipmentStarted',
      page: '/ship/new',
    });
    expect(readTelemetryEnvelope(event('jane@example.com'), RULES).ok).toBe(false);
    for (const baseType of ['RemoteDependencyData', 'ExceptionData', 'MessageData']) {
      expect(
        readTelemetryEnvelope(pageView({ data: { baseType, baseData: { name: 'x' } } }), RULES),
      ).toEqual({ ok: false, message: 'Only page views and allow-listed events are accepted' });
    }
  });

  it('refuses a time a day ahead, past the retention, or unreadable', () => {
    const at = (time: unknown) => readTelemetryEnvelope(pageView({ time }), RULES);
    expect(at('2026-04-01T10:00:01.000Z').ok).toBe(false);
    expect(at('2026-04-01T09:59:00.000Z').ok).toBe(true);
    expect(at('2025-02-28T09:59:59.000Z').ok).toBe(false);
    expect(at('yesterday').ok).toBe(false);
    expect(at(1e308).ok).toBe(false);
  });

  it('refuses wrong types, bad ids, NUL characters and absurd items without throwing', () => {
    let deep: unknown = 'x';
    for (let depth = 0; depth < 10_000; depth += 1) {
      deep = { deep };
    }
    const bad = [
      null,
      7,
      'text',
      [],
      {},
      pageView({ tags: { 'ai.session.id': 'a b' } }),
      pageView({ tags: { 'ai.session.id': 's'.repeat(65) } }),
      pageView({ tags: { 'ai.session.id': 'ok', 'ai.user.authUserId': 'x|y' } }),
      pageView({ tags: { 'ai.session.id': 'a\u0000b' } }),
      pageView({}, { note: 'a\u0000' }),
      pageView({ data: { baseType: 'PageviewData', baseData: { name: 42 } } }),
    ];
    for (const item of bad) {
      expect(readTelemetryEnvelope(item, RULES).ok).toBe(false);
    }
    // A deep property is not read, only walked for NUL characters, without recursion.
    expect(readTelemetryEnvelope(pageView({}, { deep }), RULES).ok).toBe(true);
    const nul = pageView({}, { note: 'a\u0000' });
    expect(
      readTelemetryEnvelope(nul, { ...RULES, mayHoldNul: mayHoldNul(JSON.stringify(nul)) }).ok,
    ).toBe(false);
    expect(mayHoldNul(JSON.stringify(pageView()))).toBe(false);
  });
});
