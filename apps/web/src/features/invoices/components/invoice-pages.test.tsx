import type { PackageLocker } from '@skyparcel/domain/packages';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test } from 'vitest';
import { mockFetch } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render-with-providers';
import { ADDITIONAL_INVOICE, HISTORY_PAGE } from '../testing/invoice-fixtures';
import { InvoiceHistory } from './invoice-history';
import { InvoicePageContent } from './invoice-page-content';

const LOCKER: PackageLocker = {
  id: 'locker-1',
  warehouseId: '0c6f7a8e-6a55-4d2e-8d6b-2f7f4f0a9b01',
  warehouseCode: 'US-DE',
  address: {
    name: 'Sara Al-Sabah',
    suiteNumber: 'KW1234',
    street: '12 Cargo Road',
    street2: null,
    city: 'New Castle',
    state: 'DE',
    zip: '19720',
    country: 'United States',
    countryCode: 'US',
    phone: '+1 302 555 0100',
  },
};

test('an invoice page shows every field, Pay now while owed, and checks the copy’s addresses', async () => {
  const user = userEvent.setup();
  const fetchMock = mockFetch({
    [`GET /api/Invoices/${ADDITIONAL_INVOICE.id}/country`]: () => ({ body: ADDITIONAL_INVOICE }),
    [`POST /api/invoices/${ADDITIONAL_INVOICE.id}/send-email`]: () => ({
      body: { message: 'The copy is on its way to a@example.com.' },
    }),
  });
  renderWithProviders(<InvoicePageContent kind="shipping" invoiceId={ADDITIONAL_INVOICE.id} />);

  const invoice = await screen.findByRole('article', { name: 'SA-2026-000007' });
  for (const text of [
    'Shipping additional invoice',
    'Unpaid',
    'Additional shipping charge for order XWF40000012',
    'Packed at 5.5 kg billed weight; 4.5 kg was paid',
    'XWF40000012',
    '176-10000013',
    'Sara Al-Sabah',
    'Weight difference',
    '$0.23 (5%)',
    'No payments yet.',
  ]) {
    expect(within(invoice).getAllByText(text).length, text).toBeGreaterThan(0);
  }
  // The cart with this invoice chosen: the cart stays the one place to pay (issue 13).
  expect(within(invoice).getByRole('link', { name: 'Pay now · $4.73' })).toHaveAttribute(
    'href',
    `/cart?invoice=${ADDITIONAL_INVOICE.id}`,
  );
  expect(within(invoice).getByRole('link', { name: /FAQs/ })).toHaveAttribute('href', '/faqs');
  // The customs note is the service and return invoices' (spec section 9).
  expect(within(invoice).queryByText(/AED 300/)).not.toBeInTheDocument();

  await user.type(screen.getByLabelText(/E-mail address/), 'nope');
  await user.click(screen.getByRole('button', { name: 'Send' }));
  expect(await screen.findByText('Please enter a valid email.')).toBeInTheDocument();
  await user.clear(screen.getByLabelText(/E-mail address/));
  await user.type(screen.getByLabelText(/E-mail address/), 'a@example.com');
  await user.click(screen.getByRole('button', { name: 'Send' }));
  expect(await screen.findByText('The copy is on its way to a@example.com.')).toBeInTheDocument();
  const sent = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
  expect(new URL(String(sent?.[0]), 'http://localhost').searchParams.get('to')).toBe(
    'a@example.com',
  );
});

test('an invoice of many lines shows them a page at a time (an EDI upload’s, decision 054)', async () => {
  const user = userEvent.setup();
  const [line] = ADDITIONAL_INVOICE.lines;
  if (!line) {
    throw new Error('the fixture has a line');
  }
  const pageOf = (page: number) => ({
    ...ADDITIONAL_INVOICE,
    lineCount: 450,
    lines: [
      { ...line, code: 'FREIGHT' as const, description: `701-6000000${page} / XWF0000000${page}` },
    ],
  });
  const fetchMock = mockFetch({
    [`GET /api/Invoices/${ADDITIONAL_INVOICE.id}/country`]: (url) => ({
      body: pageOf(Number(url.searchParams.get('linesPage'))),
    }),
  });
  renderWithProviders(<InvoicePageContent kind="shipping" invoiceId={ADDITIONAL_INVOICE.id} />);

  const invoice = await screen.findByRole('article', { name: 'SA-2026-000007' });
  expect(await within(invoice).findByText(/701-60000001/)).toBeInTheDocument();
  // 450 lines at 200 a page.
  const pages = within(invoice).getByRole('navigation', { name: 'Result pages' });
  expect(pages).toHaveTextContent('Page 1 of 3');
  await user.click(within(pages).getByRole('button', { name: 'Next' }));
  expect(await within(invoice).findByText(/701-60000002/)).toBeInTheDocument();
  expect(within(invoice).queryByText(/701-60000001/)).toBeNull();
  expect(pages).toHaveTextContent('Page 2 of 3');
  const asked = fetchMock.mock.calls.map(([url]) =>
    new URL(String(url), 'http://localhost').searchParams.get('linesPage'),
  );
  expect(asked).toEqual(['1', '2']);
});

test('an EDI booking’s invoice shows its shipments, boxes, pallets, DIM and volumetric weight', async () => {
  const booking = {
    ...ADDITIONAL_INVOICE,
    shipRequest: null,
    cargo: {
      shipmentCount: 2,
      boxCount: 3,
      palletCount: 4,
      dimWeight: { amount: 26.46, unit: 'Lb' as const },
      volWeight: { amount: 12, unit: 'Kg' as const },
    },
  };
  mockFetch({
    [`GET /api/Invoices/${ADDITIONAL_INVOICE.id}/country`]: () => ({ body: booking }),
  });
  renderWithProviders(<InvoicePageContent kind="shipping" invoiceId={ADDITIONAL_INVOICE.id} />);
  const invoice = await screen.findByRole('article', { name: 'SA-2026-000007' });
  const detail = (label: string) =>
    within(invoice).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
  expect(detail('Shipments')).toBe('2');
  expect(detail('Boxes')).toBe('3');
  expect(detail('Pallets')).toBe('4');
  expect(detail('DIM weight')).toBe('26.46 lb');
  expect(detail('Volumetric weight')).toBe('12 kg');
});

test('an invoice of no EDI booking shows no pallets or DIM weight', async () => {
  mockFetch({
    [`GET /api/Invoices/${ADDITIONAL_INVOICE.id}/country`]: () => ({ body: ADDITIONAL_INVOICE }),
  });
  renderWithProviders(<InvoicePageContent kind="shipping" invoiceId={ADDITIONAL_INVOICE.id} />);
  const invoice = await screen.findByRole('article', { name: 'SA-2026-000007' });
  expect(within(invoice).queryByText('DIM weight')).toBeNull();
  expect(within(invoice).queryByText('Pallets')).toBeNull();
});

test('an invoice whose lines fit on one page shows no page navigation', async () => {
  mockFetch({
    [`GET /api/Invoices/${ADDITIONAL_INVOICE.id}/country`]: () => ({ body: ADDITIONAL_INVOICE }),
  });
  renderWithProviders(<InvoicePageContent kind="shipping" invoiceId={ADDITIONAL_INVOICE.id} />);
  const invoice = await screen.findByRole('article', { name: 'SA-2026-000007' });
  expect(within(invoice).queryByRole('navigation', { name: 'Result pages' })).toBeNull();
});

test('a service invoice’s page carries the AED 300 customs note above the FAQs link', async () => {
  const service = { ...ADDITIONAL_INVOICE, kind: 'service' as const, number: 'SV-2026-000003' };
  mockFetch({ [`GET /api/Invoices/${service.id}/country`]: () => ({ body: service }) });
  renderWithProviders(<InvoicePageContent kind="service-return" invoiceId={service.id} />);

  const invoice = await screen.findByRole('article', { name: 'SV-2026-000003' });
  const footer = within(invoice).getByRole('contentinfo');
  expect(
    within(footer).getByText(
      'Customs duty may be charged at the destination on returned goods valued above AED 300.',
    ),
  ).toBeInTheDocument();
  expect(within(footer).getByRole('link', { name: /FAQs/ })).toBeInTheDocument();
});

test('a page of another kind reads as not found', async () => {
  mockFetch({
    [`GET /api/Invoices/${ADDITIONAL_INVOICE.id}/country`]: () => ({ body: ADDITIONAL_INVOICE }),
  });
  renderWithProviders(
    <InvoicePageContent kind="manual-credit" invoiceId={ADDITIONAL_INVOICE.id} />,
  );
  expect(await screen.findByText(/could not be found/)).toBeInTheDocument();
  expect(screen.queryByRole('article')).not.toBeInTheDocument();
});

test('My History lists the kinds apart, opens each on its page, and sends the filters', async () => {
  const user = userEvent.setup();
  const fetchMock = mockFetch({
    'GET /api/package-locker': () => ({ body: [LOCKER] }),
    'GET /api/warehouses/country/US/packages/history': () => ({ body: HISTORY_PAGE }),
    'GET /api/warehouses/country/US/packages/history/SA-2026': () => ({
      body: { ...HISTORY_PAGE, items: HISTORY_PAGE.items.slice(0, 1), total: 1 },
    }),
  });
  renderWithProviders(<InvoiceHistory />, { route: '/my-history' });

  expect(await screen.findByRole('link', { name: 'SA-2026-000007' })).toHaveAttribute(
    'href',
    `/shipping-invoice?id=${ADDITIONAL_INVOICE.id}`,
  );
  expect(screen.getByText('Shipping additional invoice')).toBeInTheDocument();
  expect(screen.getByText('Shipping invoice')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Photos' })).toHaveAttribute(
    'href',
    `/my-suite/${LOCKER.warehouseId}/packages/a3c9e1f0-1111-4c2b-9d8e-7f6a5b4c3d21`,
  );

  await user.click(screen.getByRole('checkbox', { name: 'Unpaid only' }));
  await user.selectOptions(screen.getByLabelText('Period'), '90');
  await user.type(screen.getByLabelText('Invoice number'), 'SA-2026');
  const last = new URL(String(fetchMock.mock.calls.at(-1)?.[0]), 'http://localhost');
  expect(last.pathname).toBe('/api/warehouses/country/US/packages/history/SA-2026');
  expect(Object.fromEntries(last.searchParams)).toMatchObject({ period: '90', unpaidOnly: 'true' });
  expect(await screen.findByRole('link', { name: 'SA-2026-000007' })).toBeInTheDocument();
});
