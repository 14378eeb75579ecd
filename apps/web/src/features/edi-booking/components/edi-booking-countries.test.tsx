import { screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { saveSession } from '@/lib/session-token';
import { mockFetch } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render-with-providers';
import { EdiBookingCountries } from './edi-booking-countries';

const SHIPPER = {
  id: 'u7',
  email: 'business@demo.skyparcel.test',
  firstName: 'Omar',
  middleName: null,
  lastName: 'Saleh',
  role: 'SHIPPER',
  baseCarrier: 'WF',
  airlineCode: null,
  targetCurrency: 'AED',
  preferredLocale: 'en-US',
  agentCodeIsNull: false,
  firstTime: false,
  businessApplicationDue: false,
};

test('lists the countries the signed-in business user may book from and to, with their flags', async () => {
  saveSession('token-1', '2099-01-01T00:00:00.000Z');
  const fetchMock = mockFetch({
    'GET /api/user': () => ({ body: SHIPPER }),
    'POST /api/login/user-type': () => ({
      body: { status: 'SkywardsUser', origins: ['GB', 'US'], destinations: ['KW', 'SN'] },
    }),
  });
  renderWithProviders(<EdiBookingCountries />);

  await screen.findByRole('heading', { name: 'Where your bookings can fly' });
  const lists = (await screen.findByText('Origin countries')).closest('dl');
  if (!lists) {
    throw new Error('no list of countries');
  }
  expect(
    within(lists)
      .getAllByRole('term')
      .map((term) => term.textContent),
  ).toEqual(['Origin countries', 'Destination countries']);
  expect(
    within(lists)
      .getAllByRole('definition')
      .map((name) => name.textContent),
  ).toEqual(['United Kingdom', 'United States', 'Kuwait', 'Senegal']);
  // Each name is printed beside its flag, which is therefore decorative.
  const flags = lists.querySelectorAll('img');
  expect(flags).toHaveLength(4);
  expect([...flags].map((flag) => flag.getAttribute('alt'))).toEqual(['', '', '', '']);
  const asked = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/login/user-type'));
  expect(JSON.parse(String(asked?.[1]?.body))).toEqual({
    emailAddress: 'business@demo.skyparcel.test',
  });
});

test('says so when the countries cannot be loaded', async () => {
  saveSession('token-1', '2099-01-01T00:00:00.000Z');
  mockFetch({
    'GET /api/user': () => ({ body: SHIPPER }),
    'POST /api/login/user-type': () => ({
      status: 500,
      body: { error: { code: 'INTERNAL', message: 'Internal Server Error' } },
    }),
  });
  renderWithProviders(<EdiBookingCountries />);

  expect(
    await screen.findByText('The countries you can book between could not be loaded.'),
  ).toBeInTheDocument();
});
