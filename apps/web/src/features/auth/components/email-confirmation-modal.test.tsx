import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { expect, test, vi } from 'vitest';
import { findDialog } from '@/testing/find-dialog';
import { mockFetch } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render-with-providers';
import { AuthModals } from './auth-modals';

// Each test walks a whole flow through modals whose code loads on first use.
vi.setConfig({ testTimeout: 20_000 });

test('confirms the link once, takes the token out of the address and offers login', async () => {
  const user = userEvent.setup();
  const fetchMock = mockFetch({
    'POST /api/register/confirm-email': () => ({ body: { status: 'EmailConfirmed' } }),
  });
  renderWithProviders(
    <StrictMode>
      <AuthModals />
    </StrictMode>,
    { route: '/?token=confirm-456&lang=en-US' },
  );

  const dialog = await findDialog('Your e-mail address is confirmed');
  expect(dialog).toHaveTextContent('Our team now reviews your account');
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/\?lang=en-US$/);
  expect(fetchMock).toHaveBeenCalledTimes(1);
  expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({ token: 'confirm-456' });

  await user.click(screen.getByRole('button', { name: 'Log In' }));
  expect(await findDialog('Log in')).toBeInTheDocument();
  expect(screen.getByTestId('location')).toHaveTextContent('/?lang=en-US&login');
});

test("shows the error title of a spent or unknown link, with the call's 400 text", async () => {
  mockFetch({
    'POST /api/register/confirm-email': () => ({
      status: 400,
      body: {
        error: {
          code: 'CONFIRM_EMAIL_FAILED',
          message: 'An invalid email or confirmation code was provided.',
        },
      },
    }),
  });
  renderWithProviders(<AuthModals />, { route: '/?token=spent' });

  const dialog = await findDialog(
    "Token is invalid or it's already expired. Please login to re-send the confirmation email.",
  );
  expect(within(dialog).getByRole('alert')).toHaveTextContent(
    'An invalid email or confirmation code was provided.',
  );
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
  expect(screen.getByRole('button', { name: 'Log In' })).toBeInTheDocument();
});
