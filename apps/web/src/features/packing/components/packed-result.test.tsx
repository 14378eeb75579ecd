import type { PackedBox, PackingDetails } from '@skyparcel/domain/packing';
import { screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { renderWithProviders } from '@/testing/render-with-providers';
import { PackedResult } from './packed-result';

const BOX: PackedBox = {
  boxNumber: 1,
  actualKg: 2.5,
  volumetricKg: 4,
  billedKg: 2.5,
  dimensionsCm: { length: 40, width: 30, height: 20 },
  labelUrl: '/api/staff/ship-requests/sr-1/boxes/1/label',
  actualWeight: { amount: 2.5, unit: 'Kg' },
  billedWeight: { amount: 2.5, unit: 'Kg' },
  dimWeight: { amount: 8.82, unit: 'Lb' },
  volWeight: { amount: 4, unit: 'Kg' },
};

const PACKED: PackingDetails = {
  id: 'sr-1',
  orderNumber: 'XWF40000009',
  status: 'packed',
  paidAt: '2026-11-25T10:00:00.000Z',
  warehouseId: 'wh-1',
  warehouseCode: 'US-NY',
  destinationCode: 'KW',
  customerName: 'Demo Trading LLC',
  suiteNumber: 'SP100002',
  options: [],
  specialInstructions: null,
  packageCount: 0,
  paidWeightKg: 2.5,
  airWaybillNumber: '176-10000013',
  shipTo: {
    consigneeName: 'Mariam Al Sabah',
    street: 'Block 3',
    street2: null,
    city: 'Kuwait City',
    stateOrProvince: 'Al Asimah',
    zip: null,
    countryCode: 'KW',
    phoneCountryCode: '+965',
    phoneNumber: '51234567',
    addressType: 'work',
  },
  packages: [],
  checklist: [],
  needsPhotos: false,
  boxes: [BOX],
  palletCount: 2,
  finalWeightKg: 2.5,
  billedWeightKg: 2.5,
  weightDifference: null,
};

test('each box shows its DIM weight beside the actual, volumetric and billed weight', () => {
  renderWithProviders(<PackedResult details={PACKED} />);
  const table = screen.getByRole('table', { name: 'Boxes' });
  const headers = within(table)
    .getAllByRole('columnheader')
    .map((cell) => cell.textContent);
  expect(headers).toContain('DIM weight');
  const row = within(table).getByRole('row', { name: /1 of 1/ });
  expect(row).toHaveTextContent('8.82 lb');
  expect(row).toHaveTextContent('4 kg');
});

test("an EDI booking's pallets show with the weights; loose boxes show none", () => {
  const { unmount } = renderWithProviders(<PackedResult details={PACKED} />);
  const pallets = screen.getByText('Pallets');
  expect(pallets.nextElementSibling).toHaveTextContent('2');
  unmount();

  renderWithProviders(<PackedResult details={{ ...PACKED, palletCount: null }} />);
  expect(screen.queryByText('Pallets')).toBeNull();
});
