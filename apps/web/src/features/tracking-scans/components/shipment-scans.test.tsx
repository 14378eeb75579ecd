import type { StaffShipment } from '@skyparcel/domain/tracking';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test } from 'vitest';
import { mockFetch } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render-with-providers';
import { ShipmentScans } from './shipment-scans';

const SHIPMENT: StaffShipment = {
  shipRequestId: '0b6f7c3e-6a1d-4a55-9a51-1b1f9e0c2a10',
  orderNumber: 'XWF40000007',
  airWaybillNumber: '701-50000005',
  status: 'packed',
  warehouseCode: 'US-DE',
  destinationCode: 'KW',
  events: [
    {
      id: '7f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b',
      status: 'package_prepared',
      occurredAt: '2026-11-20T12:00:00.000Z',
      location: 'New Castle',
      airportCode: null,
      note: null,
      source: 'system',
      correction: null,
    },
  ],
};

test('finds a shipment, records a scan and corrects an event only with a reason', async () => {
  const fetchMock = mockFetch({
    'GET /api/staff/shipments': () => ({ body: SHIPMENT }),
    [`POST /api/staff/shipments/${SHIPMENT.shipRequestId}/events`]: () => ({
      body: { event: { id: 'new' }, created: true },
    }),
    [`POST /api/staff/tracking-events/${SHIPMENT.events[0]?.id}/corrections`]: () => ({
      body: { event: { id: SHIPMENT.events[0]?.id }, created: true },
    }),
  });
  const user = userEvent.setup();
  renderWithProviders(<ShipmentScans />);

  await user.type(screen.getByLabelText(/Air waybill or order number/), '70150000005');
  await user.click(screen.getByRole('button', { name: 'Find the shipment' }));
  expect(await screen.findByRole('heading', { name: 'Shipment XWF40000007' })).toBeInTheDocument();
  const lookup = new URL(String(fetchMock.mock.calls[0]?.[0]), 'http://localhost');
  expect(lookup.searchParams.get('number')).toBe('701-50000005');

  const record = screen.getByRole('form', { name: 'Record a scan' });
  expect(within(record).getByLabelText(/Status/)).toHaveValue('departed_origin_airport');
  await user.type(within(record).getByLabelText(/Place/), 'New York');
  await user.type(within(record).getByLabelText(/Airport code/), 'jfk');
  await user.click(within(record).getByRole('button', { name: 'Record the scan' }));
  expect(await within(record).findByText('The scan was recorded.')).toBeInTheDocument();
  const recorded = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/events'));
  expect(JSON.parse(String(recorded?.[1]?.body))).toMatchObject({
    status: 'departed_origin_airport',
    location: 'New York',
    airportCode: 'JFK',
  });

  await user.click(screen.getByRole('button', { name: 'Correct this event' }));
  const correction = screen.getByRole('form', { name: 'Correct the event' });
  await user.click(within(correction).getByRole('button', { name: 'Save the correction' }));
  expect(
    await within(correction).findByText('Please fill out all required fields'),
  ).toBeInTheDocument();
  expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/corrections'))).toBe(false);

  await user.clear(within(correction).getByLabelText(/Place/));
  await user.type(within(correction).getByLabelText(/Place/), 'Wilmington');
  await user.type(within(correction).getByLabelText(/Reason for the correction/), 'Wrong site');
  await user.click(within(correction).getByRole('button', { name: 'Save the correction' }));
  await screen.findByRole('button', { name: 'Correct this event' });
  const corrected = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/corrections'));
  expect(JSON.parse(String(corrected?.[1]?.body))).toMatchObject({
    status: 'package_prepared',
    location: 'Wilmington',
    reason: 'Wrong site',
  });
});
