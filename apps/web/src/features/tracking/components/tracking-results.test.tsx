import type { TrackingEvent, TrackingResult } from '@skyparcel/domain/tracking';
import { screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { mockFetch } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render-with-providers';
import { TrackingResults } from './tracking-results';

const RECEIVED: TrackingEvent = {
  status: 'package_received',
  occurredAt: '2025-06-10T09:00:00.000Z',
  location: 'New Castle',
  airportCode: null,
};

const RESULT: TrackingResult = {
  results: [
    {
      trackingNumber: '701-12345675',
      airWaybillNumber: '701-12345675',
      orderNumber: 'XWF12345678',
      origin: 'JFK',
      destination: 'KWI',
      pieces: 2,
      weightKg: 4.5,
      status: 'out_for_delivery',
      events: [
        RECEIVED,
        {
          status: 'out_for_delivery',
          occurredAt: '2025-06-15T07:30:00.000Z',
          location: 'Kuwait City',
          airportCode: null,
        },
        {
          status: 'arrived_destination_airport',
          occurredAt: '2025-06-14T18:00:00.000Z',
          location: 'Kuwait',
          airportCode: 'KWI',
        },
      ],
    },
  ],
  notFound: ['XWF99999999'],
  page: 1,
  pageSize: 10,
  total: 1,
};

test('shows each shipment with its full timeline, newest first', async () => {
  const fetchMock = mockFetch({ 'GET /api/tracking': () => ({ body: RESULT }) });
  renderWithProviders(<TrackingResults numbers={['701-12345675', 'XWF99999999']} />);

  const card = await screen.findByRole('article', { name: '701-12345675' });
  expect(within(card).getAllByText('Out for delivery')).toHaveLength(2);
  const events = within(card).getAllByRole('listitem');
  expect(events.map((event) => event.querySelector('p')?.textContent)).toEqual([
    'Out for delivery',
    'Arrived at destination airport',
    'Package received',
  ]);
  expect(within(card).getByText('Kuwait (KWI)')).toBeInTheDocument();
  expect(within(card).getByText('4.5 kg')).toBeInTheDocument();

  const [input, init] = fetchMock.mock.calls[0] ?? [];
  expect(String(input)).toBe('/api/tracking?keyword=701-12345675%2CXWF99999999&page=1');
  expect(new Headers(init?.headers).get('Accept-Language')).toBe('en-US');
  expect(init?.credentials).toBe('omit');
});

test("says 'No tracking records.' for a number nothing matched", async () => {
  mockFetch({ 'GET /api/tracking': () => ({ body: RESULT }) });
  renderWithProviders(<TrackingResults numbers={['701-12345675', 'XWF99999999']} />);

  const missing = await screen.findByRole('article', { name: 'XWF99999999' });
  expect(within(missing).getByText('No tracking records.')).toBeInTheDocument();
});

test('labels delivered as Delivered (the old dictionary had it swapped)', async () => {
  const delivered: TrackingResult = {
    ...RESULT,
    notFound: [],
    results: RESULT.results.map((shipment) => ({
      ...shipment,
      status: 'delivered',
      events: [{ ...RECEIVED, status: 'delivered' }],
    })),
  };
  mockFetch({ 'GET /api/tracking': () => ({ body: delivered }) });
  renderWithProviders(<TrackingResults numbers={['701-12345675']} />);

  const card = await screen.findByRole('article', { name: '701-12345675' });
  expect(within(card).getAllByText('Delivered')).toHaveLength(2);
});

test("shows the server's message when the search fails", async () => {
  mockFetch({
    'GET /api/tracking': () => ({
      status: 400,
      body: { error: { code: 'TRACKING_TOO_MANY_NUMBERS', message: 'Too many numbers' } },
    }),
  });
  renderWithProviders(<TrackingResults numbers={['701-12345675']} />);

  expect(await screen.findByRole('alert')).toHaveTextContent('Too many numbers');
});

test.each([
  ['a server error without reasons', () => ({ status: 500, body: undefined })],
  [
    'the catalogue text of a status',
    () => ({ status: 503, body: { error: { code: 'SERVICE_UNAVAILABLE', message: 'Busy' } } }),
  ],
  [
    'no answer at all',
    () => {
      throw new TypeError('Failed to fetch');
    },
  ],
])("says the spec's generic 'Error' for %s", async (_name, answer) => {
  mockFetch({ 'GET /api/tracking': answer });
  renderWithProviders(<TrackingResults numbers={['701-12345675']} />);

  const alert = await screen.findByRole('alert');
  expect(alert.querySelector('p')).toHaveTextContent(/^Error$/);
});
