import type { Role } from '@skyparcel/domain/accounts';
import { screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { saveSession } from '@/lib/session-token';
import { aCurrentUser } from '@/testing/current-user';
import { mockFetch } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render-with-providers';
import { RoleRequired } from './role-required';

function userWith(role: Role) {
  return aCurrentUser({
    email: 'someone@demo.skyparcel.test',
    firstName: 'Some',
    lastName: 'One',
    role,
  });
}

function renderGuarded() {
  return renderWithProviders(
    <RoleRequired roles={['ADMIN']} pageName="User management">
      <p>Admin content</p>
    </RoleRequired>,
  );
}

test('a visitor is asked to log in', () => {
  renderGuarded();
  expect(screen.getByRole('heading', { name: 'Sign in to continue' })).toBeInTheDocument();
  expect(screen.queryByText('Admin content')).not.toBeInTheDocument();
});

test.each<Role>(['CUSTOMER', 'STAFF'])('a %s sees the 403 page', async (role) => {
  saveSession('token-1', '2099-01-01T00:00:00.000Z');
  mockFetch({ 'GET /api/user': () => ({ body: userWith(role) }) });
  renderGuarded();
  expect(
    await screen.findByRole('heading', { name: 'You do not have access to this page' }),
  ).toBeInTheDocument();
  expect(screen.getByText(/Your account cannot open User management/)).toBeInTheDocument();
  expect(screen.queryByText('Admin content')).not.toBeInTheDocument();
});

test('an admin sees the page', async () => {
  saveSession('token-1', '2099-01-01T00:00:00.000Z');
  mockFetch({ 'GET /api/user': () => ({ body: userWith('ADMIN') }) });
  renderGuarded();
  expect(await screen.findByText('Admin content')).toBeInTheDocument();
});
