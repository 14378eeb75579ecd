/**
 * What the portal's own ingestion endpoint (POST /v2/track, decision 064) keeps of the
 * Application Insights envelopes it receives, and the vocabulary of the stored rows.
 */

export const TELEMETRY_EVENT_KINDS = ['pageview', 'event'] as const;
export type TelemetryEventKind = (typeof TELEMETRY_EVENT_KINDS)[number];

/** Coarse device classes read from the User-Agent at ingestion. */
export const TELEMETRY_DEVICES = ['desktop', 'tablet', 'phone', 'other'] as const;
export type TelemetryDevice = (typeof TELEMETRY_DEVICES)[number];

/** Coarse browser families read from the User-Agent at ingestion. */
export const TELEMETRY_BROWSERS = [
  'Chrome',
  'Edge',
  'Firefox',
  'Safari',
  'Samsung Internet',
  'Opera',
  'Other',
] as const;
export type TelemetryBrowser = (typeof TELEMETRY_BROWSERS)[number];

/**
 * The only custom events kept (`trackEvent` names). Anything else the SDK might send (its own
 * dependency, exception or performance items, or an event a page invents) is refused per item:
 * a free-form name would be a place for personal data to slip in.
 */
export const TELEMETRY_EVENT_NAMES = [
  'ConsentChanged',
  'LanguageChanged',
  'SignUpCompleted',
  'ShipmentStarted',
] as const;
export type TelemetryEventName = (typeof TELEMETRY_EVENT_NAMES)[number];

export function isTelemetryEventName(value: string): value is TelemetryEventName {
  return (TELEMETRY_EVENT_NAMES as readonly string[]).includes(value);
}

/** Raw rows are kept this many months unless TELEMETRY_RETENTION_MONTHS says otherwise. */
export const DEFAULT_TELEMETRY_RETENTION_MONTHS = 13;

/** An envelope stamped further ahead than this is refused: no browser clock is that wrong. */
export const TELEMETRY_MAX_CLOCK_AHEAD_MS = 24 * 60 * 60 * 1000;

/**
 * The instant before which raw rows are deleted: `months` calendar months (UTC) before `now`,
 * the day clamped to the shorter month's end (31 March less one month is 28 or 29 February).
 */
export function telemetryRetentionCutoff(now: Date, months: number): Date {
  const target = new Date(
    Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - months, 1, 0, 0, 0, 0),
  );
  const lastDay = new Date(
    Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0),
  ).getUTCDate();
  target.setUTCDate(Math.min(now.getUTCDate(), lastDay));
  target.setUTCHours(
    now.getUTCHours(),
    now.getUTCMinutes(),
    now.getUTCSeconds(),
    now.getUTCMilliseconds(),
  );
  return target;
}

/** Longest stored page or name; a route pattern is far shorter. */
export const MAX_TELEMETRY_PATH_LENGTH = 200;
const MAX_SEGMENTS = 12;
const MAX_SEGMENT_LENGTH = 64;
const ID_PLACEHOLDER = ':id';

const UUID = /^[0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}$/i;
/** A route pattern's own parameter (`:trackingNumber`): a word, never a value. */
const ROUTE_PARAMETER = /^:[A-Za-z]{1,40}$/;
/** Characters a route's own segment is made of; anything else is somebody's data. */
const PLAIN_SEGMENT = /^[A-Za-z0-9._~-]+$/;

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * Whether a path segment may be personal data or an id: an e-mail, a run of 4+ digits (suite,
 * invoice, phone, air waybill numbers), a UUID, a token mixing letters and digits (tracking
 * numbers such as `SP123456789AE`), anything long, or anything outside a route's characters.
 * A route pattern's own parameter (`:trackingNumber`) is kept.
 */
function isIdLike(segment: string): boolean {
  if (ROUTE_PARAMETER.test(segment)) {
    return false;
  }
  return (
    segment.length > MAX_SEGMENT_LENGTH ||
    !PLAIN_SEGMENT.test(segment) ||
    /\d{4,}/.test(segment) ||
    UUID.test(segment) ||
    (segment.length >= 8 && /\d/.test(segment) && /[A-Za-z]/.test(segment))
  );
}

/** Recent answers of sanitizeTelemetryPath: a site's pages repeat in every batch. */
const sanitized = new Map<string, string>();
const SANITIZED_KEPT = 2_000;

/**
 * A URL or path reduced to a pattern safe to store: origin, query and fragment dropped, each
 * id-like segment replaced by `:id`, at most 12 segments and 200 characters. The browser sends
 * route patterns already; this is the server's defence in depth (issue 28).
 */
export function sanitizeTelemetryPath(value: string): string {
  const known = sanitized.get(value);
  if (known !== undefined) {
    return known;
  }
  let path = value.trim();
  const scheme = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i.exec(path);
  if (scheme) {
    path = path.slice(scheme[0].length);
  }
  path = path.split(/[?#]/, 1)[0] ?? '';
  const segments = path
    .split('/')
    .filter((segment) => segment !== '')
    .slice(0, MAX_SEGMENTS)
    .map((segment) => {
      const decoded = segment.includes('%') ? decodeSegment(segment) : segment;
      return isIdLike(decoded) ? ID_PLACEHOLDER : decoded;
    });
  const pattern = `/${segments.join('/')}`.slice(0, MAX_TELEMETRY_PATH_LENGTH);
  if (value.length <= 1_000) {
    if (sanitized.size >= SANITIZED_KEPT) {
      sanitized.clear();
    }
    sanitized.set(value, pattern);
  }
  return pattern;
}
