import type { PriceOverview } from '@skyparcel/domain/pricing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test } from 'vitest';
import { mockFetch } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render-with-providers';
import { PriceAdminPanel } from './price-admin-panel';

const NOW = '2026-11-25T12:00:00.000Z';
const OVERVIEW: PriceOverview = {
  now: NOW,
  warehouses: [{ code: 'US-DE', name: 'United States (Delaware)', currency: 'USD' }],
  destinations: [{ code: 'KW', name: 'Kuwait' }],
  rateCards: [
    {
      warehouseCode: 'US-DE',
      destinationCode: 'KW',
      versions: [
        {
          id: 'a',
          effectiveFrom: '2026-01-01T00:00:00.000Z',
          currency: 'USD',
          steps: [{ kg: 0.5, amount: 12.5 }],
        },
        {
          id: 'b',
          effectiveFrom: '2026-12-01T00:00:00.000Z',
          currency: 'USD',
          steps: [{ kg: 0.5, amount: 14 }],
        },
      ],
    },
  ],
  optionFees: [],
  warehouseTerms: [],
  customsRules: [],
  exchangeRates: {
    currentMonth: '2026-11',
    monthInForce: '2026-10',
    isFallback: true,
    tables: [
      { month: '2026-10', effectiveFrom: '2026-10-01T00:00:00.000Z', perUsd: { USD: 1, KWD: 0.3 } },
    ],
  },
};

test('each rate card shows the version in force and the scheduled one', () => {
  renderWithProviders(<PriceAdminPanel overview={OVERVIEW} />);
  const card = screen.getByRole('listitem');
  expect(within(card).getByText(/^In force since/)).toBeInTheDocument();
  expect(within(card).getByText(/^Scheduled from/)).toBeInTheDocument();
  expect(within(card).getByRole('button', { name: /^Export the cards of/ })).toBeInTheDocument();
});

test('a refused import lists each bad line with its reason', async () => {
  const user = userEvent.setup();
  mockFetch({
    'POST /api/admin/prices/rate-cards/import': () => ({
      status: 400,
      body: {
        error: {
          code: 'PRICE_CSV_INVALID',
          message: 'The file has 1 problems; nothing was stored.',
          fields: { 'line.3': 'operator.prices.problems.RATE_CARD_AMOUNT_INVALID' },
        },
      },
    }),
  });
  renderWithProviders(<PriceAdminPanel overview={OVERVIEW} />);
  const file = new File(['origin,destination,weight_kg,amount,currency\n'], 'cards.csv', {
    type: 'text/csv',
  });
  await user.upload(screen.getByLabelText(/CSV file/), file);
  await user.click(screen.getByRole('button', { name: 'Import' }));
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Nothing was stored. Fix these lines:');
  expect(alert).toHaveTextContent('Line 3: Enter an amount of 0 or more');
});

test('the exchange rates tab says when quotes fall back to an earlier month', async () => {
  const user = userEvent.setup();
  renderWithProviders(<PriceAdminPanel overview={OVERVIEW} />);
  await user.click(screen.getByRole('tab', { name: 'Exchange rates' }));
  expect(
    screen.getByText(
      'There is no table for 2026-11 yet: quotes fall back to the table of 2026-10. Add this month’s table below.',
    ),
  ).toBeInTheDocument();
  expect(screen.getByText('1 USD = 0.3 KWD')).toBeInTheDocument();
});
