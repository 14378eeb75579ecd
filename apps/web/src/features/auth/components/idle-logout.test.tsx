import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { saveSession } from '@/lib/session-token';
import { mockFetch } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render-with-providers';
import { IdleLogout } from './idle-logout';

const MINUTE = 60_000;

beforeEach(() => {
  vi.useFakeTimers({
    shouldAdvanceTime: false,
    toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
  });
  vi.setSystemTime(new Date('2026-11-23T12:00:00Z'));
  saveSession('token-1', '2026-11-23T12:15:00.000Z');
});
afterEach(() => {
  vi.useRealTimers();
});

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

test('warns after 30 idle minutes with a 30-second countdown, then logs out and goes home', async () => {
  const fetchMock = mockFetch({ 'POST /api/login/logout': () => ({ status: 204, body: null }) });
  renderWithProviders(<IdleLogout />, { route: '/my-suite' });

  await advance(30 * MINUTE - 1000);
  expect(screen.queryByRole('dialog')).toBeNull();

  await advance(1000);
  expect(screen.getByRole('dialog', { name: 'Are you still there?' })).toBeVisible();
  expect(screen.getByRole('timer')).toHaveTextContent('logged out in 30 seconds');

  await advance(29_000);
  expect(screen.getByRole('timer')).toHaveTextContent('logged out in 1 second.');

  await advance(1000);
  await vi.waitFor(() => expect(window.localStorage.getItem('ssoToken')).toBeNull());
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/login/logout'))).toBe(true);
});

test('a key or mouse press restarts the 30 minutes', async () => {
  mockFetch({ 'POST /api/login/logout': () => ({ status: 204, body: null }) });
  renderWithProviders(<IdleLogout />, { route: '/my-suite' });

  await advance(20 * MINUTE);
  fireEvent.keyDown(window, { key: 'a' });
  await advance(20 * MINUTE);
  fireEvent.mouseDown(document.body);
  await advance(29 * MINUTE);
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(window.localStorage.getItem('ssoToken')).toBe('token-1');

  await advance(MINUTE);
  expect(screen.getByRole('dialog')).toBeVisible();
});

test('activity in another tab of the portal counts too', async () => {
  mockFetch({});
  renderWithProviders(<IdleLogout />, { route: '/my-suite' });

  await advance(25 * MINUTE);
  window.localStorage.setItem('lastActivityAt', String(Date.now()));
  await advance(5 * MINUTE);
  expect(screen.queryByRole('dialog')).toBeNull();

  await advance(25 * MINUTE);
  expect(screen.getByRole('dialog')).toBeVisible();
});

test('OK logs out at once', async () => {
  const fetchMock = mockFetch({ 'POST /api/login/logout': () => ({ status: 204, body: null }) });
  renderWithProviders(<IdleLogout />, { route: '/my-suite' });
  await advance(30 * MINUTE);

  fireEvent.click(screen.getByRole('button', { name: 'OK' }));
  await vi.waitFor(() => expect(window.localStorage.getItem('ssoToken')).toBeNull());
  expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/login/logout'))).toBe(true);
});
