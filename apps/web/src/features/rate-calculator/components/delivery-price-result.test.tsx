import type { DeliveryPrice } from '@skyparcel/domain/pricing';
import { screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { renderWithProviders } from '@/testing/render-with-providers';
import { DeliveryPriceResult } from './delivery-price-result';

const FREIGHT: DeliveryPrice = {
  amount: 24.5,
  currency: 'USD',
  actualWeightKg: 2,
  volumetricWeightKg: null,
  chargeableWeightKg: 2,
  customs: null,
};

test('without a declared value, asks for one to estimate duty and VAT', () => {
  renderWithProviders(<DeliveryPriceResult price={FREIGHT} />);
  expect(screen.getByText('Enter a declared value to estimate duty and VAT.')).toBeVisible();
});

test('with a value but no rate to convert it, names the conversion that is missing (decision 059)', () => {
  renderWithProviders(
    <DeliveryPriceResult price={{ ...FREIGHT, missingRate: { from: 'NOK', to: 'KWD' } }} />,
  );
  expect(screen.getByText('$24.50')).toBeVisible();
  expect(
    screen.getByText('We cannot convert prices from NOK to KWD right now. Please try again later.'),
  ).toBeVisible();
  expect(screen.queryByText(/Enter a declared value/)).not.toBeInTheDocument();
});
