import type { ShipmentSummary } from '@skyparcel/domain/customer-profile';
import { screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { mockFetch } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render-with-providers';
import { ShipmentSummarySection } from './shipment-summary-section';

const SUMMARY: ShipmentSummary = {
  year: 2026,
  shipmentsThisYear: 3,
  packagesWaiting: 1,
  weightShippedGrams: 7_500,
  spent: [{ amountMinor: 120_500, currency: 'KWD' }],
  savedByCoupons: [{ amountMinor: 1_000, currency: 'KWD' }],
  savedByMembership: [],
  savedByConsolidation: [{ amountMinor: 2_614, currency: 'KWD' }],
  shipmentsByMonth: [1, 0, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0],
};

test('shows what consolidation saved beside the coupon and membership savings', async () => {
  mockFetch({ 'GET /api/UserProfile/get-shippment-summary': () => ({ body: SUMMARY }) });
  renderWithProviders(<ShipmentSummarySection />);
  const consolidation = await screen.findByText('Saved by consolidation');
  expect(consolidation.nextElementSibling).toHaveTextContent(/KWD\s*2\.614/);
  expect(screen.getByText('Saved by coupons').nextElementSibling).toHaveTextContent(/KWD\s*1\.000/);
  // Nothing saved shows as zero, not as an empty figure.
  expect(screen.getByText('Saved by membership').nextElementSibling).toHaveTextContent(/0\.00/);
});
