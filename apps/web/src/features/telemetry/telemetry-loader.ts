/**
 * The startup side of the page-view telemetry (decision 063): a few hundred bytes that read the
 * server's settings, queue what the app reports, and import the Application Insights SDK (its own
 * chunk, about 54 KB gzipped) once the page has loaded and the browser is idle. Nothing here may
 * import the SDK or the domain package: both would land in the home page's startup chunk.
 */

/** The server's `config.telemetry` as the page carries it (apps/api/src/lib/page-html.ts). */
export type TelemetrySettings = {
  instrumentationKey: string;
  endpointUrl: string;
};

export type PageViewProperties = {
  language: string;
  signedIn: 'true' | 'false';
  /** Absent for visitors. */
  role?: string;
};

export type PageView = {
  name: string;
  uri: string;
  /** The previous page view's uri (a pattern too); '' on the first, never document.referrer. */
  refUri: string;
  properties: PageViewProperties;
};

/** What the SDK chunk (telemetry-sdk.ts) gives back once loaded. */
export type TelemetryClient = {
  trackPageView: (view: PageView) => void;
  /** The signed-in user's opaque id, or null once signed out. */
  setAuthenticatedUser: (userId: string | null) => void;
  setAnalyticsConsent: (consented: boolean) => void;
};

/** The `<meta>` the server adds when telemetry is on; absent, nothing below loads. */
export const TELEMETRY_META_NAME = 'telemetry';

/** portal-spec.txt §9: "history page view delayed 500 ms" (TELEMETRY.historyPageViewDelayMs). */
export const PAGE_VIEW_DELAY_MS = 500;

/** Commands kept while the SDK loads; a page left open with a failed import stops at this. */
const MAX_PENDING = 200;

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ENDPOINT = /^(\/|https?:\/\/)[^\s"<>]*$/;

type Command = (client: TelemetryClient) => void;

let pending: Command[] = [];
let client: TelemetryClient | undefined;
let isStarted = false;
let hasFailed = false;

/** The settings of the page's `<meta name="telemetry">`, or null when telemetry is off. */
export function readTelemetrySettings(): TelemetrySettings | null {
  if (typeof document === 'undefined') {
    return null;
  }
  const meta = document.querySelector<HTMLMetaElement>(`meta[name="${TELEMETRY_META_NAME}"]`);
  const instrumentationKey = meta?.dataset.instrumentationKey ?? '';
  const endpointUrl = meta?.dataset.endpointUrl ?? '';
  if (!GUID.test(instrumentationKey) || !ENDPOINT.test(endpointUrl)) {
    return null;
  }
  return { instrumentationKey, endpointUrl };
}

export function isTelemetryOn(): boolean {
  return readTelemetrySettings() !== null;
}

/**
 * Imports the SDK after the load event, when the browser is idle, so that it costs the first
 * paint, the largest paint and the blocking time nothing. `hasConsent` is read when the SDK
 * starts, so a choice made while it loads is the one it starts with.
 */
export function startTelemetry(hasConsent: () => boolean): void {
  const settings = readTelemetrySettings();
  if (!settings || isStarted) {
    return;
  }
  isStarted = true;
  whenIdleAfterLoad(() => {
    import('./telemetry-sdk')
      .then(({ createTelemetryClient }) => {
        // Evaluating the chunk and starting the SDK are two tasks, each in its own idle time:
        // one long task less on a slow phone (total blocking time).
        whenIdle(() =>
          setTelemetryClient(
            createTelemetryClient({ ...settings, analyticsConsent: hasConsent() }),
          ),
        );
      })
      .catch(() => {
        // Telemetry never breaks a page: without its chunk (offline, a blocker) it stays silent.
        hasFailed = true;
        pending = [];
      });
  });
}

/**
 * The client the queue drains into: the SDK once loaded, or a test's recorder (undefined again
 * after the test, so the files sharing its module graph queue as before).
 */
export function setTelemetryClient(next: TelemetryClient | undefined): void {
  client = next;
  if (client) {
    for (const command of pending) {
      command(client);
    }
  }
  pending = [];
}

function run(command: Command): void {
  if (client) {
    command(client);
  } else if (!hasFailed && pending.length < MAX_PENDING && isTelemetryOn()) {
    pending.push(command);
  }
}

export function trackPageView(view: PageView): void {
  run((sdk) => sdk.trackPageView(view));
}

export function setTelemetryUser(userId: string | null): void {
  run((sdk) => sdk.setAuthenticatedUser(userId));
}

export function setTelemetryConsent(consented: boolean): void {
  run((sdk) => sdk.setAnalyticsConsent(consented));
}

/** After the load event, when the browser is idle: the SDK, and the consent choice's own chunk. */
export function whenIdleAfterLoad(task: () => void): void {
  if (document.readyState === 'complete') {
    whenIdle(task);
  } else {
    addEventListener('load', () => whenIdle(task), { once: true });
  }
}

function whenIdle(task: () => void): void {
  // Safari has no requestIdleCallback; the timeout keeps a busy page from waiting for ever.
  if ('requestIdleCallback' in window) {
    requestIdleCallback(task, { timeout: 5_000 });
  } else {
    setTimeout(task, 1);
  }
}
