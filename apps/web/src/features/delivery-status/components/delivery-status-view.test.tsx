import { screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { mockFetch } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render-with-providers';
import { DEPARTED_SHIPMENT } from '../testing/shipment-fixtures';
import { DeliveryStatusView } from './delivery-status-view';

test('shows the three initial labels, the delivery status and every event with its note', async () => {
  const fetchMock = mockFetch({
    [`GET /api/shipping/delivery-status/${DEPARTED_SHIPMENT.orderNumber}`]: () => ({
      body: DEPARTED_SHIPMENT,
    }),
  });
  renderWithProviders(<DeliveryStatusView orderNumber={DEPARTED_SHIPMENT.orderNumber} />);

  expect(
    await screen.findByRole('heading', { name: 'Delivery status of XWF40000007' }),
  ).toBeInTheDocument();
  const steps = within(screen.getByRole('list', { name: 'Progress of the shipment' }));
  expect(steps.getAllByRole('listitem').map((step) => step.textContent)).toEqual([
    'My Suite',
    'Process Delivery',
    'Delivery Status: On the way',
  ]);
  expect(steps.getByText('Delivery Status: On the way')).toHaveAttribute('aria-current', 'step');
  expect(screen.getByText('176-10000013')).toBeInTheDocument();
  expect(screen.getByText('Departed from origin airport')).toBeInTheDocument();
  expect(screen.getByText('Flight EK 202')).toBeInTheDocument();
  expect(screen.getByText('New York (JFK)')).toBeInTheDocument();
  expect(fetchMock).toHaveBeenCalledTimes(1);
});

test('another customer’s order number reads as an error, not as a shipment', async () => {
  mockFetch({});
  renderWithProviders(<DeliveryStatusView orderNumber="XWF49999999" />);
  expect(
    await screen.findByText('The delivery status could not be loaded.', { exact: false }),
  ).toBeInTheDocument();
});
