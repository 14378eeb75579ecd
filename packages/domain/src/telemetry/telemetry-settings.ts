/**
 * The page-view telemetry's figures (portal-spec.txt §9 "Telemetry"). They are the Application
 * Insights JavaScript SDK's own behaviour; the web configures the SDK with them and the portal's
 * ingestion endpoint (POST /v2/track) holds the server's side of the same contract.
 */
export const TELEMETRY = {
  memoryBufferEvents: 10_000,
  sessionStorageBufferEvents: 2_000,
  batchIntervalMs: 15_000,
  maxBatchBytes: 102_400,
  keepaliveMaxBytes: 65_000,
  retryBackoffMinMs: 10_000,
  retryBackoffMaxMs: 3_600_000,
  retryStatusCodes: [408, 429, 500, 503] as readonly number[],
  redirectStatusCodes: [301, 307, 308] as readonly number[],
  samplingPercentage: 100,
  maxAjaxCallsPerView: 500,
  sessionExpirationMs: 24 * 60 * 60 * 1000,
  sessionRenewalMs: 30 * 60 * 1000,
  cookieUpdateMs: 60 * 1000,
  idLength: 22,
  userCookieDays: 365,
  historyPageViewDelayMs: 500,
  ignoredHeaders: ['Authorization', 'X-API-Key', 'WWW-Authenticate'] as readonly string[],
} as const;

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The telemetry key: a hyphenated 8-4-4-4-12 hex GUID (§9). */
export function isTelemetryKey(value: string): boolean {
  return GUID.test(value);
}

/** Authenticated user and account ids may not hold `,` `;` `=` a space or `|` (§9). */
export function isTelemetryId(value: string): boolean {
  return value.length > 0 && !/[,;= |]/.test(value);
}

export type TelemetryConnection = {
  instrumentationKey: string;
  /** Where envelopes go, ending in `/`; the SDK appends `v2/track`. */
  ingestionEndpoint: string;
};

/**
 * Where the browser posts envelopes for an ingestion endpoint: the SDK's `v2/track` under it.
 * '/' (this portal's own, see apps/api/src/plugins/env.ts) stays relative to the page's origin.
 */
export function telemetryTrackUrl(ingestionEndpoint: string): string {
  return ingestionEndpoint === '/' ? '/v2/track' : `${ingestionEndpoint}v2/track`;
}

/** Azure's global ingestion endpoint, the SDK's own default when a connection string names none. */
export const AZURE_DEFAULT_INGESTION_ENDPOINT = 'https://dc.services.visualstudio.com/';

export type ConnectionStringResult =
  | { ok: true; connection: TelemetryConnection }
  | { ok: false; message: string };

/**
 * Reads an Application Insights connection string (`InstrumentationKey=…;IngestionEndpoint=…`,
 * keys case-insensitive, in any order). `defaultEndpoint` applies when it names no endpoint.
 */
export function parseTelemetryConnectionString(
  value: string,
  defaultEndpoint = AZURE_DEFAULT_INGESTION_ENDPOINT,
): ConnectionStringResult {
  const parts = new Map<string, string>();
  for (const part of value.split(';')) {
    const at = part.indexOf('=');
    if (at > 0) {
      parts.set(part.slice(0, at).trim().toLowerCase(), part.slice(at + 1).trim());
    }
  }
  const key = parts.get('instrumentationkey');
  if (!key || !isTelemetryKey(key)) {
    return {
      ok: false,
      message: 'InstrumentationKey must be a hyphenated 8-4-4-4-12 hex GUID',
    };
  }
  const endpoint = parts.get('ingestionendpoint') ?? defaultEndpoint;
  // A pattern rather than URL: the domain runs without DOM or Node types, in both places.
  const url = /^(https?):\/\/([A-Za-z0-9.-]+(?::\d{1,5})?)(\/[^?#\s]*)?$/i.exec(endpoint);
  if (!url) {
    return { ok: false, message: 'IngestionEndpoint must be an http(s) URL' };
  }
  const [, scheme = '', host = '', path = '/'] = url;
  const base = `${scheme.toLowerCase()}://${host.toLowerCase()}${path.replace(/\/*$/, '/')}`;
  return {
    ok: true,
    connection: { instrumentationKey: key.toLowerCase(), ingestionEndpoint: base },
  };
}
