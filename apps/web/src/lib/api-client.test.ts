import { afterEach, expect, test } from 'vitest';
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

  await api.get('/user');

  const init = fetchMock.mock.calls[0]?.[1];
  expect(init?.headers).toMatchObject({ Authorization: 'Bearer token-1' });
  expect(init?.credentials).toBe('omit');
});

test('sends a route’s own headers, which cannot replace the token or the language', async () => {
  saveSession('token-1', '2026-11-23T12:15:00.000Z');
  const fetchMock = mockFetch({ 'GET /api/charge': () => ({ body: {} }) });

  await api.get('/charge', { headers: { serviceCodes: 'XPH,RPK', Authorization: 'Bearer x' } });

  expect(fetchMock.mock.calls[0]?.[1]?.headers).toMatchObject({
    serviceCodes: 'XPH,RPK',
    Authorization: 'Bearer token-1',
  });
});

test('a 401 to a call made with a token ends the session and asks for the timeout notice', async () => {
  saveSession('token-1', '2026-11-23T12:15:00.000Z');
  mockFetch({ 'GET /api/user': () => ({ status: 401, body: SESSION_EXPIRED }) });

  const error = await api.get('/user').catch((caught) => caught);

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

  await expect(api.post('/login/login', { body: {} })).rejects.toThrow(
    'Invalid email address/password',
  );

  expect(fetchMock.mock.calls[0]?.[1]?.headers).not.toHaveProperty('Authorization');
  expect(getSessionEndReason()).toBeNull();
});

test('answers the body as the API sent it, without checking it in the browser', async () => {
  mockFetch({ 'GET /api/faqs': () => ({ body: [{ id: 'faq-1', extra: true }] }) });

  await expect(api.get<{ id: string }[]>('/faqs')).resolves.toEqual([{ id: 'faq-1', extra: true }]);
});

test('an error body in the wire shape keeps its code, message and field keys', async () => {
  mockFetch({
    'GET /api/deliveries/price': () => ({
      status: 400,
      body: {
        error: {
          code: 'VALIDATION_FAILED',
          message: 'Check the highlighted fields.',
          fields: { weight: 'validation.positiveNumber' },
        },
      },
    }),
  });

  const error = await api.get('/deliveries/price').catch((caught) => caught);

  expect(isApiError(error) && [error.code, error.message, error.fields]).toEqual([
    'VALIDATION_FAILED',
    'Check the highlighted fields.',
    { weight: 'validation.positiveNumber' },
  ]);
});

test('an error body in another shape becomes the catalogue error of its status', async () => {
  mockFetch({ 'GET /api/faqs': () => ({ status: 502, body: { error: 'Bad Gateway' } }) });

  const error = await api.get('/faqs').catch((caught) => caught);

  expect(isApiError(error) && [error.status, error.code]).toEqual([502, 'BAD_GATEWAY']);
});

test('sends a Blob body whole, with the type the caller names, never as JSON', async () => {
  const fetchMock = mockFetch({
    'POST /api/staff/tracking-imports': () => ({ body: { rows: 1 } }),
  });
  const file = new Blob(['airWaybillNumber,status\n'], { type: 'application/vnd.ms-excel' });

  await api.post('/staff/tracking-imports', {
    body: file,
    headers: { 'Content-Type': 'text/csv' },
  });

  const init = fetchMock.mock.calls[0]?.[1];
  expect(init?.body).toBe(file);
  expect(init?.headers).toMatchObject({ 'Content-Type': 'text/csv' });
});
