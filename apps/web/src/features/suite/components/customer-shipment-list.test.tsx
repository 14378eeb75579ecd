import type { CustomerShipment } from '@skyparcel/domain/tracking';
import { screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { mockFetch } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render-with-providers';
import { CustomerShipmentList } from './customer-shipment-list';

const PACKED: CustomerShipment = {
  id: '0b6f7c3e-6a1d-4a55-9a51-1b1f9e0c2a10',
  orderNumber: 'XWF40000007',
  warehouseId: '5b0f1a4e-3c1d-4d3c-8f0e-2a9b7c6d5e4f',
  warehouseCode: 'US-DE',
  destinationCode: 'KW',
  status: 'packed',
  deliveryStatus: 'awaitingAction',
  airWaybillNumber: '176-10000013',
  masterWaybillNumber: null,
  finalWeightGrams: 5_500,
  packageCount: 2,
  boxes: [
    {
      boxNumber: 1,
      actualWeightGrams: 3_000,
      lengthMm: 400,
      widthMm: 300,
      heightMm: 200,
      volumetricWeightGrams: 4_000,
      billedWeightGrams: 4_000,
      actualWeight: { amount: 3, unit: 'Kg' },
      billedWeight: { amount: 4, unit: 'Kg' },
      dimWeight: { amount: 8.82, unit: 'Lb' },
      volWeight: { amount: 4, unit: 'Kg' },
    },
  ],
  palletCount: null,
  weightDifferenceCharge: {
    amount: { amount: 4.5, currency: 'USD' },
    paidKg: 4.5,
    billedKg: 5.5,
    isPaid: false,
    invoiceId: '7b0c2f52-9d0e-4a43-9a55-2c1f0f3f6a10',
  },
  paidAt: '2026-11-20T08:00:00.000Z',
  packedAt: '2026-11-20T12:00:00.000Z',
  departedAt: null,
  deliveredAt: null,
};

test('Preparing shows each shipment with state, boxes, weights, waybills and the charge', async () => {
  const fetchMock = mockFetch({
    'GET /api/shipping/shipments': () => ({ body: [PACKED] }),
  });
  renderWithProviders(<CustomerShipmentList stage="preparing" warehouseId={PACKED.warehouseId} />);

  const card = await screen.findByRole('article', { name: /XWF40000007/ });
  expect(within(card).getByText('packed')).toBeInTheDocument();
  expect(within(card).getByText('176-10000013')).toBeInTheDocument();
  expect(within(card).getByText('Not yet')).toBeInTheDocument();
  expect(
    within(card).getByText('Box 1: 3 kg, 40 × 30 × 20 cm, billed 4 kg, DIM weight 8.82 lb'),
  ).toBeInTheDocument();
  // Loose boxes: no pallets.
  expect(within(card).queryByText('Pallets')).not.toBeInTheDocument();
  expect(
    within(card).getByText('Weight difference to pay: $4.50 (billed 5.5 kg, paid for 4.5 kg)'),
  ).toBeInTheDocument();
  expect(
    within(card).getByRole('link', { name: 'Delivery status of XWF40000007' }),
  ).toHaveAttribute('href', '/delivery-status?order=XWF40000007');
  const url = new URL(String(fetchMock.mock.calls[0]?.[0]), 'http://localhost');
  expect(url.searchParams.get('stage')).toBe('preparing');
  expect(url.searchParams.get('warehouseId')).toBe(PACKED.warehouseId);
});

test('an EDI booking’s shipment shows the pallets it is loaded on', async () => {
  mockFetch({
    'GET /api/shipping/shipments': () => ({ body: [{ ...PACKED, palletCount: 3 }] }),
  });
  renderWithProviders(<CustomerShipmentList stage="preparing" warehouseId={PACKED.warehouseId} />);
  const card = await screen.findByRole('article', { name: /XWF40000007/ });
  const pallets = within(card).getByText('Pallets');
  expect(pallets.closest('.facts__item')).toHaveTextContent('Pallets3');
});

test('Delivered shows the delivery date', async () => {
  mockFetch({
    'GET /api/shipping/shipments': () => ({
      body: [
        {
          ...PACKED,
          status: 'delivered',
          deliveryStatus: 'delivered',
          weightDifferenceCharge: null,
          deliveredAt: '2026-11-24T10:15:00.000Z',
        },
      ],
    }),
  });
  renderWithProviders(<CustomerShipmentList stage="delivered" warehouseId={PACKED.warehouseId} />);
  expect(
    await screen.findByRole('heading', { name: 'Your delivered shipments' }),
  ).toBeInTheDocument();
  expect(screen.getByText('Delivered on')).toBeInTheDocument();
  expect(screen.getByText(/Nov 24, 2026/)).toBeInTheDocument();
});

test('a business user’s tab names the owner of each shipment once a colleague’s is listed', async () => {
  mockFetch({
    'GET /api/shipping/shipments': () => ({
      body: [
        PACKED,
        {
          ...PACKED,
          id: '1c7f8d4f-7b2e-4b66-8b62-2c2f0a1d3b21',
          orderNumber: 'XWF40000008',
          ownerName: 'Omar Saleh',
        },
      ],
    }),
  });
  renderWithProviders(<CustomerShipmentList stage="preparing" warehouseId={PACKED.warehouseId} />);
  const colleagues = await screen.findByRole('article', { name: /XWF40000008/ });
  expect(within(colleagues).getByText('Owner')).toBeInTheDocument();
  expect(within(colleagues).getByText('Omar Saleh')).toBeInTheDocument();
  const own = screen.getByRole('article', { name: /XWF40000007/ });
  expect(within(own).getByText('You')).toBeInTheDocument();
});

test('a list of one’s own shipments names no owner', async () => {
  mockFetch({ 'GET /api/shipping/shipments': () => ({ body: [PACKED] }) });
  renderWithProviders(<CustomerShipmentList stage="preparing" warehouseId={PACKED.warehouseId} />);
  const card = await screen.findByRole('article', { name: /XWF40000007/ });
  expect(within(card).queryByText('Owner')).not.toBeInTheDocument();
});
