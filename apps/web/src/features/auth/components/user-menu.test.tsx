import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test, vi } from 'vitest';
import { saveSession } from '@/lib/session-token';
import { mockFetch } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render-with-providers';
import { UserMenu } from './user-menu';

function userWithRole(role: string) {
  return {
    id: 'u2',
    email: 'business-admin@demo.skyparcel.test',
    firstName: 'Omar',
    middleName: null,
    lastName: 'Saleh',
    role,
    baseCarrier: 'WF',
    airlineCode: null,
    targetCurrency: 'KWD',
    preferredLocale: 'en-US',
    agentCodeIsNull: false,
  };
}

test.each([
  ['SHIPPER ADMIN', ['Profile', 'Suite', 'Reports', 'Invoices']],
  ['SHIPPER', ['Profile', 'Suite', 'Reports']],
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
