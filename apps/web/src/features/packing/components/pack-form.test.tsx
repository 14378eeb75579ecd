import type { PackingDetails } from '@skyparcel/domain/packing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test } from 'vitest';
import { mockFetch } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render-with-providers';
import { PackForm } from './pack-form';

const DETAILS: PackingDetails = {
  id: 'sr-1',
  orderNumber: 'XWF40000009',
  status: 'preparing',
  paidAt: '2026-11-25T10:00:00.000Z',
  warehouseId: 'wh-1',
  warehouseCode: 'US-DE',
  destinationCode: 'KW',
  customerName: 'Layla Haddad',
  suiteNumber: 'SP100001',
  options: ['FRG'],
  specialInstructions: 'Keep the receipts',
  packageCount: 1,
  paidWeightKg: 1.5,
  airWaybillNumber: null,
  shipTo: {
    consigneeName: 'Layla Haddad',
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
  packages: [
    {
      id: 'pkg-1',
      packageNumber: 'PK1001',
      retailerName: 'Amazon',
      retailerTrackingNumber: '1Z',
      packingPhotoCount: 0,
    },
  ],
  checklist: ['FRG', 'instructions'],
  needsPhotos: false,
  boxes: [],
  palletCount: null,
  finalWeightKg: null,
  billedWeightKg: null,
  weightDifference: null,
};

test('shows the live billed weight, and sends Pack only once the checklist is ticked', async () => {
  const user = userEvent.setup();
  let sent: unknown;
  mockFetch({
    'POST /api/staff/ship-requests/sr-1/pack': (_url, init) => {
      sent = JSON.parse(String(init?.body));
      return { body: { ...DETAILS, status: 'packed' } };
    },
  });
  renderWithProviders(<PackForm details={DETAILS} />);

  await user.type(screen.getByRole('textbox', { name: 'Weight of box 1' }), '5');
  await user.type(screen.getByRole('textbox', { name: 'Length of box 1' }), '60');
  await user.type(screen.getByRole('textbox', { name: 'Width of box 1' }), '60');
  await user.type(screen.getByRole('textbox', { name: 'Height of box 1' }), '90');
  // 60 x 60 x 90 cm is over 200 cm: the 54 kg volumetric weight is billed.
  expect(
    await screen.findByText('Volumetric weight 54 kg · billed weight 54 kg'),
  ).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Pack' }));
  expect(
    await screen.findByText('Tick every item of the checklist before packing.'),
  ).toBeInTheDocument();
  expect(sent).toBeUndefined();

  await user.click(screen.getByRole('checkbox', { name: 'Fragile stickers applied' }));
  await user.click(
    screen.getByRole('checkbox', { name: 'Instructions followed: Keep the receipts' }),
  );
  await user.click(screen.getByRole('button', { name: 'Pack' }));
  await expect
    .poll(() => sent)
    .toEqual({
      boxes: [
        {
          weight: { amount: 5, unit: 'Kg' },
          dimensions: { length: 60, width: 60, depth: 90, unit: 'Cm' },
        },
      ],
      checklist: ['FRG', 'instructions'],
    });
});
