import { useSyncExternalStore } from 'react';
import {
  getSessionEndReason,
  getStoredSession,
  type SessionEndReason,
  type StoredSession,
  subscribeToSession,
} from '@/lib/session-token';

/** The stored session (token and expiry), or null when logged out; re-renders on change. */
export function useSession(): StoredSession | null {
  return useSyncExternalStore(subscribeToSession, getStoredSession, noSession);
}

/** The bearer token, or null when logged out. Cheap: the header uses it on the first page. */
export function useSessionToken(): string | null {
  return useSession()?.token ?? null;
}

/** Why the last session ended, until the visitor dismisses the notice or signs in again. */
export function useSessionEndReason(): SessionEndReason | null {
  return useSyncExternalStore(subscribeToSession, getSessionEndReason, noSession);
}

/**
 * The prerendered public pages are a visitor's (decision 036): that is the first render they are
 * hydrated with, and `main.tsx` does not hydrate them for a signed-in visitor.
 */
function noSession(): null {
  return null;
}
