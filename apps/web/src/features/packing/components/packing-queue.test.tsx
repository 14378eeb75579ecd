import type { PackingQueueItem } from '@skyparcel/domain/packing';
import type { Warehouse } from '@skyparcel/domain/reference';
import { screen } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import { mockFetch } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render-with-providers';
import { PackingQueue } from './packing-queue';

const WAREHOUSE: Warehouse = {
  id: 'wh-us',
  code: 'US-DE',
  name: 'United States (Delaware)',
  countryCode: 'US',
  countryName: 'United States',
  currency: 'USD',
  address: {
    street: '201 Hay Road',
    street2: null,
    city: 'New Castle',
    state: 'DE',
    zip: '19720',
    phone: '+1 302 555 0148',
  },
  freeStorageDays: 30,
  unitSystem: 'imperial',
};

const item = (changes: Partial<PackingQueueItem>): PackingQueueItem => ({
  id: 'sr-1',
  orderNumber: 'XWF000001',
  status: 'paid',
  paidAt: '2026-12-01T08:00:00.000Z',
  warehouseId: WAREHOUSE.id,
  warehouseCode: WAREHOUSE.code,
  destinationCode: 'KW',
  customerName: 'Layla Haddad',
  suiteNumber: 'SP100001',
  options: [],
  specialInstructions: null,
  packageCount: 1,
  paidWeightKg: 2,
  airWaybillNumber: null,
  ...changes,
});

test('each request names its customer with the suite number, or says why there is none', async () => {
  mockFetch({
    'GET /api/staff/warehouses/wh-us/ship-requests': () => ({
      body: [
        item({}),
        item({
          id: 'sr-2',
          orderNumber: 'XWF000002',
          customerName: 'Farah Nasser',
          suiteNumber: '',
        }),
      ],
    }),
  });
  renderWithProviders(
    <PackingQueue warehouses={[WAREHOUSE]} warehouseId="" status="" onFilter={vi.fn()} />,
  );
  expect(await screen.findByText('Layla Haddad, suite SP100001')).toBeInTheDocument();
  expect(
    screen.getByText('Farah Nasser, no suite number (the account is not approved)'),
  ).toBeInTheDocument();
  expect(screen.queryByText(/suite $/)).not.toBeInTheDocument();
});
