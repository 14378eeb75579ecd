import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test, vi } from 'vitest';
import { findDialog } from '@/testing/find-dialog';
import { mockFetch } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render-with-providers';
import { AuthModals } from './auth-modals';

// Each test walks a whole flow through modals whose code loads on first use.
vi.setConfig({ testTimeout: 20_000 });

const SESSION = {
  token: 'bot-token',
  expiresAt: '2026-11-23T12:15:00.000Z',
  role: 'BOT',
  agentCodeIsNull: false,
};

test('signs an agent in with e-mail and password only, and lands on the lockers', async () => {
  const user = userEvent.setup();
  const fetchMock = mockFetch({ 'POST /api/login/botlogin': () => ({ body: SESSION }) });
  renderWithProviders(<AuthModals />, { route: '/?lang=en-US&botlogin' });

  const dialog = await findDialog('Agent log in');
  expect(dialog.querySelector('altcha-widget')).toBeNull();
  await user.type(screen.getByLabelText('Email'), 'Bot@Demo.skyparcel.test');
  await user.type(screen.getByLabelText('Password'), 'Demo-pass-1!');
  await user.click(screen.getByRole('button', { name: 'Log in' }));

  await waitFor(() =>
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/my-package-lockers\?lang=en-US$/),
  );
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(window.localStorage.getItem('ssoToken')).toBe('bot-token');
  expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
    email: 'bot@demo.skyparcel.test',
    password: 'Demo-pass-1!',
  });
});

test('shows the refusal of a wrong password', async () => {
  const user = userEvent.setup();
  mockFetch({
    'POST /api/login/botlogin': () => ({
      status: 400,
      body: { error: { code: 'INVALID_CREDENTIALS', message: 'Invalid email address/password' } },
    }),
  });
  renderWithProviders(<AuthModals />, { route: '/?botlogin' });

  await user.type(await screen.findByLabelText('Email'), 'bot@demo.skyparcel.test');
  await user.type(screen.getByLabelText('Password'), 'Wrong-pass-1!');
  await user.click(screen.getByRole('button', { name: 'Log in' }));
  const message = await screen.findByText('Invalid email address/password');
  expect(message.closest('[role="alert"]')).not.toBeNull();
  expect(window.localStorage.getItem('ssoToken')).toBeNull();
});

// The sign-in layer's fallbacks (spec section 8): the server's reason when it gives one, else by
// status, and a text of its own when no answer came at all.
test.each<[string, () => { status?: number; body: unknown }, string]>([
  ['a 400 without a message', () => ({ status: 400, body: undefined }), 'Bad Request'],
  [
    'a 400 with only the status text',
    () => ({ status: 400, body: { error: { code: 'BAD_REQUEST', message: 'Invalid request' } } }),
    'Bad Request',
  ],
  ['a 401', () => ({ status: 401, body: undefined }), 'Unauthorized'],
  [
    'a 500',
    () => ({
      status: 500,
      body: { error: { code: 'INTERNAL', message: 'Internal Server Error' } },
    }),
    'Internal Server Error',
  ],
  [
    'a 502 from a proxy',
    () => ({ status: 502, body: '<html>Bad gateway</html>' }),
    'Unknown Error',
  ],
  [
    'a 503 with only the status text',
    () => ({
      status: 503,
      body: { error: { code: 'SERVICE_UNAVAILABLE', message: 'Service Unavailable' } },
    }),
    'Unknown Error',
  ],
  [
    'no answer at all',
    () => {
      throw new TypeError('Failed to fetch');
    },
    'Something went wrong. Please try again later.',
  ],
  [
    'a refusal with its reason',
    () => ({
      status: 403,
      body: { error: { code: 'ACCOUNT_LOCKED', message: 'User account locked out.' } },
    }),
    'User account locked out.',
  ],
])('%s shows its sign-in text', async (_name, answer, text) => {
  const user = userEvent.setup();
  mockFetch({ 'POST /api/login/botlogin': answer });
  renderWithProviders(<AuthModals />, { route: '/?botlogin' });

  await user.type(await screen.findByLabelText('Email'), 'bot@demo.skyparcel.test');
  await user.type(screen.getByLabelText('Password'), 'Demo-pass-1!');
  await user.click(screen.getByRole('button', { name: 'Log in' }));
  const message = await screen.findByText(text);
  expect(message.closest('[role="alert"]')).not.toBeNull();
});

test('Continue with the loyalty programme goes to the sign-on with the callback and language', async () => {
  const user = userEvent.setup();
  mockFetch({});
  const assign = vi.fn();
  vi.stubGlobal('location', { ...window.location, origin: 'http://localhost', assign });
  renderWithProviders(<AuthModals />, { route: '/?botlogin' });

  await user.click(
    await screen.findByRole('button', { name: 'Continue with the loyalty programme' }),
  );
  const target = new URL(String(assign.mock.calls[0]?.[0]), 'http://localhost');
  expect(target.pathname).toBe('/api/login/loyalty-programme');
  expect(Object.fromEntries(target.searchParams)).toEqual({
    callbackUrl: 'http://localhost/authsuccess',
    lang: 'en-US',
  });
});
