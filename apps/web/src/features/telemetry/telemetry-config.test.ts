import { expect, test } from 'vitest';
import { buildTelemetryConfig, CHANNEL_PLUGIN_ID, telemetryEndpointUrl } from './telemetry-config';

const KEY = '1f3c6a2e-5b7d-4e8f-9a0b-1c2d3e4f5a6b';

test("the SDK is configured to the spec's §9 telemetry figures", () => {
  const { config, channel } = buildTelemetryConfig({
    instrumentationKey: KEY,
    endpointUrl: '/v2/track',
    analyticsConsent: true,
  });
  expect(channel).toMatchObject({
    endpointUrl: '/v2/track',
    maxBatchInterval: 15_000,
    maxBatchSizeInBytes: 102_400,
    eventsLimitInMem: 10_000,
    enableSessionStorageBuffer: true,
    retryCodes: [408, 429, 500, 503],
    samplingPercentage: 100,
    onunloadDisableBeacon: false,
    // The unload flush is a sendBeacon (text/plain), never the SDK's keepalive fetch.
    onunloadDisableFetch: true,
  });
  expect(config).toMatchObject({
    instrumentationKey: KEY,
    endpointUrl: '/v2/track',
    samplingPercentage: 100,
    sessionRenewalMs: 30 * 60 * 1000,
    sessionExpirationMs: 24 * 60 * 60 * 1000,
    idLength: 22,
    maxAjaxCallsPerView: 500,
    ignoreHeaders: ['Authorization', 'X-API-Key', 'WWW-Authenticate'],
  });
  expect(config.extensionConfig?.[CHANNEL_PLUGIN_ID]).toBe(channel);
});

test('401, 502 and 504 are not retried: the retry list replaces the SDK default', () => {
  const { channel } = buildTelemetryConfig({
    instrumentationKey: KEY,
    endpointUrl: '/v2/track',
    analyticsConsent: false,
  });
  for (const status of [401, 502, 504]) {
    expect(channel.retryCodes).not.toContain(status);
  }
});

test('without consent the SDK uses no cookie and no storage, and sends page views only', () => {
  const { config, channel } = buildTelemetryConfig({
    instrumentationKey: KEY,
    endpointUrl: '/v2/track',
    analyticsConsent: false,
  });
  expect(config.disableCookiesUsage).toBe(true);
  expect(config.isStorageUseDisabled).toBe(true);
  expect(channel.enableSessionStorageBuffer).toBe(false);
  expect(config).toMatchObject({
    enableAutoRouteTracking: false,
    disableAjaxTracking: true,
    disableFetchTracking: true,
    disableExceptionTracking: true,
  });
});

test('no call leaves for the CDN configuration', () => {
  const { config } = buildTelemetryConfig({
    instrumentationKey: KEY,
    endpointUrl: '/v2/track',
    analyticsConsent: true,
  });
  expect(config.extensionConfig?.AppInsightsCfgSyncPlugin).toEqual({
    cfgUrl: '',
    blkCdnCfg: true,
  });
});

test("'/' means the portal's own origin; another endpoint gets the SDK's path appended", () => {
  expect(telemetryEndpointUrl('/')).toBe('/v2/track');
  expect(telemetryEndpointUrl('https://westeurope-5.in.applicationinsights.azure.com/')).toBe(
    'https://westeurope-5.in.applicationinsights.azure.com/v2/track',
  );
});
