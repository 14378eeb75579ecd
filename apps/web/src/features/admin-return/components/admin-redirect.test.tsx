import { screen, waitFor } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import { mockFetch } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render-with-providers';
import { AdminRedirect } from './admin-redirect';

const SESSION = {
  token: 'customer-session',
  expiresAt: '2026-11-26T12:00:00.000Z',
  role: 'CUSTOMER',
  fromAdmin: true,
};

afterEach(() => {
  window.sessionStorage.clear();
});

function openLink(adminToken: string, returnTo: string) {
  mockFetch({ 'POST /api/login/admin-token': () => ({ body: SESSION }) });
  const query = new URLSearchParams({ adminToken, returnTo });
  renderWithProviders(<AdminRedirect />, { route: `/admin-redirect?${query.toString()}` });
}

test("opens the invoice the operator's link names, with its id, signed in as the customer", async () => {
  openLink('code-1', '/shipping-invoice?id=6f1c1d7e-0000-4000-8000-000000000000');
  await waitFor(() =>
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/shipping-invoice?id=6f1c1d7e-0000-4000-8000-000000000000',
    ),
  );
  expect(window.sessionStorage.getItem('fromAdmin')).toBe('true');
});

test('a landing page outside the admin-return list opens the shipping invoices instead', async () => {
  openLink('code-2', '/my-suite?id=1');
  await waitFor(() =>
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/shipping-invoice$/),
  );
});
