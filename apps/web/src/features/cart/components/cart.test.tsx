import type { ShipRequestSummary } from '@skyparcel/domain/ship-requests';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test } from 'vitest';
import { mockFetch } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render-with-providers';
import { Cart } from './cart';
import { CartLink } from './cart-link';

const REQUEST: ShipRequestSummary = {
  id: 'r-1',
  orderNumber: 'XWF00000042',
  requestDate: '2026-11-25T10:00:00.000Z',
  status: 'awaiting_payment',
  warehouseId: 'wh-us',
  warehouseCode: 'US-DE',
  destinationCode: 'KW',
  packageCount: 2,
  packages: [
    {
      id: 'p-1',
      packageNumber: 'PK100042',
      retailerName: 'Gadget Store',
      retailerTrackingNumber: '1Z1',
    },
    {
      id: 'p-2',
      packageNumber: 'PK100043',
      retailerName: 'Book Shop',
      retailerTrackingNumber: '1Z2',
    },
  ],
  shipTo: {
    consigneeName: 'Omar Haddad',
    street: 'Block 3',
    street2: null,
    city: 'Salmiya',
    stateOrProvince: 'Hawalli',
    zip: null,
    countryCode: 'KW',
    phoneCountryCode: '+965',
    phoneNumber: '55512345',
    addressType: 'home',
  },
  total: { amount: 12.345, currency: 'KWD' },
  quoteExpiresAt: '2026-11-26T10:00:00.000Z',
};

test('lists unpaid requests with their packages and totals, and cancels one after asking', async () => {
  const user = userEvent.setup();
  let requests = [REQUEST];
  const fetchMock = mockFetch({
    'GET /api/payment/pendingpayment': () => ({
      body: {
        suiteId: 'SP100001',
        invoices: [],
        credit: [],
        requests,
        totals: requests.map((r) => r.total),
      },
    }),
    'GET /api/shipping/requests/r-1': () => ({
      body: {
        ...REQUEST,
        quote: {
          lines: [
            {
              code: 'FREIGHT',
              reason: 'CHARGEABLE_WEIGHT',
              params: { chargeableKg: 3 },
              original: { amount: 40, currency: 'USD' },
              amount: { amount: 12.345, currency: 'KWD' },
            },
          ],
          total: REQUEST.total,
          quotedAt: '2026-11-25T10:00:00.000Z',
          expiresAt: '2026-11-26T10:00:00.000Z',
        },
      },
    }),
    'POST /api/shipping/requests/r-1/cancel': () => {
      requests = [];
      return { body: { id: 'r-1', status: 'cancelled' } };
    },
  });
  renderWithProviders(<Cart />);

  const table = await screen.findByRole('table', { name: 'Ship requests awaiting payment: 1' });
  const row = within(table).getByRole('row', { name: /XWF00000042/ });
  expect(row).toHaveTextContent('PK100042 Gadget Store');
  expect(row).toHaveTextContent('PK100043 Book Shop');
  expect(row).toHaveTextContent('12.345');
  expect(screen.getByText(/Total to pay:/)).toHaveTextContent('12.345');

  await user.click(within(row).getByText('Price of XWF00000042, line by line'));
  expect(await within(row).findByText('Air freight')).toBeInTheDocument();
  expect(within(row).getByText(/This price is held until/)).toBeInTheDocument();

  await user.click(within(row).getByRole('button', { name: 'Cancel XWF00000042' }));
  const dialog = screen.getByRole('dialog', { name: 'Cancel ship request XWF00000042?' });
  expect(dialog).toHaveTextContent('Its packages go back to Ready to send (2).');
  await user.click(within(dialog).getByRole('button', { name: 'Cancel the request' }));
  expect(
    await screen.findByText(
      'Ship request XWF00000042 was cancelled; its packages are back in Ready to send.',
    ),
  ).toBeInTheDocument();
  expect(await screen.findByText(/Your cart is empty/)).toBeInTheDocument();
  expect(
    fetchMock.mock.calls.some(
      ([input, init]) => String(input).endsWith('/cancel') && init?.method === 'POST',
    ),
  ).toBe(true);
});

test('Pay sends the request ids with a fresh idempotency key per click and opens the pay page', async () => {
  const user = userEvent.setup();
  const fetchMock = mockFetch({
    'GET /api/payment/pendingpayment': () => ({
      body: {
        suiteId: 'SP100001',
        invoices: [],
        credit: [],
        requests: [REQUEST],
        totals: [REQUEST.total],
      },
    }),
    'GET /api/user/credit-cards': () => ({ body: [] }),
    'POST /api/payment/invoices': () => ({ body: { payNowUrl: '#pay-now' } }),
  });
  renderWithProviders(<Cart />);

  // No saved card: a new one, on the gateway's page.
  expect(await screen.findByRole('radio', { name: /A new card/ })).toBeChecked();
  await user.click(await screen.findByRole('button', { name: 'Pay XWF00000042' }));
  await waitFor(() => expect(window.location.hash).toBe('#pay-now'));
  await user.click(screen.getByRole('button', { name: 'Pay all in KWD' }));
  await waitFor(() =>
    expect(
      fetchMock.mock.calls.filter(([input]) => String(input).endsWith('/payment/invoices')),
    ).toHaveLength(2),
  );
  const calls = fetchMock.mock.calls.filter(([input]) =>
    String(input).endsWith('/payment/invoices'),
  );
  const keys = calls.map(([, init]) => new Headers(init?.headers).get('Idempotency-Key'));
  expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
  expect(keys[1]).toMatch(/^[0-9a-f-]{36}$/);
  expect(keys[0]).not.toBe(keys[1]);
  expect(JSON.parse(String(calls[0]?.[1]?.body))).toEqual({
    shipRequestIds: ['r-1'],
    saveCard: false,
  });
});

test('an overdue invoice is said first, listed with its Pay, and Pay all pays it with the requests', async () => {
  const user = userEvent.setup();
  const invoice = {
    id: '6c1f9b7e-4a4e-4d7a-9c55-0d6f3a1b2c3d',
    number: 'SA-2026-000007',
    kind: 'shipping_additional',
    statement: 'Additional shipping charge for order XWF00000041',
    issuedAt: '2026-11-01T10:00:00.000Z',
    dueAt: '2026-11-15T10:00:00.000Z',
    isOverdue: true,
    outstanding: { amount: 1.5, currency: 'KWD' },
    shipRequestId: null,
  };
  const fetchMock = mockFetch({
    'GET /api/payment/pendingpayment': () => ({
      body: {
        suiteId: 'SP100001',
        invoices: [invoice],
        credit: [],
        requests: [REQUEST],
        totals: [{ amount: 13.845, currency: 'KWD' }],
      },
    }),
    'GET /api/user/credit-cards': () => ({ body: [] }),
    'POST /api/payment/invoices': () => ({ body: { payNowUrl: '#pay-invoice' } }),
  });
  renderWithProviders(<Cart />);

  expect(
    await screen.findByText(
      'Invoice SA-2026-000007 is overdue. Please pay it first: no new shipment can be paid until it is.',
    ),
  ).toBeInTheDocument();
  const table = screen.getByRole('table', { name: 'Invoices to pay: 1' });
  const row = within(table).getByRole('row', { name: /SA-2026-000007/ });
  expect(row).toHaveTextContent('Additional shipping charge for order XWF00000041');
  expect(row).toHaveTextContent('Overdue');
  expect(row).toHaveTextContent('1.500');

  await user.click(within(row).getByRole('button', { name: 'Pay invoice SA-2026-000007' }));
  await waitFor(() => expect(window.location.hash).toBe('#pay-invoice'));
  await user.click(screen.getByRole('button', { name: 'Pay all in KWD' }));
  await waitFor(() =>
    expect(
      fetchMock.mock.calls.filter(([input]) => String(input).endsWith('/payment/invoices')),
    ).toHaveLength(2),
  );
  const bodies = fetchMock.mock.calls
    .filter(([input]) => String(input).endsWith('/payment/invoices'))
    .map(([, init]) => JSON.parse(String(init?.body)));
  expect(bodies).toEqual([
    { shipRequestIds: [], invoiceIds: [invoice.id], saveCard: false },
    { shipRequestIds: ['r-1'], invoiceIds: [invoice.id], saveCard: false },
  ]);
});

test('account credit can pay the invoices: the box says how much it pays and what is left', async () => {
  const user = userEvent.setup();
  const invoice = {
    id: '6c1f9b7e-4a4e-4d7a-9c55-0d6f3a1b2c3d',
    number: 'SA-2026-000008',
    kind: 'shipping_additional',
    statement: 'Additional shipping charge for order XWF00000041',
    issuedAt: '2026-11-20T10:00:00.000Z',
    dueAt: '2026-12-04T10:00:00.000Z',
    isOverdue: false,
    outstanding: { amount: 1.5, currency: 'KWD' },
    shipRequestId: null,
  };
  const fetchMock = mockFetch({
    'GET /api/payment/pendingpayment': () => ({
      body: {
        suiteId: 'SP100001',
        invoices: [invoice],
        // Credit in another currency than the invoices' says nothing here.
        credit: [
          { amount: 1, currency: 'KWD' },
          { amount: 20, currency: 'USD' },
        ],
        requests: [],
        totals: [{ amount: 1.5, currency: 'KWD' }],
      },
    }),
    'GET /api/user/credit-cards': () => ({ body: [] }),
    'POST /api/payment/invoices': () => ({ body: { payNowUrl: '#pay-with-credit' } }),
  });
  renderWithProviders(<Cart />);

  const box = await screen.findByRole('checkbox', {
    name: 'Use my account credit for the invoices',
  });
  expect(box).not.toBeChecked();
  expect(box).toHaveAccessibleDescription(
    /Credit on your account: KWD\s1\.000\. It pays KWD\s1\.000 of these invoices; KWD\s0\.500 is left to pay by card\./,
  );
  expect(box).not.toHaveAccessibleDescription(/USD/);
  const pay = screen.getByRole('button', { name: 'Pay invoice SA-2026-000008' });
  await user.click(pay);
  await user.click(box);
  await user.click(pay);
  await user.click(screen.getByRole('button', { name: 'Pay all in KWD' }));
  const bodies = () =>
    fetchMock.mock.calls
      .filter(([input]) => String(input).endsWith('/payment/invoices'))
      .map(([, init]) => JSON.parse(String(init?.body)));
  await waitFor(() => expect(bodies()).toHaveLength(3));
  expect(bodies()).toEqual([
    { shipRequestIds: [], invoiceIds: [invoice.id], saveCard: false },
    { shipRequestIds: [], invoiceIds: [invoice.id], useCredit: true, saveCard: false },
    { shipRequestIds: [], invoiceIds: [invoice.id], useCredit: true, saveCard: false },
  ]);
});

test('/cart?invoice= shows only that invoice, paid by its one button; a paid one is said gone', async () => {
  const user = userEvent.setup();
  const owed = {
    id: '6c1f9b7e-4a4e-4d7a-9c55-0d6f3a1b2c40',
    number: 'MI-2026-000010',
    kind: 'manual',
    statement: 'Repacking',
    issuedAt: '2026-11-20T10:00:00.000Z',
    dueAt: null,
    isOverdue: false,
    outstanding: { amount: 2, currency: 'KWD' },
    shipRequestId: null,
  };
  const other = { ...owed, id: '6c1f9b7e-4a4e-4d7a-9c55-0d6f3a1b2c41', number: 'MI-2026-000011' };
  const fetchMock = mockFetch({
    'GET /api/payment/pendingpayment': () => ({
      body: {
        suiteId: 'SP100001',
        invoices: [owed, other],
        credit: [],
        requests: [REQUEST],
        totals: [{ amount: 16.345, currency: 'KWD' }],
      },
    }),
    'GET /api/user/credit-cards': () => ({ body: [] }),
    'POST /api/payment/invoices': () => ({ body: { payNowUrl: '#pay-chosen' } }),
  });
  const { unmount } = renderWithProviders(<Cart />, { route: `/cart?invoice=${owed.id}` });

  expect(
    await screen.findByText(/Invoice MI-2026-000010 is chosen: pay it below\./),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Show everything in my cart' })).toHaveAttribute(
    'href',
    '/cart',
  );
  const table = screen.getByRole('table', { name: 'Invoices to pay: 1' });
  expect(within(table).queryByText('MI-2026-000011')).toBeNull();
  expect(screen.queryByRole('button', { name: 'Pay XWF00000042' })).toBeNull();
  expect(screen.queryByRole('button', { name: /Pay all/ })).toBeNull();
  await user.click(screen.getByRole('button', { name: 'Pay invoice MI-2026-000010' }));
  await waitFor(() => expect(window.location.hash).toBe('#pay-chosen'));
  const [call] = fetchMock.mock.calls.filter(([input]) =>
    String(input).endsWith('/payment/invoices'),
  );
  expect(JSON.parse(String(call?.[1]?.body))).toEqual({
    shipRequestIds: [],
    invoiceIds: [owed.id],
    saveCard: false,
  });
  unmount();

  // Paid meanwhile (another tab): it is said, and the whole cart shows.
  renderWithProviders(<Cart />, { route: '/cart?invoice=6c1f9b7e-0000-4000-8000-000000000000' });
  expect(
    await screen.findByText('That invoice is not waiting for payment any more.'),
  ).toBeInTheDocument();
  expect(screen.getByRole('table', { name: 'Invoices to pay: 2' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Pay XWF00000042' })).toBeInTheDocument();
});

test("no account credit in the invoices' currency: no credit box", async () => {
  mockFetch({
    'GET /api/payment/pendingpayment': () => ({
      body: {
        suiteId: 'SP100001',
        invoices: [
          {
            id: '6c1f9b7e-4a4e-4d7a-9c55-0d6f3a1b2c3e',
            number: 'SA-2026-000009',
            kind: 'shipping_additional',
            statement: 'Additional shipping charge',
            issuedAt: '2026-11-20T10:00:00.000Z',
            dueAt: null,
            isOverdue: false,
            outstanding: { amount: 1.5, currency: 'KWD' },
            shipRequestId: null,
          },
        ],
        credit: [{ amount: 20, currency: 'USD' }],
        requests: [],
        totals: [{ amount: 1.5, currency: 'KWD' }],
      },
    }),
    'GET /api/user/credit-cards': () => ({ body: [] }),
  });
  renderWithProviders(<Cart />);
  expect(
    await screen.findByRole('button', { name: 'Pay invoice SA-2026-000009' }),
  ).toBeInTheDocument();
  expect(screen.queryByRole('checkbox', { name: /account credit/ })).toBeNull();
  // An individual's invoices are all their own: nobody to name.
  expect(screen.queryByRole('columnheader', { name: 'Owner' })).toBeNull();
});

test('a business user’s cart names the owner of a colleague’s invoice, "You" for their own', async () => {
  const invoice = {
    id: '6c1f9b7e-4a4e-4d7a-9c55-0d6f3a1b2c3e',
    number: 'SA-2026-000009',
    kind: 'shipping',
    statement: 'EDI booking 12 (bookings.xlsx)',
    issuedAt: '2026-11-20T10:00:00.000Z',
    dueAt: null,
    isOverdue: false,
    outstanding: { amount: 1.5, currency: 'KWD' },
    shipRequestId: null,
  };
  mockFetch({
    'GET /api/payment/pendingpayment': () => ({
      body: {
        suiteId: 'SP100001',
        invoices: [
          invoice,
          {
            ...invoice,
            id: '7d2a0c8f-4a4e-4d7a-9c55-0d6f3a1b2c3e',
            number: 'SA-2026-000010',
            ownerName: 'Ingrid Solberg',
          },
        ],
        credit: [],
        requests: [],
        totals: [{ amount: 3, currency: 'KWD' }],
      },
    }),
    'GET /api/user/credit-cards': () => ({ body: [] }),
  });
  renderWithProviders(<Cart />);
  const table = await screen.findByRole('table', { name: 'Invoices to pay: 2' });
  expect(within(table).getByRole('columnheader', { name: 'Owner' })).toBeInTheDocument();
  const [, ownRow, colleagueRow] = within(table).getAllByRole('row');
  expect(ownRow).toHaveTextContent('SA-2026-000009');
  expect(ownRow).toHaveTextContent('You');
  expect(colleagueRow).toHaveTextContent('SA-2026-000010');
  expect(colleagueRow).toHaveTextContent('Ingrid Solberg');
  expect(colleagueRow).not.toHaveTextContent('You');
});

test('a refused payment shows the server’s text and asks for the cart again', async () => {
  const user = userEvent.setup();
  // Cancelled in another tab: the server refuses, and the cart asked again no longer has it.
  let requests = [REQUEST];
  mockFetch({
    'GET /api/payment/pendingpayment': () => ({
      body: {
        suiteId: 'SP100001',
        invoices: [],
        credit: [],
        requests,
        totals: requests.map((r) => r.total),
      },
    }),
    'GET /api/user/credit-cards': () => ({ body: [] }),
    'POST /api/payment/invoices': () => {
      requests = [];
      return {
        status: 409,
        body: {
          error: {
            code: 'SHIP_REQUEST_CANCELLED',
            message: 'This ship request has been cancelled.',
          },
        },
      };
    },
  });
  renderWithProviders(<Cart />);

  await user.click(await screen.findByRole('button', { name: 'Pay XWF00000042' }));
  expect(await screen.findByText('This ship request has been cancelled.')).toBeVisible();
  expect(
    await screen.findByText('Your cart is empty: no ship request is waiting for payment.'),
  ).toBeVisible();
  expect(screen.queryByRole('button', { name: 'Pay XWF00000042' })).toBeNull();
});

const CARDS = [
  {
    id: 'c-default',
    brand: 'visa',
    last4: '4242',
    expiryMonth: 3,
    expiryYear: 2029,
    label: null,
    isDefault: true,
  },
  {
    id: 'c-other',
    brand: 'mastercard',
    last4: '4444',
    expiryMonth: 11,
    expiryYear: 2030,
    label: null,
    isDefault: false,
  },
];

test('pays with the default saved card preselected, another card, or a new one saved', async () => {
  const user = userEvent.setup();
  const fetchMock = mockFetch({
    'GET /api/payment/pendingpayment': () => ({
      body: {
        suiteId: 'SP100001',
        invoices: [],
        credit: [],
        requests: [REQUEST],
        totals: [REQUEST.total],
      },
    }),
    'GET /api/user/credit-cards': () => ({ body: CARDS }),
    'POST /api/payment/invoices': () => ({ body: { payNowUrl: '#paid' } }),
  });
  renderWithProviders(<Cart />);

  const payWith = await screen.findByRole('group', { name: 'Pay with' });
  const visa = await within(payWith).findByRole('radio', { name: /Visa ending 4242/ });
  expect(visa).toBeChecked();
  expect(visa.closest('label')).toHaveTextContent('Default card');
  expect(visa.closest('label')).toHaveTextContent('Expires 03/2029');
  expect(within(payWith).queryByRole('checkbox', { name: 'Save this card' })).toBeNull();
  const pay = screen.getByRole('button', { name: 'Pay XWF00000042' });
  const bodies = () =>
    fetchMock.mock.calls
      .filter(([input]) => String(input).endsWith('/payment/invoices'))
      .map(([, init]) => JSON.parse(String(init?.body)));

  await user.click(pay);
  await waitFor(() => expect(bodies()).toHaveLength(1));

  await user.click(within(payWith).getByRole('radio', { name: /Mastercard ending 4444/ }));
  await user.click(pay);
  await waitFor(() => expect(bodies()).toHaveLength(2));

  await user.click(within(payWith).getByRole('radio', { name: /A new card/ }));
  await user.click(within(payWith).getByRole('checkbox', { name: 'Save this card' }));
  await user.click(pay);
  await waitFor(() => expect(bodies()).toHaveLength(3));

  expect(bodies()).toEqual([
    { shipRequestIds: ['r-1'], savedCardId: 'c-default' },
    { shipRequestIds: ['r-1'], savedCardId: 'c-other' },
    { shipRequestIds: ['r-1'], saveCard: true },
  ]);
  expect(window.location.hash).toBe('#paid');
});

test('the header’s cart icon shows the number of requests to pay, and nothing without one', async () => {
  let requests = [REQUEST];
  mockFetch({
    'GET /api/payment/pendingpayment': () => ({
      body: {
        suiteId: 'SP100001',
        invoices: [],
        credit: [],
        requests,
        totals: requests.map((r) => r.total),
      },
    }),
  });
  const { unmount } = renderWithProviders(<CartLink />);
  expect(await screen.findByRole('link', { name: 'Cart (1 to pay)' })).toHaveAttribute(
    'href',
    '/cart',
  );
  unmount();

  requests = [];
  // The cart shares the icon's query: once it says empty, the icon has its answer too.
  renderWithProviders(
    <>
      <CartLink />
      <Cart />
    </>,
  );
  expect(await screen.findByText(/Your cart is empty/)).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: /to pay/ })).not.toBeInTheDocument();
});

test('a business user’s cart names the owner of a colleague’s request, "You" for their own', async () => {
  const colleagues: ShipRequestSummary = {
    ...REQUEST,
    id: 'r-2',
    orderNumber: 'XWF00000043',
    ownerName: 'Ingrid Solberg',
  };
  mockFetch({
    'GET /api/payment/pendingpayment': () => ({
      body: {
        suiteId: 'SP100001',
        invoices: [],
        credit: [],
        requests: [REQUEST, colleagues],
        totals: [{ amount: 24.69, currency: 'KWD' }],
      },
    }),
  });
  renderWithProviders(<Cart />);
  const table = await screen.findByRole('table');
  expect(within(table).getByRole('columnheader', { name: 'Owner' })).toBeInTheDocument();
  const [, ownRow, colleagueRow] = within(table).getAllByRole('row');
  expect(ownRow).toHaveTextContent('You');
  expect(colleagueRow).toHaveTextContent('Ingrid Solberg');
});
