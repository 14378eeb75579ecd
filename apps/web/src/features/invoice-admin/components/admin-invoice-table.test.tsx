import type { AdminInvoiceListPage, InvoiceListRow } from '@skyparcel/domain/invoices';
import { screen } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render-with-providers';
import { AdminInvoiceTable } from './admin-invoice-table';

const ROW: InvoiceListRow = {
  id: '00000000-0000-4000-8000-000000000001',
  number: 'MI-2026-000001',
  kind: 'manual',
  issuedAt: '2026-12-01T10:00:00.000Z',
  dueAt: '2026-12-15T10:00:00.000Z',
  currency: 'USD',
  billedMinor: 10_000,
  paidMinor: 0,
  creditedMinor: 0,
  outstandingMinor: 10_000,
  paymentStatus: 'unpaid',
  invoiceStatus: 'issued',
  customer: {
    id: '00000000-0000-4000-8000-000000000002',
    name: 'Dana Demo',
    email: 'dana@example.test',
    suiteNumber: 'SP100001',
  },
  orderNumber: null,
  origin: 'US',
  destination: null,
  pagePath: '/manual-credit-invoice?id=00000000-0000-4000-8000-000000000001',
};

function renderPage(result: Partial<AdminInvoiceListPage>) {
  renderWithProviders(
    <AdminInvoiceTable
      result={{
        items: [ROW],
        page: 1,
        pageSize: 20,
        total: 1,
        isTotalCapped: false,
        totals: [],
        ...result,
      }}
      onPage={vi.fn()}
      onCredit={vi.fn()}
      onRefund={vi.fn()}
    />,
  );
}

test('every invoice unfiltered: the count that stopped at the cap reads "10,000+ invoices"', () => {
  renderPage({ total: 10_000, isTotalCapped: true, totals: null });
  expect(screen.getByText('10,000+ invoices')).toBeInTheDocument();
  expect(screen.getByText('Page 1 of 500+')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
});

test('a filtered list is counted whole', () => {
  renderPage({ total: 41, isTotalCapped: false });
  expect(screen.getByText('41 invoices')).toBeInTheDocument();
  expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
});
