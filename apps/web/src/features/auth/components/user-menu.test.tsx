import type { Role } from '@skyparcel/domain/accounts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test, vi } from 'vitest';
import { saveSession } from '@/lib/session-token';
import { aCurrentUser } from '@/testing/current-user';
import { findDialog } from '@/testing/find-dialog';
import { mockFetch } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render-with-providers';
import { UserMenu } from './user-menu';

function userWithRole(role: Role) {
  return aCurrentUser({
    id: 'u2',
    email: 'business-admin@demo.skyparcel.test',
    firstName: 'Omar',
    lastName: 'Saleh',
    role,
    targetCurrency: 'KWD',
    agentCodeIsNull: false,
  });
}

// The spec's navigation labels (section 2): Shipments, Your packages, Bookings.
test.each<[Role, string[]]>([
  [
    'SHIPPER ADMIN',
    [
      'Profile',
      'Bookings',
      'Shipments',
      'Your packages',
      'Cart',
      'My History',
      'Invoices',
      'Reports',
    ],
  ],
  [
    'SHIPPER',
    ['Profile', 'Bookings', 'Shipments', 'Your packages', 'Cart', 'My History', 'Reports'],
  ],
  ['CUSTOMER', ['Profile', 'Shipments', 'Your packages', 'Cart', 'My History']],
  ['STAFF', ['Staff console', 'Profile', 'Shipments']],
])('a %s sees their first name and their menu entries', async (role, entries) => {
  const user = userEvent.setup();
  saveSession('token-1', '2026-11-23T12:15:00.000Z');
  mockFetch({ 'GET /api/user': () => ({ body: userWithRole(role) }) });
  renderWithProviders(<UserMenu onNavigate={vi.fn()} />, { route: '/my-suite' });

  const button = await screen.findByRole('button', { name: 'Omar' });
  expect(button).toHaveAttribute('aria-expanded', 'false');
  await user.click(button);

  expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(entries);
  await user.keyboard('{Escape}');
  expect(button).toHaveAttribute('aria-expanded', 'false');
  expect(button).toHaveFocus();
});

test('Log Out ends the session on the server and here, and goes home', async () => {
  const user = userEvent.setup();
  saveSession('token-1', '2026-11-23T12:15:00.000Z');
  const fetchMock = mockFetch({
    'GET /api/user': () => ({ body: userWithRole('CUSTOMER') }),
    'POST /api/login/logout': () => ({ status: 204, body: null }),
  });
  renderWithProviders(<UserMenu onNavigate={vi.fn()} />, { route: '/my-suite' });

  await user.click(await screen.findByRole('button', { name: 'Omar' }));
  await user.click(screen.getByRole('button', { name: 'Log Out' }));

  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
  expect(window.localStorage.getItem('ssoToken')).toBeNull();
  const logoutCall = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/login/logout'));
  expect(logoutCall?.[1]?.headers).toMatchObject({ Authorization: 'Bearer token-1' });
});

test('Change password opens a modal that shows the server refusal and success', async () => {
  const user = userEvent.setup();
  saveSession('token-1', '2026-11-23T12:15:00.000Z');
  let answer: { status: number; body: unknown } = {
    status: 400,
    body: {
      error: { code: 'CURRENT_PASSWORD_INCORRECT', message: 'Current Password is incorrect' },
    },
  };
  const fetchMock = mockFetch({
    'GET /api/user': () => ({ body: userWithRole('CUSTOMER') }),
    'POST /api/user/set-password': () => answer,
  });
  renderWithProviders(<UserMenu onNavigate={vi.fn()} />, { route: '/my-suite' });

  const menuButton = await screen.findByRole('button', { name: 'Omar' });
  await user.click(menuButton);
  await user.click(screen.getByRole('button', { name: 'Change password' }));
  const dialog = await findDialog('Change password');
  expect(screen.getByLabelText('Current password *')).toHaveFocus();

  await user.type(screen.getByLabelText('Current password *'), 'Wrong-pass-1!');
  await user.type(screen.getByLabelText('New password *'), 'Fjord-Tromsø-42!');
  await user.type(screen.getByLabelText('Confirm password *'), 'Fjord-Tromsø-42!');
  await user.click(within(dialog).getByRole('button', { name: 'Change password' }));
  expect(await screen.findByText('Current Password is incorrect')).toBeInTheDocument();
  expect(screen.getByLabelText('Current password *')).toHaveAttribute('aria-invalid', 'true');

  answer = { status: 200, body: { message: 'Password changed successfully' } };
  await user.clear(screen.getByLabelText('Current password *'));
  await user.type(screen.getByLabelText('Current password *'), 'Demo-pass-1!');
  await user.click(within(dialog).getByRole('button', { name: 'Change password' }));
  expect(await within(dialog).findByText('Password changed successfully')).toBeInTheDocument();
  const body = JSON.parse(String(fetchMock.mock.calls.at(-1)?.[1]?.body));
  expect(body).toEqual({ oldPassword: 'Demo-pass-1!', newPassword: 'Fjord-Tromsø-42!' });

  // The header's × and the button under the message both close it; the latter is the next step.
  const closeButtons = within(dialog).getAllByRole('button', { name: 'Close' });
  await user.click(closeButtons.at(-1) ?? dialog);
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(menuButton).toHaveFocus();
}, 20_000);
