/** localStorage keys of the session (spec section 3): the bearer token and when it expires. */
export const SSO_TOKEN_STORAGE_KEY = 'ssoToken';
export const SSO_TOKEN_EXPIRY_STORAGE_KEY = 'ssoTokenExpiresAt';

export type StoredSession = {
  token: string;
  /** ISO time the server gave; the refresh is scheduled from it. */
  expiresAt: string | null;
};

/** Why the last session ended; an expired one shows the session-timeout notice. */
export type SessionEndReason = 'logout' | 'expired';

const listeners = new Set<() => void>();
let cachedSession: StoredSession | null = null;
let endReason: SessionEndReason | null = null;

/**
 * The session in localStorage, as one stable object per token and expiry, so React's
 * useSyncExternalStore can read it. Kept in `lib/` because the API client reads the token.
 */
export function getStoredSession(): StoredSession | null {
  const token = readItem(SSO_TOKEN_STORAGE_KEY);
  if (!token) {
    return null;
  }
  const expiresAt = readItem(SSO_TOKEN_EXPIRY_STORAGE_KEY);
  if (cachedSession?.token !== token || cachedSession.expiresAt !== expiresAt) {
    cachedSession = { token, expiresAt };
  }
  return cachedSession;
}

export function getSessionToken(): string | null {
  return getStoredSession()?.token ?? null;
}

export function saveSession(token: string, expiresAt: string): void {
  writeItem(SSO_TOKEN_STORAGE_KEY, token);
  writeItem(SSO_TOKEN_EXPIRY_STORAGE_KEY, expiresAt);
  endReason = null;
  notify();
}

export function updateSessionExpiry(expiresAt: string): void {
  writeItem(SSO_TOKEN_EXPIRY_STORAGE_KEY, expiresAt);
  notify();
}

/** Logout -> LoggedOut and the token is cleared (spec section 4). */
export function endSession(reason: SessionEndReason): void {
  removeItem(SSO_TOKEN_STORAGE_KEY);
  removeItem(SSO_TOKEN_EXPIRY_STORAGE_KEY);
  endReason = reason;
  notify();
}

export function getSessionEndReason(): SessionEndReason | null {
  return endReason;
}

export function dismissSessionEndReason(): void {
  endReason = null;
  notify();
}

/** Calls `listener` on every change, also when another tab signs in or out. */
export function subscribeToSession(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

function notify(): void {
  for (const listener of listeners) {
    listener();
  }
}

function readItem(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function writeItem(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Private modes may refuse storage; the session then ends with the page.
  }
}

function removeItem(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Nothing stored, nothing to remove.
  }
}
