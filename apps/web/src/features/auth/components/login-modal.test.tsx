import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test, vi } from 'vitest';
import { mockFetch } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render-with-providers';
import { solveCaptcha } from '@/testing/solve-captcha';
import { getSignedInLandingPath, LoginModal } from './login-modal';

const CHALLENGE = {
  challengeId: '0b6f1c55-3f2f-4a4e-9a53-2d3c5b1e8f10',
  verificationCodeExpiry: '2026-11-23T12:10:00.000Z',
  agentCodeIsNull: true,
  approvalStatusIsApproved: true,
};

const USER = {
  id: 'u1',
  email: 'customer@demo.skyparcel.test',
  firstName: 'Layla',
  middleName: null,
  lastName: 'Haddad',
  role: 'CUSTOMER',
  baseCarrier: 'WF',
  airlineCode: null,
  targetCurrency: 'KWD',
  preferredLocale: 'en-US',
  agentCodeIsNull: true,
};

function sessionOf(agentCodeIsNull: boolean) {
  return {
    token: 'token-1',
    expiresAt: '2026-11-23T12:15:00.000Z',
    role: 'CUSTOMER',
    agentCodeIsNull,
  };
}

async function fillCredentials(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Email'), 'Customer@Demo.skyparcel.test');
  await user.type(screen.getByLabelText('Password'), 'Demo-pass-1!');
}

test('is a dialog labelled by its title, closed by Escape and by its close button', async () => {
  const user = userEvent.setup();
  const handleClose = vi.fn();
  renderWithProviders(<LoginModal onClose={handleClose} />, { route: '/?login' });

  expect(screen.getByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
  expect(screen.getByLabelText('Email')).toHaveFocus();
  await user.keyboard('{Escape}');
  await user.click(screen.getByRole('button', { name: 'Close' }));
  expect(handleClose).toHaveBeenCalledTimes(2);
});

test('keeps Log in disabled until the captcha is solved, then checks the fields', async () => {
  const user = userEvent.setup();
  const fetchMock = mockFetch({});
  renderWithProviders(<LoginModal onClose={vi.fn()} />, { route: '/?login' });

  expect(screen.getByRole('button', { name: 'Log in' })).toBeDisabled();
  await solveCaptcha('Log in');
  await user.type(screen.getByLabelText('Email'), 'not-an-email');
  await user.click(screen.getByRole('button', { name: 'Log in' }));

  expect(await screen.findByText('Please enter a valid Email.')).toBeInTheDocument();
  expect(screen.getByText('Password is required')).toBeInTheDocument();
  expect(fetchMock).not.toHaveBeenCalled();
});

test('shows the server refusal and asks for a new captcha', async () => {
  const user = userEvent.setup();
  mockFetch({
    'POST /api/login/login': () => ({
      status: 401,
      body: { error: { code: 'INVALID_CREDENTIALS', message: 'Invalid email address/password' } },
    }),
  });
  renderWithProviders(<LoginModal onClose={vi.fn()} />, { route: '/?login' });

  await solveCaptcha('Log in');
  await fillCredentials(user);
  await user.click(screen.getByRole('button', { name: 'Log in' }));

  const message = await screen.findByText('Invalid email address/password');
  expect(message.closest('[role="alert"]')).not.toBeNull();
  expect(screen.getByRole('button', { name: 'Log in' })).toBeDisabled();
});

test.each([
  [true, false, '/my-package-lockers'],
  [false, false, '/my-suite'],
  // Chose Business at sign-up and has not applied yet (issue 15): the application form.
  [true, true, '/profile'],
])(
  'with agentCodeIsNull %s and businessApplicationDue %s, signs in with the e-mailed code and goes to %s',
  async (agentCodeIsNull, businessApplicationDue, landing) => {
    const user = userEvent.setup();
    const fetchMock = mockFetch({
      'POST /api/login/login': () => ({ body: { ...CHALLENGE, agentCodeIsNull } }),
      'POST /api/login/verify-code': () => ({ body: sessionOf(agentCodeIsNull) }),
      'GET /api/user': () => ({ body: { ...USER, businessApplicationDue } }),
    });
    renderWithProviders(<LoginModal onClose={vi.fn()} />, { route: '/?lang=en-US&login' });

    await solveCaptcha('Log in');
    await fillCredentials(user);
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    const codeField = await screen.findByLabelText('One-time code');
    expect(screen.getByText(/customer@demo\.skyparcel\.test/)).toBeInTheDocument();
    await user.type(codeField, '12a3456');
    expect(codeField).toHaveValue('123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(`${landing}?lang=en-US`),
    );
    expect(window.localStorage.getItem('ssoToken')).toBe('token-1');
    const loginBody = JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body));
    expect(loginBody).toEqual({
      email: 'customer@demo.skyparcel.test',
      password: 'Demo-pass-1!',
      recaptchaToken: 'c29sdmVk',
    });
    const verifyBody = JSON.parse(String(fetchMock.mock.calls[1]?.[1]?.body));
    expect(verifyBody).toEqual({ challengeId: CHALLENGE.challengeId, code: '123456' });
  },
);

test('once signed in, asks for the user’s own origins and destinations with the session', async () => {
  const user = userEvent.setup();
  const lanes = { origins: ['AE', 'GB', 'US'], destinations: ['AE', 'KW', 'SA', 'SN'] };
  const fetchMock = mockFetch({
    'POST /api/login/login': () => ({ body: { ...CHALLENGE, agentCodeIsNull: false } }),
    'POST /api/login/verify-code': () => ({ body: { ...sessionOf(false), role: 'SHIPPER' } }),
    'GET /api/user': () => ({ body: { ...USER, role: 'SHIPPER', agentCodeIsNull: false } }),
    'POST /api/login/user-type': () => ({ body: { status: 'SkywardsUser', ...lanes } }),
  });
  const { queryClient } = renderWithProviders(<LoginModal onClose={vi.fn()} />, {
    route: '/?login',
  });

  await solveCaptcha('Log in');
  await fillCredentials(user);
  await user.click(screen.getByRole('button', { name: 'Log in' }));
  await user.type(await screen.findByLabelText('One-time code'), '123456');
  await user.click(screen.getByRole('button', { name: 'Verify' }));

  await waitFor(() =>
    expect(
      queryClient.getQueryData(['login-user-countries', 'customer@demo.skyparcel.test']),
    ).toEqual(lanes),
  );
  // Asked after the code step, with the new session: before it, every address is an individual.
  const asked = fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/login/user-type'));
  expect(asked).toHaveLength(1);
  const [, init] = asked[0] ?? [];
  expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer token-1');
  expect(JSON.parse(String(init?.body))).toEqual({ emailAddress: 'customer@demo.skyparcel.test' });
});

test('the landing of a due business application is the profile’s Business account section', () => {
  expect(getSignedInLandingPath(true, 'CUSTOMER', true)).toBe('/profile#business');
  expect(getSignedInLandingPath(true, 'CUSTOMER')).toBe('/my-package-lockers');
  expect(getSignedInLandingPath(true, 'ADMIN', true)).toBe('/admin/users');
});

test('shows a wrong code, and Back returns to the password step', async () => {
  const user = userEvent.setup();
  mockFetch({
    'POST /api/login/login': () => ({ body: CHALLENGE }),
    'POST /api/login/verify-code': () => ({
      status: 400,
      body: { error: { code: 'OTP_INVALID', message: 'Invalid code please try again.' } },
    }),
  });
  renderWithProviders(<LoginModal onClose={vi.fn()} />, { route: '/?login' });

  await solveCaptcha('Log in');
  await fillCredentials(user);
  await user.click(screen.getByRole('button', { name: 'Log in' }));
  await user.click(await screen.findByRole('button', { name: 'Verify' }));
  expect(await screen.findByText('Please insert a valid 6-digit code')).toBeInTheDocument();

  await user.type(screen.getByLabelText('One-time code'), '000000');
  await user.click(screen.getByRole('button', { name: 'Verify' }));
  const message = await screen.findByText('Invalid code please try again.');
  expect(message.closest('[role="alert"]')).not.toBeNull();

  await user.click(screen.getByRole('button', { name: 'Back' }));
  expect(screen.getByLabelText('Email')).toHaveValue('customer@demo.skyparcel.test');
  expect(window.localStorage.getItem('ssoToken')).toBeNull();
});
