import { screen } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import { findDialog } from '@/testing/find-dialog';
import { renderWithProviders } from '@/testing/render-with-providers';
import { AuthModals } from './auth-modals';

// A build with VITE_LOYALTY_SIGN_IN=false, for a server started with LOYALTY_SIGN_IN=false.
vi.mock('@/config/env', async (importOriginal) => {
  const original = await importOriginal<typeof import('@/config/env')>();
  return { env: { ...original.env, isLoyaltySignInOn: false } };
});

test.each([
  ['Log in', '/?lang=en-US&login'],
  ['Agent log in', '/?lang=en-US&botlogin'],
])('%s offers no loyalty programme sign-in when the build turns it off', async (title, route) => {
  renderWithProviders(<AuthModals />, { route });
  const dialog = await findDialog(title);
  expect(dialog).toHaveTextContent('Email');
  expect(
    screen.queryByRole('button', { name: 'Continue with the loyalty programme' }),
  ).not.toBeInTheDocument();
  expect(dialog.querySelector('.sign-in-divider')).toBeNull();
});
