import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test, vi } from 'vitest';
import { findDialog } from '@/testing/find-dialog';
import { mockFetch } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render-with-providers';
import { AuthModals } from './auth-modals';
import { ChooseNewPasswordModal } from './choose-new-password-modal';

// Each test walks a whole flow through modals whose code loads on first use.
vi.setConfig({ testTimeout: 20_000 });

const NEW_PASSWORD = 'Fjord-Tromsø-42!';

async function typeNewPassword(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText('New password *'), NEW_PASSWORD);
  await user.type(screen.getByLabelText('Confirm password *'), NEW_PASSWORD);
  await user.click(screen.getByRole('button', { name: 'Save the new password' }));
}

test('the reset link keeps its token in localStorage and leaves the address', async () => {
  mockFetch({});
  renderWithProviders(<AuthModals />, { route: '/faqs?resetToken=reset-123&lang=fr' });

  expect(await findDialog('Choose a new password')).toBeInTheDocument();
  await waitFor(() =>
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/faqs\?lang=fr$/),
  );
  expect(window.localStorage.getItem('resetToken')).toBe('reset-123');
});

test("without a stored token it says 'No token found'", async () => {
  mockFetch({});
  renderWithProviders(<ChooseNewPasswordModal onClose={vi.fn()} />);

  expect(screen.getByText('No token found').closest('[role="alert"]')).not.toBeNull();
  expect(screen.queryByLabelText('New password *')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Send the link' })).toBeInTheDocument();
});

test('refuses a previously used password with the server text, then accepts a new one', async () => {
  const user = userEvent.setup();
  let answer: { status: number; body: unknown } = {
    status: 400,
    body: {
      error: {
        code: 'PASSWORD_USED_BEFORE',
        message: 'The password provided has been used previously',
      },
    },
  };
  const fetchMock = mockFetch({ 'POST /api/register/set-password': () => answer });
  renderWithProviders(<AuthModals />, { route: '/?resetToken=reset-123' });

  await typeNewPassword(user);
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('The password provided has been used previously');
  const body = JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body));
  expect(body).toEqual({ token: 'reset-123', newPassword: NEW_PASSWORD });

  answer = { status: 200, body: { message: 'Password changed successfully' } };
  await user.click(screen.getByRole('button', { name: 'Save the new password' }));

  // ForgotPasswordPasswordChanged: the Login modal opens with the news; the token is spent.
  const login = await findDialog('Log in');
  expect(login).toHaveTextContent('Password changed successfully');
  expect(login).toHaveTextContent('You can now log in with your new password.');
  expect(window.localStorage.getItem('resetToken')).toBeNull();
});

test('a new password the server refuses shows its text under the New password field', async () => {
  const user = userEvent.setup();
  // The request names the field newPassword; the form shows it on its password field.
  mockFetch({
    'POST /api/register/set-password': () => ({
      status: 400,
      body: {
        error: {
          code: 'VALIDATION_FAILED',
          message: 'Please check the form',
          fields: { newPassword: 'validation.commonPassword' },
        },
      },
    }),
  });
  renderWithProviders(<AuthModals />, { route: '/?resetToken=reset-123' });

  await typeNewPassword(user);

  expect(
    await screen.findByText('This password is too common. Please choose another one.'),
  ).toBeInTheDocument();
  expect(screen.getByLabelText('New password *')).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByLabelText('New password *')).toHaveFocus();
  expect(screen.getByRole('alert')).toHaveTextContent('Please check the form');
});

test("a spent or expired link says 'No token found' and offers to send a new one", async () => {
  const user = userEvent.setup();
  mockFetch({
    'POST /api/register/set-password': () => ({
      status: 400,
      body: { error: { code: 'RESET_TOKEN_INVALID', message: 'No token found' } },
    }),
  });
  renderWithProviders(<AuthModals />, { route: '/?resetToken=spent' });

  await typeNewPassword(user);
  expect(await screen.findByRole('alert')).toHaveTextContent('No token found');
  expect(window.localStorage.getItem('resetToken')).toBeNull();
  await user.click(screen.getByRole('button', { name: 'Send the link' }));
  expect(await findDialog('Forgot your password?')).toBeInTheDocument();
});
