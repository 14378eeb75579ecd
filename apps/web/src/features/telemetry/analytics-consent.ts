import { setTelemetryConsent } from './telemetry-loader';

/**
 * The visitor's answer to the cookie choice, in localStorage under this key (decision 063):
 * remembering the answer is itself essential, so it needs no consent, and unlike a cookie it is
 * never sent to the server.
 */
export const CONSENT_STORAGE_KEY = 'analyticsConsent';

export type ConsentChoice = 'accepted' | 'rejected';

export type ConsentState = {
  /** Null until the visitor answers. */
  choice: ConsentChoice | null;
  /** The browser's Global Privacy Control: analytics cookies stay off whatever the choice. */
  hasPrivacyControl: boolean;
  /** Whether the choice is on screen: a first visit, or the footer's "Cookie settings". */
  isChoiceOpen: boolean;
};

const listeners = new Set<() => void>();
let isReopened = false;
let snapshot: ConsentState | undefined;
/** The answer when storage is blocked: it holds for this page, and the choice returns on the next. */
let unstoredChoice: ConsentChoice | null = null;

function readChoice(): ConsentChoice | null {
  try {
    const stored = localStorage.getItem(CONSENT_STORAGE_KEY);
    return stored === 'accepted' || stored === 'rejected' ? stored : unstoredChoice;
  } catch {
    return unstoredChoice;
  }
}

function readPrivacyControl(): boolean {
  return (
    (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true
  );
}

function computeState(): ConsentState {
  const choice = readChoice();
  const hasPrivacyControl = readPrivacyControl();
  return {
    choice,
    hasPrivacyControl,
    // With Global Privacy Control the browser has answered already: nothing to ask first.
    isChoiceOpen: isReopened || (choice === null && !hasPrivacyControl),
  };
}

/** The consent state; one object per change, for useSyncExternalStore. */
export function getConsentState(): ConsentState {
  snapshot ??= computeState();
  return snapshot;
}

/** Analytics cookies and storage: only after "Accept", and never with Global Privacy Control. */
export function hasAnalyticsConsent(state: ConsentState = getConsentState()): boolean {
  return state.choice === 'accepted' && !state.hasPrivacyControl;
}

export function subscribeToConsent(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab's answer applies here too.
  const handleStorage = (event: StorageEvent) => {
    if (event.key === CONSENT_STORAGE_KEY || event.key === null) {
      changed();
    }
  };
  addEventListener('storage', handleStorage);
  return () => {
    listeners.delete(listener);
    removeEventListener('storage', handleStorage);
  };
}

function changed(): void {
  snapshot = computeState();
  setTelemetryConsent(hasAnalyticsConsent(snapshot));
  for (const listener of listeners) {
    listener();
  }
}

/** Stores the answer, applies it to the running SDK (no reload) and closes the choice. */
export function chooseConsent(choice: ConsentChoice): void {
  try {
    localStorage.setItem(CONSENT_STORAGE_KEY, choice);
  } catch {
    unstoredChoice = choice;
  }
  isReopened = false;
  changed();
}

/** The footer's "Cookie settings": the choice again, with the current answer marked. */
export function openConsentChoice(): void {
  isReopened = true;
  changed();
}

/** Reads the stored answer again (tests, and a page that changed storage itself). */
export function reloadConsentState(): void {
  isReopened = false;
  unstoredChoice = null;
  changed();
}

/** Closing a reopened choice without answering keeps the previous answer. */
export function closeConsentChoice(): void {
  isReopened = false;
  changed();
}
