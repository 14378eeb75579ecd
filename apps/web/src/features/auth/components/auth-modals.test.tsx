import { screen, waitFor } from '@testing-library/react';
import { expect, test } from 'vitest';
import { saveSession } from '@/lib/session-token';
import { mockFetch } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render-with-providers';
import { AuthModals } from './auth-modals';

test.each([
  ['/?login', '/'],
  ['/faqs?lang=fr&register', '/faqs?lang=fr'],
  ['/?createAccount=signup', '/'],
  ['/?botlogin', '/'],
])('a signed-in user opening %s gets no modal, and the address loses it', async (route, rest) => {
  saveSession('token-1', '2099-01-01T00:00:00.000Z');
  mockFetch({ 'POST /api/login/refresh': () => ({ status: 401, body: null }) });
  renderWithProviders(<AuthModals />, { route });

  await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(rest));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});
