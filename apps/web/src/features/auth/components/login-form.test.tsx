import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test, vi } from 'vitest';
import { findDialog } from '@/testing/find-dialog';
import { mockFetch } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render-with-providers';
import { solveCaptcha } from '@/testing/solve-captcha';
import { AuthModals } from './auth-modals';

// Each test walks a whole flow through modals whose code loads on first use.
vi.setConfig({ testTimeout: 20_000 });

function refusal(code: string, message: string, status = 400) {
  return () => ({ status, body: { error: { code, message } } });
}

async function submitLogin(user: ReturnType<typeof userEvent.setup>, email: string) {
  await findDialog('Log in');
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), 'Old-pass-1!');
  await solveCaptcha('Log in');
  await user.click(screen.getByRole('button', { name: 'Log in' }));
}

test('Forgot password? opens the request with the typed address; the answer never tells', async () => {
  const user = userEvent.setup();
  const fetchMock = mockFetch({
    'POST /api/register/request-set-password': () => ({
      body: { message: 'Reset instructions have been sent to your email address.' },
    }),
  });
  renderWithProviders(<AuthModals />, { route: '/?login' });
  await findDialog('Log in');
  await user.type(screen.getByLabelText('Email'), 'ase@example.com');

  await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
  const email = await screen.findByLabelText('Email *');
  expect(email).toHaveValue('ase@example.com');
  // The request needs the captcha, as the login does (ADR 021).
  expect(screen.getByRole('button', { name: 'Send the link' })).toBeDisabled();
  await solveCaptcha('Send the link');
  await user.click(screen.getByRole('button', { name: 'Send the link' }));

  expect(
    await screen.findByText('Reset instructions have been sent to your email address.'),
  ).toBeInTheDocument();
  const request = fetchMock.mock.calls.find(([url]) =>
    String(url).includes('/register/request-set-password'),
  );
  expect(JSON.parse(String(request?.[1]?.body))).toEqual({
    emailAddress: 'ase@example.com',
    recaptchaToken: 'c29sdmVk',
  });
  await user.click(screen.getByRole('button', { name: 'Back to log in' }));
  expect(await findDialog('Log in')).toBeInTheDocument();
});

test('a MigratedUser is told to set a new password and sends the link behind a captcha', async () => {
  const user = userEvent.setup();
  const fetchMock = mockFetch({
    'POST /api/login/login': refusal('INVALID_CREDENTIALS', 'Invalid email address/password'),
    'POST /api/login/user-type': () => ({
      body: { status: 'MigratedUser', origins: [], destinations: [] },
    }),
    'POST /api/register/request-set-password': () => ({ body: { message: 'sent' } }),
  });
  renderWithProviders(<AuthModals />, { route: '/?login' });

  await submitLogin(user, 'migrated@demo.skyparcel.test');

  const dialog = await findDialog('Forgot your password?');
  expect(dialog).toHaveTextContent('Please set a new password');
  expect(dialog).toHaveTextContent(/Your account has moved from our previous portal/);
  expect(screen.queryByText('Invalid email address/password')).not.toBeInTheDocument();
  expect(screen.getByLabelText('Email *')).toHaveValue('migrated@demo.skyparcel.test');
  await solveCaptcha('Send the link');
  await user.click(screen.getByRole('button', { name: 'Send the link' }));

  const notice = await screen.findByText(/We have sent a link to/);
  expect(notice).toHaveTextContent('migrated@demo.skyparcel.test');
  const calls = fetchMock.mock.calls
    .map(([url, init]) => [
      new URL(String(url), 'http://localhost').pathname,
      JSON.parse(String(init?.body)),
    ])
    .filter(([path]) => path !== '/api/captcha/challenge');
  expect(calls.slice(1)).toEqual([
    ['/api/login/user-type', { emailAddress: 'migrated@demo.skyparcel.test' }],
    [
      '/api/register/request-set-password',
      { emailAddress: 'migrated@demo.skyparcel.test', recaptchaToken: 'c29sdmVk' },
    ],
  ]);
});

test('an account under review is told so, as the server says', async () => {
  const user = userEvent.setup();
  const underReview =
    'Your account is still under review. You will be notified when it has been approved.';
  mockFetch({ 'POST /api/login/login': refusal('ACCOUNT_UNDER_REVIEW', underReview, 403) });
  renderWithProviders(<AuthModals />, { route: '/?login' });

  await submitLogin(user, 'new@example.com');
  const message = await screen.findByText(underReview);
  expect(message.closest('[role="alert"]')).not.toBeNull();
});

test('EmailNotConfirmed opens the pending confirmation for that address', async () => {
  const user = userEvent.setup();
  mockFetch({ 'POST /api/login/login': refusal('EMAIL_NOT_CONFIRMED', 'Please confirm', 403) });
  renderWithProviders(<AuthModals />, { route: '/?login' });

  await submitLogin(user, 'new@example.com');
  const pending = await findDialog('Confirm your e-mail address');
  expect(pending).toHaveTextContent('We have sent a confirmation link to new@example.com.');
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
});

test('an empty e-mail says Email is required, and nothing is sent', async () => {
  const user = userEvent.setup();
  const fetchMock = mockFetch({});
  renderWithProviders(<AuthModals />, { route: '/?login' });
  await findDialog('Log in');
  await user.type(screen.getByLabelText('Password'), 'Old-pass-1!');
  await solveCaptcha('Log in');
  await user.click(screen.getByRole('button', { name: 'Log in' }));

  expect(await screen.findByText('Email is required')).toBeInTheDocument();
  expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
  expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/login/login'))).toBe(false);
});

test('a sign-in that gets no answer says Something went wrong. Please try again later.', async () => {
  const user = userEvent.setup();
  mockFetch({
    'POST /api/login/login': () => {
      throw new TypeError('Failed to fetch');
    },
  });
  renderWithProviders(<AuthModals />, { route: '/?login' });

  await submitLogin(user, 'layla@example.com');
  const message = await screen.findByText('Something went wrong. Please try again later.');
  expect(message.closest('[role="alert"]')).not.toBeNull();
});

test('Sign Up opens the Register modal', async () => {
  const user = userEvent.setup();
  mockFetch({});
  renderWithProviders(<AuthModals />, { route: '/?login' });
  await findDialog('Log in');

  await user.click(screen.getByRole('button', { name: 'Sign Up' }));
  expect(await findDialog('Create your account')).toBeInTheDocument();
  expect(screen.getByTestId('location')).toHaveTextContent('/?register');
});
