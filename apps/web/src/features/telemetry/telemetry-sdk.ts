import {
  AppInsightsCore,
  ApplicationAnalytics,
  type ITelemetryItem,
  PropertiesPlugin,
  Sender,
} from '@microsoft/applicationinsights-web';
import { isTelemetryId } from '@skyparcel/domain/telemetry/settings';
import {
  ANALYTICS_PLUGIN_ID,
  buildTelemetryConfig,
  CHANNEL_PLUGIN_ID,
  type TelemetryClientSettings,
} from './telemetry-config';
import type { PageView, TelemetryClient } from './telemetry-loader';

/** The only telemetry this product sends; the SDK's own traces and metrics are dropped. */
const SENT_TYPES = new Set(['PageviewData', 'EventData']);

/** The ai_* cookies and the session backup in localStorage, dropped when consent is withdrawn. */
const SDK_COOKIES = ['ai_user', 'ai_session', 'ai_authUser'];

/** The sender's session-storage buffer (`AI_buffer…`, `AI_sentBuffer…`), emptied on "Reject". */
const SDK_SESSION_KEY = /^AI_(sent)?buffer/i;

export type TelemetrySdkClient = TelemetryClient & {
  /** The SDK's core, for contract tests that drive the product's own composition. */
  core: AppInsightsCore;
};

/**
 * The Application Insights SDK as this product composes it (decision 063): the core, the
 * Breeze sender (the spec's batching and retries), the properties plugin (session, user and
 * authenticated-user context) and the analytics plugin (the page-view envelope); not the full
 * `ApplicationInsights` class, whose dependency tracking, CDN configuration sync and tracing
 * add 22 KB gzipped that this product turns off anyway.
 */
export function createTelemetryClient(settings: TelemetryClientSettings): TelemetrySdkClient {
  let isConsented = settings.analyticsConsent;
  let currentPage = '';
  const { config } = buildTelemetryConfig(settings);
  const core = new AppInsightsCore();
  const analytics = new ApplicationAnalytics();
  const properties = new PropertiesPlugin();
  const sender = new Sender();
  core.initialize(config, [sender, properties, analytics]);
  // The page's listeners go with the SDK when it is unloaded (the contract tests start many).
  const listening = new AbortController();
  const { signal } = listening;
  core.addUnloadCb(() => listening.abort());
  // The spec's "offline sends are retried": the SDK counts a send that fails on the network
  // (status 0) as delivered, so nothing may be sent while the browser is offline. Paused, the
  // sender keeps what is tracked in its buffers and sends nothing, not even on unload; the
  // session-storage buffer (with consent) is sent again by the next page load of the tab.
  let isOffline = navigator.onLine === false;
  const holdWhileOffline = () => {
    if (isOffline) {
      sender.pause();
    }
  };
  holdWhileOffline();
  addEventListener(
    'offline',
    () => {
      isOffline = true;
      sender.pause();
    },
    { signal },
  );
  addEventListener(
    'online',
    () => {
      isOffline = false;
      sender.resume();
      void sender.flush(true);
    },
    { signal },
  );
  // What the full SKU's "housekeeping" does: what is still queued leaves by sendBeacon when the
  // page goes away (a closed tab, a full navigation) or out of sight (a phone switching apps).
  const flushOnLeave = () => sender.onunloadFlush();
  addEventListener('pagehide', flushOnLeave, { signal });
  document.addEventListener(
    'visibilitychange',
    () => {
      if (document.visibilityState === 'hidden') {
        flushOnLeave();
      }
    },
    { signal },
  );
  core.addTelemetryInitializer((item: ITelemetryItem) => {
    if (!item.baseType || !SENT_TYPES.has(item.baseType)) {
      return false;
    }
    if (item.baseType === 'PageviewData' && typeof item.baseData?.name === 'string') {
      currentPage = item.baseData.name;
    }
    item.ext = item.ext ?? {};
    const ext = item.ext;
    // The operation name defaults to location.pathname, which holds ids: the pattern instead.
    if (ext.trace) {
      ext.trace.name = currentPage;
    }
    if (item.tags) {
      delete (item.tags as Record<string, unknown>)['ai.operation.name'];
    }
    // Cookieless: the anonymous user id lives in memory only and is not sent (user_id NULL).
    if (!isConsented && ext.user) {
      delete ext.user.id;
    }
    return true;
  });

  return {
    core,
    trackPageView(view: PageView) {
      // Not `trackPageView`, which flushes the channel on every page view: this builds the same
      // PageviewData envelope and leaves it to the sender's 15 s batch (spec §9).
      analytics.sendPageViewInternal(
        { name: view.name, uri: view.uri, refUri: view.refUri, properties: { ...view.properties } },
        { ...view.properties },
      );
    },
    setAuthenticatedUser(userId) {
      const user = properties.context.user;
      if (userId !== null && isTelemetryId(userId)) {
        // Not stored in a cookie: the app sets it again on every load from the session.
        user.setAuthenticatedUserContext(userId, undefined, false);
      } else {
        user.clearAuthenticatedUserContext();
      }
    },
    setAnalyticsConsent(consented) {
      if (consented === isConsented) {
        return;
      }
      isConsented = consented;
      const cookies = core.getCookieMgr();
      cookies.setEnabled(consented);
      // The analytics plugin switches the SDK's storage (it reads its own copy of the setting);
      // the sender moves its buffer between memory and session storage. Storage must be on
      // while the sender does so: first for "Accept", last for "Reject" (it empties its keys).
      const switchStorage = () =>
        core.updateCfg({
          isStorageUseDisabled: !consented,
          extensionConfig: { [ANALYTICS_PLUGIN_ID]: { isStorageUseDisabled: !consented } },
        } as Parameters<typeof core.updateCfg>[0]);
      const switchBuffer = () =>
        core.updateCfg({
          extensionConfig: { [CHANNEL_PLUGIN_ID]: { enableSessionStorageBuffer: consented } },
        } as Parameters<typeof core.updateCfg>[0]);
      if (consented) {
        switchStorage();
        switchBuffer();
      } else {
        switchBuffer();
        switchStorage();
        for (const name of SDK_COOKIES) {
          cookies.purge(name);
        }
        try {
          localStorage.removeItem('ai_session');
          for (const key of Object.keys(sessionStorage)) {
            if (SDK_SESSION_KEY.test(key)) {
              sessionStorage.removeItem(key);
            }
          }
        } catch {
          // Storage blocked: there is nothing of ours in it either.
        }
      }
      // A configuration change resumes the sender (its own reaction to an active core).
      holdWhileOffline();
    },
  };
}
