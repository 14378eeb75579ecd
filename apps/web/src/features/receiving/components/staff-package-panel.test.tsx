import type { StaffPackageDetails } from '@skyparcel/domain/packages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { PACKAGE } from '@/features/suite/testing/suite-fixtures';
import { saveSession } from '@/lib/session-token';
import { mockFetch } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render-with-providers';
import { StaffPackagePanel } from './staff-package-panel';

const BASE = '/api/staff/packages/pkg-1';
const STAFF_PACKAGE: StaffPackageDetails = {
  ...PACKAGE,
  photos: [
    { id: 'photo-1', url: `${BASE}/files/photo-1` },
    { id: 'photo-2', url: `${BASE}/files/photo-2` },
  ],
  userId: 'user-1',
  suiteNumber: 'SP100001',
  customerName: 'Dana Demo',
  history: [],
};
const RETURN_REQUESTED: StaffPackageDetails = {
  ...STAFF_PACKAGE,
  status: 'return_requested',
  reason: null,
  tab: 'returned',
  returnComment: 'Wrong size; the shop’s label is attached.',
  returnUsesOwnLabel: true,
  returnLabel: { serialNumber: 1001, fileName: 'label.pdf', url: `${BASE}/files/label-1` },
};

// jsdom has no object URLs; each blob gets a fake one while these tests run.
beforeEach(() => {
  let next = 0;
  URL.createObjectURL = () => `blob:file-${++next}`;
  URL.revokeObjectURL = () => undefined;
  saveSession('staff-token', '2099-01-01T00:00:00.000Z');
});

afterEach(() => {
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
});

function routes(details: StaffPackageDetails) {
  let current = details;
  const moves: unknown[] = [];
  const fetchMock = mockFetch({
    [`GET ${BASE}`]: () => ({ body: current }),
    [`GET ${BASE}/files/photo-1`]: () => ({ body: 'png-1' }),
    [`GET ${BASE}/files/photo-2`]: () => ({ body: 'png-2' }),
    [`GET ${BASE}/files/label-1`]: () => ({ body: '%PDF-1.7' }),
    'GET /api/warehouses/additional-services': () => ({
      body: [
        { code: 'XPH', name: 'Extra photos', description: 'Five more photos.', prices: [] },
        { code: 'RPK', name: 'Repacking', description: 'A smaller box.', prices: [] },
      ],
    }),
    [`PUT ${BASE}/status`]: (_url, init) => {
      const body = JSON.parse(String(init?.body)) as { status: StaffPackageDetails['status'] };
      moves.push(body);
      current = { ...current, status: body.status };
      return { body: current };
    },
  });
  return { fetchMock, moves };
}

test('shows the package’s photos as thumbnails that open full size', async () => {
  const user = userEvent.setup();
  const { fetchMock } = routes({ ...STAFF_PACKAGE, status: 'in_review', reason: null });
  renderWithProviders(<StaffPackagePanel packageId="pkg-1" />);

  expect(await screen.findByRole('heading', { name: 'Photos: 2' })).toBeInTheDocument();
  const second = screen.getByRole('button', { name: 'Open photo 2 of 2 full size' });
  await waitFor(() =>
    expect(second.querySelector('img')).toHaveAttribute('src', expect.stringMatching(/^blob:/)),
  );
  // The photo routes want the session's token, which an <img src> cannot send.
  const photoCall = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/photo-1'));
  expect(photoCall?.[1]?.headers).toMatchObject({ Authorization: 'Bearer staff-token' });
  await user.click(second);
  expect(screen.getByRole('dialog', { name: 'Photo 2 of 2' })).toBeInTheDocument();
});

test('a requested return shows the customer’s comment and label, and staff mark it returned', async () => {
  const user = userEvent.setup();
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  const { fetchMock, moves } = routes(RETURN_REQUESTED);
  renderWithProviders(<StaffPackagePanel packageId="pkg-1" />);

  const section = await screen.findByRole('region', { name: 'Return to the shop' });
  expect(section).toHaveTextContent('Wrong size; the shop’s label is attached.');
  await user.click(
    within(section).getByRole('button', { name: 'Download the customer’s label (label.pdf)' }),
  );
  const labelCall = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/label-1'));
  expect(labelCall?.[1]?.headers).toMatchObject({ Authorization: 'Bearer staff-token' });
  expect(click).toHaveBeenCalledTimes(1);
  expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('label.pdf');
  click.mockRestore();

  await user.click(within(section).getByRole('button', { name: 'Mark as returned to the shop' }));
  expect(await within(section).findByText('The state is now: Returned.')).toBeInTheDocument();
  expect(moves).toEqual([{ status: 'returned' }]);
  expect(
    within(section).queryByRole('button', { name: 'Mark as returned to the shop' }),
  ).not.toBeInTheDocument();
});

test('a return with our label says so', async () => {
  routes({ ...RETURN_REQUESTED, returnUsesOwnLabel: false, returnLabel: null });
  renderWithProviders(<StaffPackagePanel packageId="pkg-1" />);

  const section = await screen.findByRole('region', { name: 'Return to the shop' });
  expect(section).toHaveTextContent('Ours: the customer has no label of their own.');
  expect(within(section).queryByRole('button', { name: /Download/ })).not.toBeInTheDocument();
});

test('an abandoned package is discarded after a confirmation', async () => {
  const user = userEvent.setup();
  const { moves } = routes({
    ...STAFF_PACKAGE,
    status: 'discard_requested',
    reason: null,
    tab: 'discarded',
  });
  renderWithProviders(<StaffPackagePanel packageId="pkg-1" />);

  const section = await screen.findByRole('region', { name: 'Abandoned by the customer' });
  await user.click(within(section).getByRole('button', { name: 'Discard the package' }));
  const dialog = screen.getByRole('dialog', { name: 'Discard package PK100042?' });
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(moves).toEqual([]);

  await user.click(within(section).getByRole('button', { name: 'Discard the package' }));
  await user.click(screen.getByRole('button', { name: 'Yes, it is discarded' }));
  expect(await within(section).findByText('The state is now: Discarded.')).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(moves).toEqual([{ status: 'discarded' }]);
  expect(section).toHaveTextContent(
    'The customer gave this package up, and it has been discarded.',
  );
});

test('shows the services the customer asked for with their comment, for the team performing them', async () => {
  routes({
    ...STAFF_PACKAGE,
    status: 'in_review',
    reason: null,
    additionalServices: [
      {
        code: 'RPK',
        price: { amount: 8, currency: 'USD' },
        comment: 'Photograph the serial number,\nthen a smaller box.',
      },
      {
        code: 'XPH',
        price: { amount: 5, currency: 'USD' },
        comment: 'Photograph the serial number,\nthen a smaller box.',
      },
    ],
  });
  renderWithProviders(<StaffPackagePanel packageId="pkg-1" />);

  const section = await screen.findByRole('region', { name: 'Additional services asked for' });
  expect(await within(section).findByText('Repacking, $8.00 per package')).toBeInTheDocument();
  expect(within(section).getByText('Extra photos, $5.00 per package')).toBeInTheDocument();
  // Asked for together: one comment, shown once, with its line break.
  const comments = within(section).getAllByRole('definition');
  expect(comments).toHaveLength(1);
  expect(comments[0]?.textContent).toBe('Photograph the serial number,\nthen a smaller box.');
});

test('a service chosen before comments were asked for says there is none; no services, no section', async () => {
  routes({
    ...STAFF_PACKAGE,
    status: 'in_review',
    reason: null,
    additionalServices: [{ code: 'XPH', price: { amount: 5, currency: 'USD' }, comment: null }],
  });
  const { unmount } = renderWithProviders(<StaffPackagePanel packageId="pkg-1" />);
  const section = await screen.findByRole('region', { name: 'Additional services asked for' });
  expect(within(section).getByRole('definition')).toHaveTextContent('No comment.');
  unmount();

  routes({ ...STAFF_PACKAGE, status: 'in_review', reason: null });
  renderWithProviders(<StaffPackagePanel packageId="pkg-1" />);
  expect(await screen.findByRole('heading', { name: 'Photos: 2' })).toBeInTheDocument();
  expect(
    screen.queryByRole('region', { name: 'Additional services asked for' }),
  ).not.toBeInTheDocument();
});
