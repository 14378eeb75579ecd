import type { AdminUser } from '@skyparcel/domain/accounts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test } from 'vitest';
import { mockFetch } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render-with-providers';
import { UserAdminPanel } from './user-admin-panel';

const PENDING: AdminUser = {
  id: '7d1c2a4e-5b6f-4c3d-8e9f-0a1b2c3d4e5f',
  email: 'pending@example.com',
  firstName: 'Pia',
  middleName: null,
  lastName: 'Pending',
  role: 'CUSTOMER',
  suiteNumber: null,
  isActive: true,
  isApproved: false,
  isRejected: false,
  emailConfirmed: true,
  hasAuthenticator: false,
  createdAt: '2026-11-20T09:00:00.000Z',
};

function statusBodyOf(init: RequestInit | undefined) {
  return JSON.parse(String(init?.body));
}

test('approves at once, and shows the new state with the success text', async () => {
  const user = userEvent.setup();
  let current = PENDING;
  const fetchMock = mockFetch({
    [`GET /api/UserProfile/${PENDING.id}`]: () => ({ body: current }),
    [`PUT /api/UserProfile/${PENDING.id}/update-status`]: (_url, init) => {
      current = { ...current, ...statusBodyOf(init), suiteNumber: 'SP123456' };
      return { body: current };
    },
  });
  renderWithProviders(<UserAdminPanel userId={PENDING.id} currentUserId="admin-id" />);

  expect(await screen.findByRole('heading', { level: 1, name: 'Pia Pending' })).toBeInTheDocument();
  expect(screen.getByText('Pending review')).toBeInTheDocument();
  expect(screen.getByText('Given on approval')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Approve' }));

  expect(
    await screen.findByText('Pia Pending is approved and has been told by e-mail.'),
  ).toBeInTheDocument();
  expect(screen.getByText('SP123456')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
  const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
  expect(statusBodyOf(put?.[1])).toEqual({ isApproved: true });
});

test('asks before deactivating; Cancel changes nothing, and a refusal shows in the dialog', async () => {
  const user = userEvent.setup();
  const fetchMock = mockFetch({
    [`GET /api/UserProfile/${PENDING.id}`]: () => ({ body: { ...PENDING, isApproved: true } }),
    [`PUT /api/UserProfile/${PENDING.id}/update-status`]: () => ({
      status: 404,
      body: { error: { code: 'USER_NOT_FOUND', message: 'User not found.' } },
    }),
  });
  renderWithProviders(<UserAdminPanel userId={PENDING.id} currentUserId="admin-id" />);

  await user.click(await screen.findByRole('button', { name: 'Deactivate' }));
  const dialog = screen.getByRole('dialog', { name: 'Deactivate this account?' });
  expect(dialog).toHaveTextContent('Pia Pending (pending@example.com) is signed out everywhere');
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);

  await user.click(screen.getByRole('button', { name: 'Deactivate' }));
  const again = screen.getByRole('dialog', { name: 'Deactivate this account?' });
  await user.click(within(again).getByRole('button', { name: 'Deactivate' }));
  expect(await within(again).findByRole('alert')).toHaveTextContent('User not found.');
});

test('changes the role after confirming it', async () => {
  const user = userEvent.setup();
  let current: AdminUser = { ...PENDING, isApproved: true };
  mockFetch({
    [`GET /api/UserProfile/${PENDING.id}`]: () => ({ body: current }),
    [`PUT /api/UserProfile/${PENDING.id}/update-role`]: (_url, init) => {
      current = { ...current, role: statusBodyOf(init).role };
      return { body: current };
    },
  });
  renderWithProviders(<UserAdminPanel userId={PENDING.id} currentUserId="admin-id" />);

  const change = await screen.findByRole('button', { name: 'Change role' });
  expect(change).toBeDisabled();
  await user.selectOptions(screen.getByLabelText('New role'), 'STAFF');
  await user.click(change);
  const dialog = screen.getByRole('dialog', { name: 'Change the role?' });
  expect(dialog).toHaveTextContent('changes from Customer to Staff (warehouse)');
  await user.click(within(dialog).getByRole('button', { name: 'Change role' }));

  expect(await screen.findByText('Pia Pending is now Staff (warehouse).')).toBeInTheDocument();
  expect(screen.getByText('Not set up yet')).toBeInTheDocument();
});

test('the admin’s own account can be read but not changed', async () => {
  mockFetch({ [`GET /api/UserProfile/${PENDING.id}`]: () => ({ body: PENDING }) });
  renderWithProviders(<UserAdminPanel userId={PENDING.id} currentUserId={PENDING.id} />);

  expect(
    await screen.findByText(
      'This is your own account. Another administrator must change its status or role.',
    ),
  ).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
  expect(screen.queryByLabelText('New role')).not.toBeInTheDocument();
});

test("ticks a staff member's warehouses and saves them; a refusal keeps the boxes", async () => {
  const user = userEvent.setup();
  const clerk: AdminUser = { ...PENDING, role: 'STAFF', isApproved: true, hasAuthenticator: true };
  const warehouse = (id: string, code: string, name: string) => ({ id, code, name });
  // Warehouse ids are UUIDs: the form checks them with the server's schema.
  const [US_ID, GB_ID] = [
    '5f841afc-c9e3-455e-8c4f-cc527d2e5266',
    '0b6c1c1e-8f0a-4d8e-9a43-2f4f1f1f2b10',
  ];
  let saved: string[] = [US_ID];
  let refuse = false;
  const fetchMock = mockFetch({
    [`GET /api/UserProfile/${clerk.id}`]: () => ({ body: clerk }),
    'GET /api/deliveries/warehouses': () => ({
      body: [
        warehouse(US_ID, 'US-DE', 'United States warehouse'),
        warehouse(GB_ID, 'GB-LON', 'United Kingdom warehouse'),
      ],
    }),
    [`GET /api/UserProfile/${clerk.id}/warehouses`]: () => ({ body: { warehouseIds: saved } }),
    [`PUT /api/UserProfile/${clerk.id}/warehouses`]: (_url, init) => {
      if (refuse) {
        return {
          status: 404,
          body: {
            error: {
              code: 'WAREHOUSE_NOT_FOUND',
              message: 'Warehouse with id could not be found',
            },
          },
        };
      }
      saved = statusBodyOf(init).warehouseIds;
      return { body: { warehouseIds: saved } };
    },
  });
  renderWithProviders(<UserAdminPanel userId={clerk.id} currentUserId="admin-id" />);

  const group = await screen.findByRole('group', { name: 'Warehouses where Pia Pending works' });
  const us = within(group).getByRole('checkbox', { name: 'United States warehouse (US-DE)' });
  const gb = within(group).getByRole('checkbox', { name: 'United Kingdom warehouse (GB-LON)' });
  expect(us).toBeChecked();
  expect(gb).not.toBeChecked();

  await user.click(gb);
  await user.click(screen.getByRole('button', { name: 'Save warehouses' }));
  expect(await screen.findByText('Pia Pending now works at 2 warehouse(s).')).toBeInTheDocument();
  const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
  expect(statusBodyOf(put?.[1])).toEqual({ warehouseIds: [US_ID, GB_ID] });

  // After a save the boxes start again from what the server kept.
  const savedGroup = screen.getByRole('group', { name: 'Warehouses where Pia Pending works' });
  expect(
    within(savedGroup).getByRole('checkbox', { name: 'United Kingdom warehouse (GB-LON)' }),
  ).toBeChecked();
  refuse = true;
  await user.click(
    within(savedGroup).getByRole('checkbox', { name: 'United States warehouse (US-DE)' }),
  );
  await user.click(screen.getByRole('button', { name: 'Save warehouses' }));
  expect(await screen.findByText('Warehouse with id could not be found')).toBeInTheDocument();
  expect(
    within(savedGroup).getByRole('checkbox', { name: 'United States warehouse (US-DE)' }),
  ).not.toBeChecked();
});

test('offers no warehouses for a customer', async () => {
  mockFetch({ [`GET /api/UserProfile/${PENDING.id}`]: () => ({ body: PENDING }) });
  renderWithProviders(<UserAdminPanel userId={PENDING.id} currentUserId="admin-id" />);
  await screen.findByRole('heading', { level: 1, name: 'Pia Pending' });
  expect(screen.queryByRole('heading', { name: 'Warehouses' })).not.toBeInTheDocument();
});
