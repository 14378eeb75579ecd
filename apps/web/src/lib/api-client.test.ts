import { afterEach, expect, test } from 'vitest';
import { z } from 'zod';
import { mockFetch } from '@/testing/mock-fetch';
import { api } from './api-client';
import { isApiError } from './api-error';
import {
  dismissSessionEndReason,
  getSessionEndReason,
  getSessionToken,
  saveSession,
} from './session-token';

const SESSION_EXPIRED = {
  error: {
    code: 'SESSION_EXPIRED',
    message: 'Your session has timed out. Please Login again in order to continue.',
  },
};

afterEach(() => {
  dismissSessionEndReason();
});

test('sends the stored token as a bearer token, without cookies', async () => {
  saveSession('token-1', '2026-11-23T12:15:00.000Z');
  const fetchMock = mockFetch({ 'GET /api/user': () => ({ body: { ok: true } }) });

  await api.get('/user', { schema: z.object({ ok: z.boolean() }) });

  const init = fetchMock.mock.calls[0]?.[1];
  expect(init?.headers).toMatchObject({ Authorization: 'Bearer token-1' });
  expect(init?.credentials).toBe('omit');
});

test('a 401 to a call made with a token ends the session and asks for the timeout notice', async () => {
  saveSession('token-1', '2026-11-23T12:15:00.000Z');
  mockFetch({ 'GET /api/user': () => ({ status: 401, body: SESSION_EXPIRED }) });

  const error = await api.get('/user', { schema: z.unknown() }).catch((caught) => caught);

  expect(isApiError(error) && error.code).toBe('SESSION_EXPIRED');
  expect(getSessionToken()).toBeNull();
  expect(window.localStorage.getItem('ssoToken')).toBeNull();
  expect(getSessionEndReason()).toBe('expired');
});

test('a 401 without a token leaves the logged-out visitor alone', async () => {
  const fetchMock = mockFetch({
    'POST /api/login/login': () => ({
      status: 401,
      body: { error: { code: 'INVALID_CREDENTIALS', message: 'Invalid email address/password' } },
    }),
  });

  await expect(api.post('/login/login', { schema: z.unknown(), body: {} })).rejects.toThrow(
    'Invalid email address/password',
  );

  expect(fetchMock.mock.calls[0]?.[1]?.headers).not.toHaveProperty('Authorization');
  expect(getSessionEndReason()).toBeNull();
});
