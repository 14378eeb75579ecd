import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, expect, test } from 'vitest';
import {
  endSession,
  replaceSessionToken,
  SSO_TOKEN_STORAGE_KEY,
  saveAdminReturnSession,
  saveSession,
} from '@/lib/session-token';
import { forgetPreviousUserOnSessionChange } from './forget-previous-user';
import { LAST_ACTIVITY_STORAGE_KEY } from './last-activity-key';

const EXPIRES = '2026-11-23T12:15:00.000Z';
let client: QueryClient;
let stop: () => void;

/** A cache as a customer's tab holds it after opening the suite, the cart and My History. */
function fillCache() {
  client.setQueryData(['user'], { email: 'first@example.com' });
  client.setQueryData(['suite', 'packages'], [{ id: 'p1' }]);
  client.setQueryData(['cart'], { count: 2 });
  client.setQueryData(['invoices', 'history', { days: 30 }], [{ number: 'SI-1' }]);
  window.localStorage.setItem(LAST_ACTIVITY_STORAGE_KEY, '1700000000000');
}

const cachedQueries = () => client.getQueryCache().getAll().length;

beforeEach(() => {
  saveSession('token-first', EXPIRES);
  client = new QueryClient();
  stop = forgetPreviousUserOnSessionChange(client);
  fillCache();
});
afterEach(() => {
  stop();
  client.clear();
});

test('signing out empties the whole cache and the kept activity time', () => {
  endSession('logout');
  expect(cachedQueries()).toBe(0);
  expect(window.localStorage.getItem(LAST_ACTIVITY_STORAGE_KEY)).toBeNull();
});

test('a session that expires (a 401 or the idle logout) empties it too', () => {
  endSession('expired');
  expect(cachedQueries()).toBe(0);
});

test('a new sign-in starts from an empty cache, whatever the last tab state was', () => {
  endSession('logout');
  client.setQueryData(['warehouses'], [{ id: 'w1' }]);
  saveSession('token-second', EXPIRES);
  expect(cachedQueries()).toBe(0);
});

test('an admin-return session opened in the tab starts from an empty cache', () => {
  saveAdminReturnSession('token-customer', EXPIRES);
  expect(cachedQueries()).toBe(0);
});

test('the tab’s own refresh of the token keeps the cache: it is the same person', () => {
  replaceSessionToken('token-first', 'token-first-renewed', EXPIRES);
  expect(client.getQueryData(['suite', 'packages'])).toEqual([{ id: 'p1' }]);
  expect(cachedQueries()).toBe(4);
});

test('a token another tab wrote empties the cache: this tab cannot tell whose it is', () => {
  window.localStorage.setItem(SSO_TOKEN_STORAGE_KEY, 'token-from-another-tab');
  window.dispatchEvent(new StorageEvent('storage', { key: SSO_TOKEN_STORAGE_KEY }));
  expect(cachedQueries()).toBe(0);
});

test('another tab signing out empties this tab’s cache', () => {
  window.localStorage.removeItem(SSO_TOKEN_STORAGE_KEY);
  window.dispatchEvent(new StorageEvent('storage', { key: SSO_TOKEN_STORAGE_KEY }));
  expect(cachedQueries()).toBe(0);
});

test('after unsubscribing, a sign-out leaves the cache alone', () => {
  stop();
  endSession('logout');
  expect(cachedQueries()).toBe(4);
});
