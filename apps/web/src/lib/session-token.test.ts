import { afterEach, expect, test } from 'vitest';
import {
  endSession,
  getSessionToken,
  isSessionFromAdmin,
  saveAdminReturnSession,
  saveSession,
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
