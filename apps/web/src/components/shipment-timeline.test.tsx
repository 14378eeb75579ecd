import { screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { renderWithProviders } from '@/testing/render-with-providers';
import { ShipmentTimeline } from './shipment-timeline';

test('lists the events newest first with time, place, airport and the note', async () => {
  renderWithProviders(
    <ShipmentTimeline
      events={[
        {
          status: 'package_prepared',
          occurredAt: '2026-11-20T09:00:00.000Z',
          location: 'New Castle',
          airportCode: null,
          note: null,
        },
        {
          status: 'departed_origin_airport',
          occurredAt: '2026-11-21T18:30:00.000Z',
          location: 'New York',
          airportCode: 'JFK',
          note: 'Flight EK 202',
        },
      ]}
    />,
  );
  const items = await screen.findAllByRole('listitem');
  expect(
    items.map((item) => within(item).getByText(/./, { selector: '.timeline__status' }).textContent),
  ).toEqual(['Departed from origin airport', 'Package prepared']);
  expect(items[0]).toHaveTextContent('New York (JFK)');
  expect(items[0]).toHaveTextContent('Flight EK 202');
  expect(items[0]?.querySelector('time')?.getAttribute('dateTime')).toBe(
    '2026-11-21T18:30:00.000Z',
  );
  expect(items[1]).toHaveTextContent('New Castle');
  expect(items[1]?.querySelector('.timeline__note')).toBeNull();
});
