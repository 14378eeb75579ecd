import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The strict headers every answer carries. The CSP allows only our own origin; `blob:` workers
 * are for the self-hosted captcha's proof of work, and the API reference page needs inline styles.
 */
export const HELMET_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      baseUri: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      workerSrc: ["'self'", 'blob:'],
      objectSrc: ["'none'"],
      frameAncestors: ["'none'"],
      formAction: ["'self'"],
      upgradeInsecureRequests: null,
    },
  },
  crossOriginEmbedderPolicy: false,
  strictTransportSecurity: false,
};

/**
 * The page CSP with the telemetry's ingestion endpoint (decision 063): its origin joins
 * `connect-src` when it is another (Azure Application Insights); the portal's own (`/`) is
 * 'self' already, and telemetry off adds nothing.
 */
export function helmetOptionsFor(telemetry: { ingestionEndpoint: string } | null): HelmetOptions {
  const origin =
    telemetry && telemetry.ingestionEndpoint !== '/' ? telemetryOrigin(telemetry) : null;
  if (!origin) {
    return HELMET_OPTIONS;
  }
  const csp = HELMET_OPTIONS.contentSecurityPolicy;
  const directives = typeof csp === 'object' ? csp.directives : undefined;
  return {
    ...HELMET_OPTIONS,
    contentSecurityPolicy: {
      directives: { ...directives, connectSrc: ["'self'", origin] },
    },
  };
}

function telemetryOrigin(telemetry: { ingestionEndpoint: string }): string | null {
  try {
    return new URL(telemetry.ingestionEndpoint).origin;
  } catch {
    return null;
  }
}

/**
 * The headers of an API answer (JSON, never rendered as a page), after OWASP's REST security
 * cheat sheet: nothing may load or frame it, it is not sniffed as another type, other origins
 * cannot read it through no-cors requests, and no cache keeps it (sessions are bearer tokens that
 * only API calls carry, and sign-in answers hold tokens; ADR 023). Helmet's document headers (DNS
 * prefetch, download options, origin-agent-cluster...) mean nothing to JSON and cost time.
 */
export const API_SECURITY_HEADERS: [string, string][] = [
  ['cache-control', 'no-store'],
  ['content-security-policy', "default-src 'none'; frame-ancestors 'none'"],
  ['cross-origin-resource-policy', 'same-origin'],
  ['referrer-policy', 'no-referrer'],
  ['x-content-type-options', 'nosniff'],
  ['x-frame-options', 'DENY'],
];

/**
 * HSTS for answers that reached the client over HTTPS (ADR 023): a year, subdomains included.
 * Not preloaded: joining browsers' preload lists is the operator's decision.
 */
export const STRICT_TRANSPORT_SECURITY: [string, string] = [
  'strict-transport-security',
  'max-age=31536000; includeSubDomains',
];

/** `/api/…` but not the API reference pages (`/api/docs`), which are HTML with scripts. */
export function isApiAnswer(url: string): boolean {
  // Paths are case-insensitive (ARCHITECTURE.md), so compare without case.
  return (
    url.length > 4 &&
    url.slice(0, 5).toLowerCase() === '/api/' &&
    url.slice(5, 9).toLowerCase() !== 'docs'
  );
}

/**
 * Runs helmet once against a recording response and returns the headers it set. They do not
 * depend on the request, so the server sets this fixed list instead of running helmet's
 * middleware chain on every request (which halved throughput; see `npm run bench`).
 */
export function computeSecurityHeaders(
  options: HelmetOptions = HELMET_OPTIONS,
): [string, string][] {
  const headers = new Map<string, string>();
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers.set(name.toLowerCase(), Array.isArray(value) ? value.join(', ') : String(value));
    },
    removeHeader(name: string) {
      headers.delete(name.toLowerCase());
    },
  };
  let failure: unknown;
  helmet(options)(
    {} as IncomingMessage,
    response as unknown as ServerResponse,
    (error?: unknown) => {
      failure = error;
    },
  );
  if (failure) {
    throw failure;
  }
  return [...headers.entries()];
}
