import type { ShippingPreferenceItem } from '@skyparcel/domain/pricing';
import { SHIPPING_OPTION_CODES } from '@skyparcel/domain/pricing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test } from 'vitest';
import { mockFetch } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render-with-providers';
import { ShippingPreferencesSection } from './shipping-preferences-section';

const NAMES = {
  INS: 'Insurance',
  LPH: 'Take photos at login',
  DSB: 'Discard shoe boxes',
  FRG: 'Fragile stickers',
  EPK: 'Extra packing',
  ORB: 'Original boxes',
};

function listOf(chosen: string[]): ShippingPreferenceItem[] {
  return SHIPPING_OPTION_CODES.map((code) => ({
    code,
    nameKey: `shipping.preferences.codes.${code}`,
    name: NAMES[code],
    isPricedByDeclaredValue: code === 'INS',
    fee: null,
    isChosen: chosen.includes(code),
  }));
}

const LIST = 'GET /api/userProfile/list-shipping-preferences';
const SET = 'PUT /api/userProfile/set-shipping-preferences';

test('the profile states the standard service as 3-5 days (spec section 9)', async () => {
  mockFetch({ [LIST]: () => ({ body: listOf([]) }) });
  renderWithProviders(<ShippingPreferencesSection />);

  const section = await screen.findByRole('region', { name: 'Shipping preferences' });
  expect(within(section).getByText('Standard service: 3-5 days')).toBeInTheDocument();
});

test('shows the six with the kept ones ticked, saves the new choice and says so', async () => {
  const fetchMock = mockFetch({
    [LIST]: () => ({ body: listOf(['FRG', 'EPK']) }),
    'GET /api/shipping/options': () => ({
      body: [
        {
          code: 'FRG',
          name: 'Fragile stickers',
          description: 'Marked fragile',
          isPricedByDeclaredValue: false,
          fees: [
            { warehouseId: 'wh-us', warehouseCode: 'US-DE', fee: { amount: 2, currency: 'USD' } },
            {
              warehouseId: 'wh-gb',
              warehouseCode: 'GB-LON',
              fee: { amount: 1.5, currency: 'GBP' },
            },
          ],
        },
      ],
    }),
    [SET]: (_url, init) => ({ body: JSON.parse(String(init?.body)) }),
  });
  const user = userEvent.setup();
  renderWithProviders(<ShippingPreferencesSection />);

  const section = await screen.findByRole('region', { name: 'Shipping preferences' });
  expect(section).toBeInTheDocument();
  const boxes = await screen.findAllByRole('checkbox');
  expect(boxes.map((box) => box.getAttribute('value'))).toEqual([...SHIPPING_OPTION_CODES]);
  expect(screen.getByRole('checkbox', { name: 'Fragile stickers' })).toBeChecked();
  expect(screen.getByRole('checkbox', { name: 'Extra packing' })).toBeChecked();
  expect(screen.getByRole('checkbox', { name: 'Insurance' })).not.toBeChecked();
  // Each with its fee at every warehouse; insurance by declared value.
  expect(
    await screen.findByRole('checkbox', {
      description: 'Fee per warehouse: US-DE $2.00 · GB-LON £1.50',
    }),
  ).toHaveAttribute('value', 'FRG');
  expect(
    screen.getByRole('checkbox', { description: 'Priced by the declared value of each shipment' }),
  ).toHaveAttribute('value', 'INS');

  await user.click(screen.getByRole('checkbox', { name: 'Insurance' }));
  await user.click(screen.getByRole('checkbox', { name: 'Extra packing' }));
  await user.click(screen.getByRole('button', { name: 'Save preferences' }));
  expect(await screen.findByRole('status')).toHaveTextContent(
    'Shipping preferences saved successfully',
  );
  const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
  expect(JSON.parse(String(put?.[1]?.body))).toEqual({ codes: ['INS', 'FRG'] });
});

test('saves none when every box is unticked', async () => {
  const fetchMock = mockFetch({
    [LIST]: () => ({ body: listOf(['ORB']) }),
    [SET]: (_url, init) => ({ body: JSON.parse(String(init?.body)) }),
  });
  const user = userEvent.setup();
  renderWithProviders(<ShippingPreferencesSection />);
  await user.click(await screen.findByRole('checkbox', { name: 'Original boxes' }));
  await user.click(screen.getByRole('button', { name: 'Save preferences' }));
  await screen.findByRole('status');
  const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
  expect(JSON.parse(String(put?.[1]?.body))).toEqual({ codes: [] });
});

test('shows the server’s text when the save is refused', async () => {
  mockFetch({
    [LIST]: () => ({ body: listOf([]) }),
    [SET]: () => ({
      status: 400,
      body: {
        error: {
          code: 'VALIDATION_FAILED',
          message: 'Invalid request',
          fields: { codes: 'validation.tooMany' },
        },
      },
    }),
  });
  const user = userEvent.setup();
  renderWithProviders(<ShippingPreferencesSection />);
  await user.click(await screen.findByRole('checkbox', { name: 'Insurance' }));
  await user.click(screen.getByRole('button', { name: 'Save preferences' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Invalid request');
  expect(screen.getByText('There are too many entries')).toBeInTheDocument();
});

test('says the preferences could not be loaded and offers to try again', async () => {
  let calls = 0;
  mockFetch({
    [LIST]: () => {
      calls += 1;
      return calls === 1
        ? { status: 500, body: { error: { code: 'INTERNAL', message: 'Something went wrong' } } }
        : { body: listOf(['LPH']) };
    },
  });
  const user = userEvent.setup();
  renderWithProviders(<ShippingPreferencesSection />);
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Your shipping preferences could not be loaded.',
  );
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  await waitFor(() =>
    expect(screen.getByRole('checkbox', { name: 'Take photos at login' })).toBeChecked(),
  );
});
