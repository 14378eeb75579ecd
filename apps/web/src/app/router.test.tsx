import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, expect, test } from 'vitest';
import { GUARDED_PATHS, paths } from '@/config/paths';
import { saveSession } from '@/lib/session-token';
import { aCurrentUser } from '@/testing/current-user';
import { mockFetch } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render-with-providers';
import { AppRoutes } from './router';

// The pages load lazily; in tests Vite compiles each page's modules on first import, which on a
// busy machine takes longer than a `findBy` waits (1 s). Load them once before any test, so each
// test waits only for what a visitor waits for: the page to render.
beforeAll(async () => {
  await Promise.all([
    import('./routes/home-page'),
    import('./routes/tracking-page'),
    import('./routes/faqs-page'),
    import('./routes/my-suite-page'),
    import('./routes/my-package-lockers-page'),
    import('./routes/admin-redirect-page'),
    import('./routes/not-found-page'),
  ]);
}, 120_000);

beforeEach(() => {
  // The home page's sections load their data; empty lists are enough here.
  mockFetch({
    'GET /api/deliveries/warehouses': () => ({ body: [] }),
    'GET /api/shipping/countries': () => ({ body: [] }),
    'GET /api/shipping/popular-items': () => ({ body: [] }),
    'GET /api/faqs': () => ({ body: [] }),
  });
});

test('the home page has the tracking box, the calculator, the items search and the FAQs', async () => {
  renderWithProviders(<AppRoutes />);

  expect(
    await screen.findByRole('heading', { level: 1, name: 'Shop the world. We fly it home.' }),
  ).toBeInTheDocument();
  for (const name of [
    'Track your shipments',
    'Rate calculator',
    'Prohibited and restricted items',
    'Questions we hear often',
  ]) {
    expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
  }
  expect(screen.getByRole('banner')).toBeInTheDocument();
  expect(screen.getByRole('main')).toBeInTheDocument();
  expect(screen.getByRole('contentinfo')).toBeInTheDocument();
});

test('matches /Tracking case-insensitively', async () => {
  renderWithProviders(<AppRoutes />, { route: '/tracking' });
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Track shipments' }),
  ).toBeInTheDocument();
});

test.each([
  '/profile',
  '/edi-booking',
  '/my-suite',
  '/my-package-lockers',
  '/invoices',
  '/reports',
  '/service-return-invoice',
  '/shipping-invoice',
  '/delivery-status',
  '/manual-credit-invoice',
])('%s asks a visitor to log in, over the same page', async (route) => {
  const user = userEvent.setup();
  renderWithProviders(<AppRoutes />, { route });

  expect(
    await screen.findByRole('heading', { level: 1, name: 'Sign in to continue' }),
  ).toBeInTheDocument();
  await user.click(within(screen.getByRole('main')).getByRole('button', { name: 'Log In' }));
  // The navigation waits for the Login modal's lazily loaded code.
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(`${route}?login`));
  expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
});

test.each([
  ['/login?lang=fr', '/?lang=fr&login'],
  ['/botlogin', '/?botlogin'],
  ['/_app', '/'],
])('%s goes to %s', async (route, target) => {
  renderWithProviders(<AppRoutes />, { route });
  expect(await screen.findByTestId('location')).toHaveTextContent(target);
});

test('shows a not-found page for unknown paths', async () => {
  renderWithProviders(<AppRoutes />, { route: '/no-such-page' });
  expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
});

test('Sign Up and Log In open their modals through the address', async () => {
  const user = userEvent.setup();
  renderWithProviders(<AppRoutes />, { route: '/faqs' });
  const header = screen.getByRole('banner');

  await user.click(within(header).getByRole('button', { name: 'Sign Up' }));
  expect(screen.getByTestId('location')).toHaveTextContent('/faqs?register');
  await user.click(within(header).getByRole('button', { name: 'Log In' }));
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/faqs?login'));
});

test('the header changes style after 50 px of scrolling', () => {
  renderWithProviders(<AppRoutes />);
  const header = screen.getByRole('banner');

  window.scrollY = 50;
  fireEvent.scroll(window);
  expect(header).not.toHaveClass('is-scrolled');
  window.scrollY = 51;
  fireEvent.scroll(window);
  expect(header).toHaveClass('is-scrolled');
  window.scrollY = 0;
});

test('the footer names the current year, the support e-mail and the developer', () => {
  renderWithProviders(<AppRoutes />);
  const footer = screen.getByRole('contentinfo');

  expect(
    within(footer).getByText(`© ${new Date().getFullYear()} Skyparcel. All rights reserved.`),
  ).toBeInTheDocument();
  expect(within(footer).getByRole('link', { name: 'support@skyparcel.example' })).toHaveAttribute(
    'href',
    'mailto:support@skyparcel.example',
  );
  expect(within(footer).getByRole('link', { name: 'Website by Skyparcel Digital' })).toBeVisible();
  expect(
    within(footer).getByRole('link', { name: 'Follow Skyparcel on social media' }),
  ).toBeVisible();
});

test('/admin-redirect without a code says the link is not valid and signs nobody in', async () => {
  renderWithProviders(<AppRoutes />, { route: '/admin-redirect' });
  expect(await screen.findByRole('alert')).toHaveTextContent(
    "This link has expired or has already been used. Open the customer's portal again from user management.",
  );
  expect(window.localStorage.getItem('ssoToken')).toBeNull();
});

// The guard reads `access` from config/paths.ts: a page added there with `access` is guarded
// without anyone remembering to wrap it. Parameters are filled with any value.
test.each(GUARDED_PATHS.map((name) => paths[name].path.replace(/:\w+/g, 'x')))(
  '%s (guarded in config/paths.ts) asks a visitor to log in',
  async (route) => {
    renderWithProviders(<AppRoutes />, { route });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sign in to continue' }),
    ).toBeInTheDocument();
  },
);

test.each([
  ['CUSTOMER', '/staff/packages'],
  ['SHIPPER ADMIN', '/staff'],
  ['STAFF', '/admin/users/u-1'],
] as const)('a %s opening %s sees the 403 page', async (role, route) => {
  saveSession('token-1', '2099-01-01T00:00:00.000Z');
  mockFetch({
    'GET /api/user': () => ({ body: aCurrentUser({ role }) }),
    'GET /api/user/notifications': () => ({ body: [] }),
  });
  renderWithProviders(<AppRoutes />, { route });
  expect(
    await screen.findByRole('heading', { level: 1, name: 'You do not have access to this page' }),
  ).toBeInTheDocument();
});
