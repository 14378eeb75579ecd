import type { Notification } from '@skyparcel/domain/packages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, expect, test } from 'vitest';
import { AppLink } from '@/components/ui/app-link';
import { saveSession } from '@/lib/session-token';
import { mockFetch } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render-with-providers';
import { NotificationsMenu } from './notifications-menu';

const RECEIVED: Notification = {
  id: '6f1c2a52-43a4-4e5b-9a43-0a4f0d1e0001',
  kind: 'package_received',
  packageId: 'pkg-1',
  warehouseId: 'wh-us',
  message: 'Package PK100042 from Gadget Store has arrived at your suite.',
  updatedOn: '2026-11-20T09:30:00.000Z',
};

const ACTION: Notification = {
  id: '6f1c2a52-43a4-4e5b-9a43-0a4f0d1e0002',
  kind: 'action_required',
  packageId: 'pkg-2',
  warehouseId: 'wh-us',
  message: 'Package PK100043 needs your action: documents are needed.',
  updatedOn: '2026-11-21T09:30:00.000Z',
};

beforeEach(() => {
  saveSession('token-1', '2099-11-23T12:15:00.000Z');
});

/** The API as the header sees it: unread notifications, and marking them read on the server. */
function notificationRoutes(initial: Notification[]) {
  let unread = [...initial];
  const fetchMock = mockFetch({
    'GET /api/user/notifications': () => ({ body: unread }),
    'POST /api/user/mark-notifications-read': (_url, init) => {
      const { notificationIds } = JSON.parse(String(init?.body)) as { notificationIds: string[] };
      unread = unread.filter((notification) => !notificationIds.includes(notification.id));
      return { body: { marked: notificationIds.length } };
    },
  });
  const calls = (method: string, path: string) =>
    fetchMock.mock.calls.filter(
      ([url, init]) => (init?.method ?? 'GET') === method && String(url).includes(path),
    );
  return { fetchMock, calls };
}

test('shows the unread count and lists what happened, each entry leading to its package', async () => {
  const user = userEvent.setup();
  notificationRoutes([ACTION, RECEIVED]);
  renderWithProviders(<NotificationsMenu />, { route: '/my-suite' });

  const button = await screen.findByRole('button', { name: 'Notifications: 2 unread' });
  expect(button).toHaveAttribute('aria-expanded', 'false');
  expect(button).toHaveTextContent('2');
  await user.click(button);

  expect(button).toHaveAttribute('aria-expanded', 'true');
  const panel = screen.getByRole('region', { name: 'Notifications' });
  const entries = within(panel).getAllByRole('link');
  expect(entries.map((entry) => entry.textContent)).toEqual([
    expect.stringMatching(
      /^Action requiredPackage PK100043 needs your action: documents are needed\./,
    ),
    expect.stringMatching(/^Package receivedPackage PK100042 from Gadget Store has arrived/),
  ]);
  expect(entries[0]).toHaveAttribute('href', '/my-suite/wh-us/packages/pkg-2');
  expect(within(entries[1] as HTMLElement).getByText(/2026/)).toHaveAttribute(
    'datetime',
    RECEIVED.updatedOn,
  );
});

test('is operated by keyboard: Enter opens, Tab reaches the entries, Escape closes and returns focus', async () => {
  const user = userEvent.setup();
  notificationRoutes([RECEIVED]);
  renderWithProviders(<NotificationsMenu />, { route: '/my-suite' });

  const button = await screen.findByRole('button', { name: 'Notifications: 1 unread' });
  button.focus();
  await user.keyboard('{Enter}');
  expect(screen.getByRole('region', { name: 'Notifications' })).toBeVisible();
  await user.tab();
  expect(screen.getByRole('link', { name: /PK100042/ })).toHaveFocus();

  await user.keyboard('{Escape}');
  expect(screen.queryByRole('region', { name: 'Notifications' })).not.toBeInTheDocument();
  expect(button).toHaveAttribute('aria-expanded', 'false');
  expect(button).toHaveFocus();
});

test('tabbing on past the last entry closes the list', async () => {
  const user = userEvent.setup();
  notificationRoutes([RECEIVED]);
  renderWithProviders(
    <>
      <NotificationsMenu />
      <button type="button">Next on the page</button>
    </>,
  );

  await user.click(await screen.findByRole('button', { name: 'Notifications: 1 unread' }));
  await user.tab();
  await user.tab();
  expect(screen.getByRole('button', { name: 'Next on the page' })).toHaveFocus();
  expect(screen.queryByRole('region', { name: 'Notifications' })).not.toBeInTheDocument();
});

test('opening an entry marks it read, takes it off the list and goes to the package', async () => {
  const user = userEvent.setup();
  const { calls } = notificationRoutes([ACTION, RECEIVED]);
  renderWithProviders(<NotificationsMenu />, { route: '/my-suite' });

  await user.click(await screen.findByRole('button', { name: 'Notifications: 2 unread' }));
  await user.click(screen.getByRole('link', { name: /PK100043/ }));

  expect(screen.getByTestId('location')).toHaveTextContent('/my-suite/wh-us/packages/pkg-2');
  const button = screen.getByRole('button', { name: 'Notifications: 1 unread' });
  expect(button).toHaveFocus();
  await waitFor(() => expect(calls('POST', '/user/mark-notifications-read')).toHaveLength(1));
  const [, init] = calls('POST', '/user/mark-notifications-read')[0] ?? [];
  expect(JSON.parse(String(init?.body))).toEqual({ notificationIds: [ACTION.id] });

  await user.click(button);
  const panel = screen.getByRole('region', { name: 'Notifications' });
  await waitFor(() => expect(within(panel).getAllByRole('link')).toHaveLength(1));
  expect(within(panel).getByRole('link')).toHaveTextContent('PK100042');
});

test('asks again for the list on every new page', async () => {
  const user = userEvent.setup();
  const { calls } = notificationRoutes([]);
  renderWithProviders(
    <>
      <NotificationsMenu />
      <AppLink to="/faqs">FAQs</AppLink>
    </>,
    { route: '/my-suite' },
  );

  const button = await screen.findByRole('button', { name: 'Notifications' });
  expect(calls('GET', '/user/notifications')).toHaveLength(1);
  await user.click(screen.getByRole('link', { name: 'FAQs' }));
  await waitFor(() => expect(calls('GET', '/user/notifications')).toHaveLength(2));

  await user.click(button);
  expect(screen.getByText('You have no unread notifications.')).toBeVisible();
});
