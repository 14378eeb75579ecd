import { FROM_ADMIN_STORAGE_KEY } from '@skyparcel/domain/admin-return';
/** Storage keys of the session (spec section 3): the bearer token and when it expires. */
export const SSO_TOKEN_STORAGE_KEY = 'ssoToken';
export const SSO_TOKEN_EXPIRY_STORAGE_KEY = 'ssoTokenExpiresAt';

export type StoredSession = {
  token: string;
  /** ISO time the server gave; the refresh is scheduled from it. */
  expiresAt: string | null;
};

/** Why the last session ended; an expired one shows the session-timeout notice. */
export type SessionEndReason = 'logout' | 'expired';

/**
 * Where a tab keeps its session. Normally localStorage (`shared`: every tab of the portal is
 * signed in together). A tab that an operator opened into a customer's portal (admin return)
 * keeps that session in its own sessionStorage (`tab`), so the console's session in the other
 * tabs is neither replaced nor borrowed; once that session ends, the tab stays signed out
 * (`ended`) instead of falling back to the operator's session (ADR 017).
 */
const TAB_SESSION_STORAGE_KEY = 'tabSession';
type TabMode = 'shared' | 'tab' | 'ended';

const listeners = new Set<() => void>();
let cachedSession: StoredSession | null = null;
/** The token of a sign-in made in this tab, until its first page takes the account's settings. */
let signedInHere: string | null = null;
/** The last token this tab's own refresh replaced, and the token it put in its place. */
let lastRefresh: { from: string; to: string } | null = null;
let endReason: SessionEndReason | null = null;

function tabMode(): TabMode {
  const mode = readItem(TAB_SESSION_STORAGE_KEY, 'tab');
  return mode === 'tab' || mode === 'ended' ? mode : 'shared';
}

function sessionArea(): StorageArea | null {
  const mode = tabMode();
  return mode === 'ended' ? null : mode === 'tab' ? 'tab' : 'shared';
}

/**
 * The session of this tab, as one stable object per token and expiry, so React's
 * useSyncExternalStore can read it. Kept in `lib/` because the API client reads the token.
 */
export function getStoredSession(): StoredSession | null {
  const area = sessionArea();
  const token = area ? readItem(SSO_TOKEN_STORAGE_KEY, area) : null;
  if (!area || !token) {
    return null;
  }
  const expiresAt = readItem(SSO_TOKEN_EXPIRY_STORAGE_KEY, area);
  if (cachedSession?.token !== token || cachedSession.expiresAt !== expiresAt) {
    cachedSession = { token, expiresAt };
  }
  return cachedSession;
}

export function getSessionToken(): string | null {
  return getStoredSession()?.token ?? null;
}

/** A sign-in: the session of every tab (localStorage, spec section 3). */
export function saveSession(token: string, expiresAt: string): void {
  for (const key of [
    TAB_SESSION_STORAGE_KEY,
    SSO_TOKEN_STORAGE_KEY,
    SSO_TOKEN_EXPIRY_STORAGE_KEY,
  ]) {
    removeItem(key, 'tab');
  }
  writeItem(SSO_TOKEN_STORAGE_KEY, token, 'shared');
  writeItem(SSO_TOKEN_EXPIRY_STORAGE_KEY, expiresAt, 'shared');
  signedInHere = token;
  endReason = null;
  notify();
}

/**
 * True once for the session this tab just signed in with: its account's saved settings (the
 * language) are applied then, and never again over a choice made later in the session.
 */
export function takeFreshSignIn(token: string): boolean {
  if (signedInHere !== token) {
    return false;
  }
  signedInHere = null;
  return true;
}

/** Admin return: a customer's session for this tab only, marked `fromAdmin` (spec sections 3-4). */
export function saveAdminReturnSession(token: string, expiresAt: string): void {
  writeItem(TAB_SESSION_STORAGE_KEY, 'tab', 'tab');
  writeItem(SSO_TOKEN_STORAGE_KEY, token, 'tab');
  writeItem(SSO_TOKEN_EXPIRY_STORAGE_KEY, expiresAt, 'tab');
  writeItem(FROM_ADMIN_STORAGE_KEY, 'true', 'tab');
  endReason = null;
  notify();
}

/**
 * A refresh answered a new token (ADR 021): it replaces `previousToken` where this tab keeps its
 * session, and other tabs pick it up through the storage event. Nothing changes when the stored
 * token is no longer `previousToken` (another tab refreshed first, or the session ended): that
 * token is as good, and a late answer must not bring an ended session back.
 */
export function replaceSessionToken(previousToken: string, token: string, expiresAt: string): void {
  const area = sessionArea();
  if (!area || readItem(SSO_TOKEN_STORAGE_KEY, area) !== previousToken) {
    return;
  }
  lastRefresh = { from: previousToken, to: token };
  writeItem(SSO_TOKEN_STORAGE_KEY, token, area);
  writeItem(SSO_TOKEN_EXPIRY_STORAGE_KEY, expiresAt, area);
  notify();
}

/**
 * Whether the change from `from` to `to` is this tab's own refresh of one session (the same
 * person), not a sign-in, a sign-out or a token written by another tab.
 */
export function isOwnRefresh(from: string | null, to: string | null): boolean {
  return from !== null && lastRefresh?.from === from && lastRefresh.to === to;
}

/** Logout -> LoggedOut and the token is cleared (spec section 4), with the admin-return flag. */
export function endSession(reason: SessionEndReason): void {
  if (tabMode() === 'shared') {
    removeItem(SSO_TOKEN_STORAGE_KEY, 'shared');
    removeItem(SSO_TOKEN_EXPIRY_STORAGE_KEY, 'shared');
  } else {
    for (const key of [
      SSO_TOKEN_STORAGE_KEY,
      SSO_TOKEN_EXPIRY_STORAGE_KEY,
      FROM_ADMIN_STORAGE_KEY,
    ]) {
      removeItem(key, 'tab');
    }
    writeItem(TAB_SESSION_STORAGE_KEY, 'ended', 'tab');
  }
  endReason = reason;
  notify();
}

/** Whether this tab's session was opened from the admin area (the `fromAdmin` flag). */
export function isSessionFromAdmin(): boolean {
  return tabMode() === 'tab' && readItem(FROM_ADMIN_STORAGE_KEY, 'tab') === 'true';
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

type StorageArea = 'shared' | 'tab';

function storageOf(area: StorageArea): Storage {
  return area === 'tab' ? window.sessionStorage : window.localStorage;
}

function readItem(key: string, area: StorageArea): string | null {
  try {
    return storageOf(area).getItem(key);
  } catch {
    return null;
  }
}

function writeItem(key: string, value: string, area: StorageArea): void {
  try {
    storageOf(area).setItem(key, value);
  } catch {
    // Private modes may refuse storage; the session then ends with the page.
  }
}

function removeItem(key: string, area: StorageArea): void {
  try {
    storageOf(area).removeItem(key);
  } catch {
    // Nothing stored, nothing to remove.
  }
}
