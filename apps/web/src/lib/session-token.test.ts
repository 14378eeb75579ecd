import { afterEach, expect, test } from 'vitest';
import {
  endSession,
  getSessionToken,
  isSessionFromAdmin,
  replaceSessionToken,
  saveAdminReturnSession,
  saveSession,
  subscribeToSession,
} from './session-token';

afterEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});

test('a sign-in is the session of every tab, under the spec key ssoToken', () => {
  saveSession('shared-token', '2026-11-23T12:15:00.000Z');
  expect(window.localStorage.getItem('ssoToken')).toBe('shared-token');
  expect(getSessionToken()).toBe('shared-token');
  expect(isSessionFromAdmin()).toBe(false);

  endSession('logout');
  expect(getSessionToken()).toBeNull();
  expect(window.localStorage.getItem('ssoToken')).toBeNull();
});

test("an admin-return session stays in its tab and leaves the operator's session alone", () => {
  saveSession('operator-token', '2026-11-23T12:15:00.000Z');
  saveAdminReturnSession('customer-token', '2026-11-23T12:15:00.000Z');

  expect(getSessionToken()).toBe('customer-token');
  expect(isSessionFromAdmin()).toBe(true);
  expect(window.sessionStorage.getItem('fromAdmin')).toBe('true');
  expect(window.localStorage.getItem('ssoToken')).toBe('operator-token');

  // When it ends, the tab is signed out: it never falls back to the operator's session.
  endSession('expired');
  expect(getSessionToken()).toBeNull();
  expect(isSessionFromAdmin()).toBe(false);
  expect(window.localStorage.getItem('ssoToken')).toBe('operator-token');

  // Signing in again in that tab is an ordinary sign-in.
  saveSession('new-token', '2026-11-23T12:30:00.000Z');
  expect(getSessionToken()).toBe('new-token');
  expect(window.sessionStorage.length).toBe(0);
});

test('a refreshed token replaces the old one for every tab, and other tabs hear of it', () => {
  saveSession('old-token', '2026-11-23T12:15:00.000Z');
  let heard = 0;
  const unsubscribe = subscribeToSession(() => {
    heard += 1;
  });
  replaceSessionToken('old-token', 'new-token', '2026-11-23T12:29:00.000Z');
  expect(window.localStorage.getItem('ssoToken')).toBe('new-token');
  expect(window.localStorage.getItem('ssoTokenExpiresAt')).toBe('2026-11-23T12:29:00.000Z');
  expect(getSessionToken()).toBe('new-token');
  expect(heard).toBe(1);

  // Another tab stores its own refresh: this tab reads it through the storage event.
  window.localStorage.setItem('ssoToken', 'other-tab-token');
  window.dispatchEvent(new StorageEvent('storage', { key: 'ssoToken' }));
  expect(heard).toBe(2);
  expect(getSessionToken()).toBe('other-tab-token');
  unsubscribe();
});

test('a late refresh answer neither overwrites a newer token nor revives an ended session', () => {
  saveSession('old-token', '2026-11-23T12:15:00.000Z');
  window.localStorage.setItem('ssoToken', 'other-tab-token');
  replaceSessionToken('old-token', 'late-token', '2026-11-23T12:29:00.000Z');
  expect(getSessionToken()).toBe('other-tab-token');

  endSession('logout');
  replaceSessionToken('other-tab-token', 'late-token', '2026-11-23T12:29:00.000Z');
  expect(getSessionToken()).toBeNull();
});

test('an admin-return tab keeps its refreshed token to itself', () => {
  saveSession('operator-token', '2026-11-23T12:15:00.000Z');
  saveAdminReturnSession('customer-token', '2026-11-23T12:15:00.000Z');
  replaceSessionToken('customer-token', 'customer-token-2', '2026-11-23T12:29:00.000Z');
  expect(getSessionToken()).toBe('customer-token-2');
  expect(window.sessionStorage.getItem('ssoToken')).toBe('customer-token-2');
  expect(window.localStorage.getItem('ssoToken')).toBe('operator-token');
});
