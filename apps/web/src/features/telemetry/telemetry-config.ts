import type { IConfig, IConfiguration, ISenderConfig } from '@microsoft/applicationinsights-web';
import { TELEMETRY, telemetryTrackUrl } from '@skyparcel/domain/telemetry/settings';

/** Where the page views go: the server's `config.telemetry`, already resolved to a URL. */
export type TelemetryClientSettings = {
  instrumentationKey: string;
  /** `/v2/track` for the portal's own endpoint, `<ingestionEndpoint>v2/track` for Azure. */
  endpointUrl: string;
  /** True only after the visitor chose "Accept" (and the browser sends no Global Privacy Control). */
  analyticsConsent: boolean;
};

/** The SDK's plugin identifiers, spelled here so this file stays free of the SDK's code. */
export const CHANNEL_PLUGIN_ID = 'AppInsightsChannelPlugin';
export const ANALYTICS_PLUGIN_ID = 'ApplicationInsightsAnalytics';
const CONFIG_SYNC_PLUGIN_ID = 'AppInsightsCfgSyncPlugin';

export type TelemetryChannelConfig = Pick<
  ISenderConfig,
  | 'endpointUrl'
  | 'maxBatchInterval'
  | 'maxBatchSizeInBytes'
  | 'eventsLimitInMem'
  | 'enableSessionStorageBuffer'
  | 'retryCodes'
  | 'samplingPercentage'
  | 'isRetryDisabled'
  | 'isBeaconApiDisabled'
  | 'onunloadDisableBeacon'
  | 'onunloadDisableFetch'
  | 'disableSendBeaconSplit'
>;

export type TelemetryConfig = IConfiguration &
  IConfig & {
    /** The dependencies plugin's own options (ICorrelationConfig is not re-exported by the SKU). */
    ignoreHeaders: string[];
  };

/**
 * The Application Insights SDK's configuration with the spec's §9 figures. Most figures are already
 * the SDK's defaults (noted beside each); they are written out anyway so an SDK upgrade that moves
 * a default cannot silently move the product's behaviour, and the unit test pins each one.
 * Figures the SDK hard-codes and offers no option for: the 2,000-item session-storage buffer
 * (SessionStorageSendBuffer.MAX_BUFFER_SIZE), the 10 s to 3,600 s retry backoff (Sender's
 * SlotDelayInSeconds and its cap), 301/307/308 endpoint switching, 206 partial success, the 60 s
 * cookie update (Session COOKIE_UPDATE_INTERVAL), the one-year ai_user cookie (User's oneYear) and the 500 ms history delay (autoRoutePVDelay, reproduced by the router hook).
 */
export function buildTelemetryConfig(settings: TelemetryClientSettings): {
  config: TelemetryConfig;
  channel: TelemetryChannelConfig;
} {
  const consented = settings.analyticsConsent;
  const channel: TelemetryChannelConfig = {
    endpointUrl: settings.endpointUrl,
    maxBatchInterval: TELEMETRY.batchIntervalMs, // SDK default 15000
    maxBatchSizeInBytes: TELEMETRY.maxBatchBytes, // SDK default 102400
    eventsLimitInMem: TELEMETRY.memoryBufferEvents, // SDK default 10000
    // The session-storage buffer (2,000 items) is storage on the visitor's device: consent only.
    enableSessionStorageBuffer: consented,
    // The SDK's default list also retries 401, 502 and 504; the spec retries these four only.
    retryCodes: [...TELEMETRY.retryStatusCodes],
    samplingPercentage: TELEMETRY.samplingPercentage, // SDK default 100
    isRetryDisabled: false,
    // Beacons only on unload: that is the flush that survives a closed tab, and the one the
    // endpoint takes as text/plain. Left on, the SDK's keepalive fetch (its 65,000-byte
    // FetchSyncRequestSizeLimitBytes) would take every unload batch under that size in Chromium.
    // The beacon is held to the same browser quota (64 KiB in flight); over it the SDK sends the
    // batch by an ordinary request.
    isBeaconApiDisabled: true,
    onunloadDisableBeacon: false,
    onunloadDisableFetch: true,
    disableSendBeaconSplit: true,
  };
  const config: TelemetryConfig = {
    instrumentationKey: settings.instrumentationKey,
    endpointUrl: settings.endpointUrl,
    samplingPercentage: TELEMETRY.samplingPercentage,
    sessionRenewalMs: TELEMETRY.sessionRenewalMs, // SDK default 30 min
    sessionExpirationMs: TELEMETRY.sessionExpirationMs, // SDK default 24 h
    idLength: TELEMETRY.idLength, // SDK default 22
    // Cookieless until "Accept": no ai_user / ai_session cookie, and no local or session storage,
    // so the session id lives in memory only. Accepting turns both on in the running SDK.
    disableCookiesUsage: !consented,
    isStorageUseDisabled: !consented,
    // Page views are sent by the router (name = route pattern, uri = sanitised path), never by
    // the SDK's history patching, which would see raw URLs with ids and query strings.
    enableAutoRouteTracking: false,
    autoTrackPageVisitTime: false,
    disableExceptionTracking: true,
    // The API URLs carry parcel ids and tracking numbers, and the portal's endpoint keeps page
    // views only: dependency tracking stays off. Its figures are still set should it be enabled.
    disableAjaxTracking: true,
    disableFetchTracking: true,
    maxAjaxCallsPerView: TELEMETRY.maxAjaxCallsPerView, // SDK default 500
    ignoreHeaders: [...TELEMETRY.ignoredHeaders], // SDK default, same three
    disableCorrelationHeaders: true,
    // No call to Microsoft's CDN for remote configuration, no SDK self-statistics, and no
    // "instrumentation key deprecated" notices: the configured endpoint is the only destination.
    featureOptIn: {
      iKeyUsage: { mode: 2 },
      SdkStats: { mode: 2 },
    },
    extensionConfig: {
      [CHANNEL_PLUGIN_ID]: channel,
      [CONFIG_SYNC_PLUGIN_ID]: { cfgUrl: '', blkCdnCfg: true },
    },
  };
  return { config, channel };
}

/** The endpoint URL for the server's `config.telemetry.ingestionEndpoint` (the domain's rule). */
export function telemetryEndpointUrl(ingestionEndpoint: string): string {
  return telemetryTrackUrl(ingestionEndpoint);
}
