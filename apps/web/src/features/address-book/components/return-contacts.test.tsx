import { screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { mockFetch } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render-with-providers';
import { ReturnContacts } from './return-contacts';

const warehouse = (code: string, countryCode: string) => ({
  id: code,
  code,
  name: code,
  countryCode,
  countryName: countryCode,
  currency: 'USD',
  address: { street: 'x', street2: null, city: 'x', state: null, zip: 'x', phone: 'x' },
});

const DELAWARE = {
  id: 'r1',
  countryCode: 'US',
  name: 'Skyparcel Returns (Delaware)',
  street: '201 Hay Road',
  street2: 'Building C, Returns Desk',
  city: 'New Castle',
  stateOrProvince: 'DE',
  zip: '19720',
  phone: '+1 302 555 0150',
  email: 'returns.us@skyparcel.test',
};

test('lists each warehouse country’s return contacts once, read only, under a clear heading', async () => {
  const fetchMock = mockFetch({
    // Two warehouses in the US: the country is asked for once.
    'GET /api/deliveries/warehouses': () => ({
      body: [warehouse('US-DE', 'US'), warehouse('US-NJ', 'US'), warehouse('GB-LHR', 'GB')],
    }),
    'GET /api/user/country/US/returncontacts': () => ({ body: [DELAWARE] }),
    'GET /api/user/country/GB/returncontacts': () => ({ body: [] }),
  });
  renderWithProviders(<ReturnContacts />);
  const section = screen.getByRole('region', { name: 'Return contacts per country' });
  const card = await within(section).findByRole('listitem', {
    name: 'Skyparcel Returns (Delaware)',
  });
  expect(card).toHaveTextContent('201 Hay Road');
  expect(card).toHaveTextContent('New Castle, DE, 19720');
  expect(card).toHaveTextContent('returns.us@skyparcel.test');
  expect(
    within(section).getByRole('heading', { name: 'Returns from United States' }),
  ).toBeVisible();
  expect(await within(section).findByText('No return contact for this country yet.')).toBeVisible();
  // Nothing to change: the service keeps them.
  expect(within(section).queryByRole('button')).toBeNull();
  const asked = fetchMock.mock.calls.map(([url]) => new URL(String(url), 'http://x').pathname);
  expect(asked.filter((path) => path.endsWith('/returncontacts'))).toEqual([
    '/api/user/country/US/returncontacts',
    '/api/user/country/GB/returncontacts',
  ]);
});
