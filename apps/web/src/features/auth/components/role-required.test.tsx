import { ROLES, type Role } from '@skyparcel/domain/accounts';
import { screen } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import { type PageAccess, paths } from '@/config/paths';
import { saveSession } from '@/lib/session-token';
import { aCurrentUser } from '@/testing/current-user';
import { mockFetch } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render-with-providers';
import { RoleRequired } from './role-required';

function signInAs(role: Role) {
  saveSession('token-1', '2099-01-01T00:00:00.000Z');
  return mockFetch({
    'GET /api/user': () => ({
      body: aCurrentUser({
        email: 'someone@demo.skyparcel.test',
        firstName: 'Some',
        lastName: 'One',
        role,
      }),
    }),
  });
}

function renderGuarded(access: PageAccess) {
  return renderWithProviders(
    <RoleRequired access={access} pageName="User management">
      <p>Protected content</p>
    </RoleRequired>,
  );
}

const OPERATOR_PAGE = paths.staff.access;
const ADMIN_PAGE = paths.adminUsers.access;
const ALLOWED_ON_OPERATOR_PAGE: readonly Role[] = ['STAFF', 'ADMIN'];

test.each<PageAccess>(['signedIn', OPERATOR_PAGE, ADMIN_PAGE])(
  'a visitor is asked to log in (%s)',
  (access) => {
    renderGuarded(access);
    expect(screen.getByRole('heading', { name: 'Sign in to continue' })).toBeInTheDocument();
    expect(screen.queryByText('Protected content')).not.toBeInTheDocument();
  },
);

test('shows the loader, not the page, while the user is fetched', () => {
  saveSession('token-1', '2099-01-01T00:00:00.000Z');
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise<Response>(() => undefined)),
  );
  renderGuarded(ADMIN_PAGE);
  expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  expect(screen.queryByText('Protected content')).not.toBeInTheDocument();
});

test.each(ROLES.filter((role) => !ALLOWED_ON_OPERATOR_PAGE.includes(role)))(
  'a %s sees the 403 page on a staff page',
  async (role) => {
    signInAs(role);
    renderGuarded(OPERATOR_PAGE);
    expect(
      await screen.findByRole('heading', { name: 'You do not have access to this page' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Your account cannot open User management/)).toBeInTheDocument();
    expect(screen.queryByText('Protected content')).not.toBeInTheDocument();
  },
);

test.each(ALLOWED_ON_OPERATOR_PAGE)('a %s sees a staff page', async (role) => {
  signInAs(role);
  renderGuarded(OPERATOR_PAGE);
  expect(await screen.findByText('Protected content')).toBeInTheDocument();
});

test('a STAFF member sees the 403 page on an admin page, an ADMIN the page', async () => {
  signInAs('STAFF');
  const { unmount } = renderGuarded(ADMIN_PAGE);
  expect(
    await screen.findByRole('heading', { name: 'You do not have access to this page' }),
  ).toBeInTheDocument();
  unmount();

  signInAs('ADMIN');
  renderGuarded(ADMIN_PAGE);
  expect(await screen.findByText('Protected content')).toBeInTheDocument();
});

// Without waiting for the user: the API answers such a page for the caller only.
test.each(ROLES)('a %s sees a page for anyone signed in at once', (role) => {
  signInAs(role);
  renderGuarded('signedIn');
  expect(screen.getByText('Protected content')).toBeInTheDocument();
});

test('a user that could not be fetched gets the error and a Retry', async () => {
  saveSession('token-1', '2099-01-01T00:00:00.000Z');
  mockFetch({
    'GET /api/user': () => ({
      status: 503,
      body: { error: { code: 'SERVICE_UNAVAILABLE', message: 'Service Unavailable' } },
    }),
  });
  renderGuarded(ADMIN_PAGE);
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Service Unavailable');
  expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  expect(screen.queryByText('Protected content')).not.toBeInTheDocument();
});
