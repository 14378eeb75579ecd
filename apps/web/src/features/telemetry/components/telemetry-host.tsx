import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { loadDictionaryPart } from '@/lib/i18n';
import {
  type ConsentState,
  getConsentState,
  hasAnalyticsConsent,
  subscribeToConsent,
} from '../analytics-consent';
import { isTelemetryOn, startTelemetry, whenIdleAfterLoad } from '../telemetry-loader';

// The choice and its texts are a chunk of their own, fetched after the page has loaded: the
// first paint and the home page's startup code carry none of it.
const ConsentBanner = lazy(() =>
  Promise.all([import('./consent-banner'), loadDictionaryPart('consent')]).then(([m]) => ({
    default: m.ConsentBanner,
  })),
);

/** What ends the browser's search for the largest contentful paint. */
const FIRST_ACTS = ['pointerdown', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;

/** A prerendered page knows no answer: it shows no choice until it runs in the browser. */
const PRERENDERED_CONSENT: ConsentState = {
  choice: null,
  hasPrivacyControl: false,
  isChoiceOpen: false,
};
const getPrerenderedConsent = () => PRERENDERED_CONSENT;

/**
 * Starts the telemetry SDK (after the page is interactive) and shows the cookie choice on a
 * first visit or when the footer asks for it; nothing at all when the server turned telemetry
 * off, as there is then no analytics cookie to ask about.
 */
export function TelemetryHost() {
  const consent = useSyncExternalStore(subscribeToConsent, getConsentState, getPrerenderedConsent);
  const [isPageLoaded, setPageLoaded] = useState(false);
  const [hasVisitorActed, setVisitorActed] = useState(false);

  useEffect(() => {
    startTelemetry(() => hasAnalyticsConsent());
    if (!isTelemetryOn()) {
      return;
    }
    whenIdleAfterLoad(() => setPageLoaded(true));
    // The choice appears at the visitor's first tap, key or scroll: the browser stops looking
    // for the largest paint at that moment, so the bar (more text than many a page's lead) is
    // never the page's largest contentful paint. Until then no analytics cookie exists anyway.
    const handleFirstAct = () => {
      setVisitorActed(true);
      for (const name of FIRST_ACTS) {
        removeEventListener(name, handleFirstAct, true);
      }
    };
    for (const name of FIRST_ACTS) {
      addEventListener(name, handleFirstAct, { capture: true, passive: true });
    }
    return () => {
      for (const name of FIRST_ACTS) {
        removeEventListener(name, handleFirstAct, true);
      }
    };
  }, []);

  if (!isPageLoaded || !hasVisitorActed || !consent.isChoiceOpen) {
    return null;
  }
  return (
    <Suspense fallback={null}>
      <ConsentBanner />
    </Suspense>
  );
}
