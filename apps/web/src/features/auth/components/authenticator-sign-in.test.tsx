import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test, vi } from 'vitest';
import { mockFetch } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render-with-providers';
import { solveCaptcha } from '@/testing/solve-captcha';
import { LoginModal } from './login-modal';

const CHALLENGE = {
  challengeId: '0b6f1c55-3f2f-4a4e-9a53-2d3c5b1e8f10',
  verificationCodeExpiry: '2026-11-23T12:10:00.000Z',
  agentCodeIsNull: true,
  approvalStatusIsApproved: true,
};

const ENROLMENT = {
  otpauthUri:
    'otpauth://totp/Skyparcel:new-clerk%40example.com?secret=ABCDEFGHIJKLMNOP&issuer=Skyparcel',
  qrCodeDataUrl: 'data:image/svg+xml;base64,PHN2Zy8+',
  secret: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567',
};

async function submitPassword(user: ReturnType<typeof userEvent.setup>, email: string) {
  await solveCaptcha('Log in');
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), 'Demo-pass-1!');
  await user.click(screen.getByRole('button', { name: 'Log in' }));
}

test.each([
  ['ADMIN', '/admin/users'],
  ['STAFF', '/staff'],
])(
  'a %s types the authenticator code and lands on %s',
  async (role, landing) => {
    const user = userEvent.setup();
    mockFetch({
      'POST /api/login/login': () => ({ body: { ...CHALLENGE, secondFactor: 'totp' } }),
      'POST /api/login/verify-code': () => ({
        body: {
          token: 'token-2',
          expiresAt: '2026-11-23T12:15:00.000Z',
          role,
          agentCodeIsNull: true,
        },
      }),
    });
    renderWithProviders(<LoginModal onClose={vi.fn()} />, { route: '/?login' });

    await submitPassword(user, 'admin@demo.skyparcel.test');
    const codeField = await screen.findByLabelText('Authenticator code');
    expect(screen.getByText(/Open the authenticator app on your phone/)).toBeInTheDocument();
    expect(screen.queryByText(/We sent a 6-digit code/)).not.toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    await user.type(codeField, '654321');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(landing));
    expect(window.localStorage.getItem('ssoToken')).toBe('token-2');
  },
  15_000,
);

test('a first sign-in shows the QR code and the key to set up the authenticator', async () => {
  const user = userEvent.setup();
  const fetchMock = mockFetch({
    'POST /api/login/login': () => ({
      body: { ...CHALLENGE, secondFactor: 'totp-enrolment', totpEnrolment: ENROLMENT },
    }),
    'POST /api/login/verify-code': () => ({
      status: 400,
      body: { error: { code: 'OTP_INVALID', message: 'Invalid code please try again.' } },
    }),
  });
  renderWithProviders(<LoginModal onClose={vi.fn()} />, { route: '/?login' });

  await submitPassword(user, 'new-clerk@example.com');
  expect(
    await screen.findByRole('heading', { name: 'Set up your authenticator app' }),
  ).toBeInTheDocument();
  expect(screen.getByText(/Scan this QR code with the app/)).toBeInTheDocument();
  const qr = screen.getByRole('img', {
    name: 'QR code that adds your Skyparcel account to an authenticator app',
  });
  expect(qr).toHaveAttribute('src', ENROLMENT.qrCodeDataUrl);
  expect(screen.getByText('ABCD EFGH IJKL MNOP QRST UVWX YZ23 4567')).toBeInTheDocument();

  await user.type(screen.getByLabelText('Authenticator code'), '111111');
  await user.click(screen.getByRole('button', { name: 'Verify' }));
  expect(await screen.findByText('Invalid code please try again.')).toBeInTheDocument();
  expect(JSON.parse(String(fetchMock.mock.calls[1]?.[1]?.body))).toEqual({
    challengeId: CHALLENGE.challengeId,
    code: '111111',
  });
}, 15_000);
