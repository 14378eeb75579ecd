import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, test } from 'vitest';
import { saveSession } from '@/lib/session-token';
import { mockFetch } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render-with-providers';
import { PACKAGE } from '../testing/suite-fixtures';
import { PackageDetails } from './package-details';

// jsdom has no object URLs; each blob gets a fake one while these tests run.
beforeEach(() => {
  let next = 0;
  URL.createObjectURL = () => `blob:photo-${++next}`;
  URL.revokeObjectURL = () => undefined;
});

afterEach(() => {
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
});

function detailsRoutes(details = PACKAGE) {
  return mockFetch({
    'GET /api/warehouses/wh-us/packages/pkg-1': () => ({ body: details }),
    'GET /api/warehouses/wh-us/packages/pkg-1/photos/photo-1': () => ({ body: 'jpeg-1' }),
    'GET /api/warehouses/wh-us/packages/pkg-1/photos/photo-2': () => ({ body: 'jpeg-2' }),
    'GET /api/Packages/uploaded-files': () => ({
      body: { items: [], page: 1, pageSize: 20, total: 0 },
    }),
  });
}

test('shows what arrived, its storage, comments and items', async () => {
  detailsRoutes();
  renderWithProviders(<PackageDetails warehouseId="wh-us" packageId="pkg-1" />);

  expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Package PK100042' }),
  ).toBeInTheDocument();
  expect(screen.getByText('Action required', { selector: '.badge' })).toBeInTheDocument();
  expect(screen.getByText('Needed from you: item details are needed')).toBeInTheDocument();
  const fact = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;
  expect(fact('Package ID')).toHaveTextContent('PK100042');
  expect(fact('Retailer')).toHaveTextContent('Gadget Store');
  expect(fact('Tracking number')).toHaveTextContent('1Z999AA10123456784');
  expect(fact('Received on')).toHaveTextContent('2026');
  expect(fact('Quantity')).toHaveTextContent('2');
  expect(fact('Total value')).toHaveTextContent('$59.98');
  expect(fact('Total weight')).toHaveTextContent('1.5 kg');
  expect(fact('Free storage days left')).toHaveTextContent('8');
  expect(fact('Chargeable days')).toHaveTextContent('0');
  expect(fact('Storage fee so far')).toHaveTextContent('$0.00');
  expect(fact('From the warehouse')).toHaveTextContent('Box slightly dented on arrival.');
  // The team asked for item details: the declaration is open for correction at once.
  const items = screen.getByRole('form', { name: 'Item details' });
  expect(within(items).getByRole('textbox', { name: /Description/ })).toHaveValue('Phone case');
  expect(within(items).getByRole('textbox', { name: /Value per unit/ })).toHaveValue('29.99');
});

test('lists the declared items of a package nobody asked about', async () => {
  detailsRoutes({ ...PACKAGE, status: 'ready_to_send', reason: null, tab: 'readyToSend' });
  renderWithProviders(<PackageDetails warehouseId="wh-us" packageId="pkg-1" />);

  const items = await screen.findByRole('table', { name: 'Declared items' });
  expect(within(items).getByRole('row', { name: /Phone case/ })).toHaveTextContent('$29.99');
  expect(screen.queryByRole('form', { name: 'Item details' })).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Correct the item details' })).toBeInTheDocument();
});

test('opens photos full size, moves by arrow keys and gives focus back on Escape', async () => {
  const user = userEvent.setup();
  detailsRoutes();
  renderWithProviders(<PackageDetails warehouseId="wh-us" packageId="pkg-1" />);

  const second = await screen.findByRole('button', { name: 'Open photo 2 of 2 full size' });
  await user.click(second);
  const viewer = screen.getByRole('dialog', { name: 'Photo 2 of 2' });
  expect(
    await within(viewer).findByRole('img', { name: 'Package PK100042, photo 2' }),
  ).toBeVisible();

  await user.keyboard('{ArrowRight}');
  expect(screen.getByRole('dialog', { name: 'Photo 1 of 2' })).toBeInTheDocument();
  await user.keyboard('{ArrowLeft}');
  expect(screen.getByRole('dialog', { name: 'Photo 2 of 2' })).toBeInTheDocument();
  await user.click(within(viewer).getByRole('button', { name: 'Next photo' }));
  expect(screen.getByRole('dialog', { name: 'Photo 1 of 2' })).toBeInTheDocument();

  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(second).toHaveFocus();
});

test('puts the documents first, framed, when staff asked for them', async () => {
  detailsRoutes({ ...PACKAGE, reason: 'documents' });
  renderWithProviders(<PackageDetails warehouseId="wh-us" packageId="pkg-1" />);

  const upload = await screen.findByRole('region', { name: 'Upload your invoice' });
  const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
  expect(headings[0]).toBe('Upload your invoice');
  expect(await within(upload).findByText('No documents uploaded yet.')).toBeVisible();
});

test('otherwise lists the documents after the comments, before the photos', async () => {
  detailsRoutes();
  renderWithProviders(<PackageDetails warehouseId="wh-us" packageId="pkg-1" />);

  await screen.findByRole('region', { name: 'Documents' });
  const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
  expect(headings.indexOf('Documents')).toBe(headings.indexOf('Comments') + 1);
  expect(headings.indexOf('Package photos')).toBe(headings.indexOf('Documents') + 1);
});

test('says when a package has no photos or comments', async () => {
  detailsRoutes({
    ...PACKAGE,
    status: 'in_review',
    reason: null,
    photos: [],
    warehouseComment: null,
    lineItems: [],
  });
  renderWithProviders(<PackageDetails warehouseId="wh-us" packageId="pkg-1" />);

  expect(await screen.findByText('No photos of this package yet.')).toBeInTheDocument();
  expect(screen.getByText('No comments on this package.')).toBeInTheDocument();
  expect(screen.getByText('No items declared yet.')).toBeInTheDocument();
});

test('shows the API’s refusal of somebody else’s package', async () => {
  mockFetch({
    'GET /api/warehouses/wh-us/packages/pkg-1': () => ({
      status: 403,
      body: {
        error: {
          code: 'PACKAGE_NOT_OWNED',
          message: 'Package with id is not associated with this user.',
        },
      },
    }),
  });
  renderWithProviders(<PackageDetails warehouseId="wh-us" packageId="pkg-1" />);

  expect(
    await screen.findByRole('heading', { level: 1, name: 'This package could not be loaded.' }),
  ).toBeInTheDocument();
  expect(screen.getByRole('alert')).toHaveTextContent(
    'Package with id is not associated with this user.',
  );
});

test("reading the page reads the package's unread notifications, and only those", async () => {
  saveSession('token-1', '2099-01-01T00:00:00.000Z');
  const notification = (id: string, packageId: string) => ({
    id,
    kind: 'package_received',
    packageId,
    warehouseId: 'wh-us',
    message: 'Your package arrived',
    updatedOn: '2026-11-23T10:00:00.000Z',
  });
  let unread = [notification('n-1', 'pkg-1'), notification('n-2', 'pkg-other')];
  const marked: string[][] = [];
  mockFetch({
    'GET /api/warehouses/wh-us/packages/pkg-1': () => ({ body: PACKAGE }),
    'GET /api/Packages/uploaded-files': () => ({
      body: { items: [], page: 1, pageSize: 20, total: 0 },
    }),
    'GET /api/user/notifications': () => ({ body: unread }),
    'POST /api/user/mark-notifications-read': (_url, init) => {
      const { notificationIds } = JSON.parse(String(init?.body)) as { notificationIds: string[] };
      marked.push(notificationIds);
      unread = unread.filter((entry) => !notificationIds.includes(entry.id));
      return { body: { marked: notificationIds.length } };
    },
  });
  renderWithProviders(<PackageDetails warehouseId="wh-us" packageId="pkg-1" />);

  await screen.findByRole('heading', { level: 1, name: 'Package PK100042' });
  await waitFor(() => expect(marked).toEqual([['n-1']]));
  expect(unread.map((entry) => entry.id)).toEqual(['n-2']);
});
