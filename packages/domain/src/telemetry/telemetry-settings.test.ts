import { describe, expect, it } from 'vitest';
import {
  isTelemetryId,
  isTelemetryKey,
  parseTelemetryConnectionString,
  telemetryTrackUrl,
} from './telemetry-settings';

const KEY = '1f3c6a2e-5b7d-4e8f-9a0b-1c2d3e4f5a6b';

describe('telemetry settings', () => {
  it('accepts only a hyphenated 8-4-4-4-12 hex key', () => {
    expect(isTelemetryKey(KEY)).toBe(true);
    expect(isTelemetryKey(KEY.replaceAll('-', ''))).toBe(false);
    expect(isTelemetryKey(`${KEY}0`)).toBe(false);
    expect(isTelemetryKey('zf3c6a2e-5b7d-4e8f-9a0b-1c2d3e4f5a6b')).toBe(false);
  });

  it('refuses ids holding a comma, semicolon, equals sign, space or bar', () => {
    expect(isTelemetryId('0b8e2c4a9d7f4e61')).toBe(true);
    for (const bad of ['a,b', 'a;b', 'a=b', 'a b', 'a|b', '']) {
      expect(isTelemetryId(bad)).toBe(false);
    }
  });

  it('reads a connection string in any order and case, with the endpoint ending in a slash', () => {
    expect(
      parseTelemetryConnectionString(
        `IngestionEndpoint=https://portal.example/api;instrumentationkey=${KEY.toUpperCase()}`,
      ),
    ).toEqual({
      ok: true,
      connection: { instrumentationKey: KEY, ingestionEndpoint: 'https://portal.example/api/' },
    });
  });

  it("uses the given default endpoint when the string names none, Azure's otherwise", () => {
    const own = parseTelemetryConnectionString(
      `InstrumentationKey=${KEY}`,
      'http://localhost:3000',
    );
    expect(own.ok && own.connection.ingestionEndpoint).toBe('http://localhost:3000/');
    const azure = parseTelemetryConnectionString(`InstrumentationKey=${KEY}`);
    expect(azure.ok && azure.connection.ingestionEndpoint).toBe(
      'https://dc.services.visualstudio.com/',
    );
  });

  it('names the problem of a bad key or endpoint', () => {
    expect(parseTelemetryConnectionString('InstrumentationKey=abc')).toEqual({
      ok: false,
      message: 'InstrumentationKey must be a hyphenated 8-4-4-4-12 hex GUID',
    });
    expect(
      parseTelemetryConnectionString(`InstrumentationKey=${KEY};IngestionEndpoint=ftp://x`),
    ).toEqual({
      ok: false,
      message: 'IngestionEndpoint must be an http(s) URL',
    });
    expect(
      parseTelemetryConnectionString(`InstrumentationKey=${KEY};IngestionEndpoint=::`).ok,
    ).toBe(false);
  });

  it("posts to the portal's own /v2/track for '/', under the configured endpoint otherwise", () => {
    expect(telemetryTrackUrl('/')).toBe('/v2/track');
    expect(telemetryTrackUrl('https://westeurope-5.in.applicationinsights.azure.com/')).toBe(
      'https://westeurope-5.in.applicationinsights.azure.com/v2/track',
    );
  });
});
