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
  membership: [
    {
      level: 'business',
      versions: [
        { id: 'm1', effectiveFrom: '2026-01-01T00:00:00.000Z', discountPercent: 5, isActive: true },
        {
          id: 'm2',
          effectiveFrom: '2027-01-01T00:00:00.000Z',
          discountPercent: 0,
          isActive: false,
        },
      ],
    },
  ],
  exchangeRates: {
    currentMonth: '2026-11',
    monthInForce: '2026-10',
    isFallback: true,
    tables: [
      { month: '2026-10', effectiveFrom: '2026-10-01T00:00:00.000Z', perUsd: { USD: 1, KWD: 0.3 } },
    ],
    missing: [
      { month: '2026-11', tableMonth: '2026-10', pairs: [] },
      { month: '2026-12', tableMonth: '2026-10', pairs: [] },
    ],
    nextMonth: { month: '2026-12', unset: [], isWarning: false },
  },
};

/** Quotes this month lack two pairs, next month's scheduled table one, and it is the 25th. */
const MISSING: PriceOverview = {
  ...OVERVIEW,
  exchangeRates: {
    ...OVERVIEW.exchangeRates,
    missing: [
      {
        month: '2026-11',
        tableMonth: '2026-10',
        pairs: [
          { from: 'GBP', to: 'NOK' },
          { from: 'USD', to: 'NOK' },
        ],
      },
      { month: '2026-12', tableMonth: '2026-12', pairs: [{ from: 'KWD', to: 'USD' }] },
    ],
    nextMonth: { month: '2026-12', unset: [{ from: 'KWD', to: 'USD' }], isWarning: true },
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

test('no banner while quotes find every rate and next month is not due', () => {
  renderWithProviders(<PriceAdminPanel overview={OVERVIEW} />);
  expect(screen.queryByText('Exchange rates need attention')).not.toBeInTheDocument();
});

test('the banner counts the pairs quotes miss per month and opens the tab that lists them', async () => {
  const user = userEvent.setup();
  renderWithProviders(<PriceAdminPanel overview={MISSING} />);
  const banner = screen.getByRole('status');
  expect(banner).toHaveTextContent('Exchange rates need attention');
  expect(banner).toHaveTextContent('Pairs without a rate for 2026-11: 2');
  expect(banner).toHaveTextContent('Pairs without a rate for 2026-12: 1');
  expect(banner).toHaveTextContent('The exchange rates for 2026-12 are not set yet.');

  await user.click(within(banner).getByRole('button', { name: 'Show the exchange rates' }));
  expect(screen.getByRole('tab', { name: 'Exchange rates' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  // This month's gaps fail quotes now: an error, each pair in the direction quotes convert.
  const now = screen
    .getAllByRole('alert')
    .find((box) => box.textContent?.includes('Quotes in 2026-11 cannot convert these currencies'));
  if (!now) {
    throw new Error("no error for this month's missing pairs");
  }
  expect(
    within(now)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['from GBP to NOK', 'from USD to NOK']);
  const ahead = screen
    .getAllByRole('status')
    .find((box) => box.textContent?.includes('Quotes in 2026-12'));
  expect(ahead).toHaveTextContent('from KWD to USD');
  expect(
    screen.getByText(
      'Rates are updated at the start of each month: add the table for 2026-12 before it starts.',
    ),
  ).toBeVisible();
});

test('only a scheduled version can be withdrawn, after a confirmation', async () => {
  const user = userEvent.setup();
  const fetchMock = mockFetch({
    'DELETE /api/admin/prices/rate-cards/b': () => ({ status: 204, body: null }),
  });
  renderWithProviders(<PriceAdminPanel overview={OVERVIEW} />);
  const buttons = screen.getAllByRole('button', { name: 'Withdraw' });
  expect(buttons).toHaveLength(1);
  await user.click(buttons[0] as HTMLElement);
  const dialog = await screen.findByRole('dialog', { name: 'Withdraw this version?' });
  await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
  expect(fetchMock).not.toHaveBeenCalled();

  await user.click(screen.getByRole('button', { name: 'Withdraw' }));
  await user.click(await screen.findByRole('button', { name: 'Withdraw the version' }));
  await expect.poll(() => fetchMock.mock.calls.length).toBe(1);
  expect(String(fetchMock.mock.calls[0]?.[0])).toMatch(/\/api\/admin\/prices\/rate-cards\/b$/);
  expect(fetchMock.mock.calls[0]?.[1]?.method).toBe('DELETE');
});

test('the membership tab lists each level with its state; a deactivation is scheduled', async () => {
  const user = userEvent.setup();
  renderWithProviders(<PriceAdminPanel overview={OVERVIEW} />);
  await user.click(screen.getByRole('tab', { name: 'Membership' }));
  const rows = screen.getAllByRole('row');
  expect(rows[1]).toHaveTextContent('business');
  expect(rows[1]).toHaveTextContent('Active');
  expect(rows[2]).toHaveTextContent('Deactivated');
  expect(within(rows[2] as HTMLElement).getByRole('button', { name: 'Withdraw' })).toBeVisible();
});

const COUPON = {
  id: 'c1',
  code: 'WELCOME10',
  kind: 'percent',
  percent: 10,
  amount: null,
  currency: null,
  minimum: null,
  validFrom: '2026-01-01T00:00:00.000Z',
  validUntil: null,
  usageLimit: 100,
  timesUsed: 3,
  oncePerCustomer: true,
  isActive: true,
  isRuleFrozen: true,
};

test('the coupons tab lists coupons and their uses; the form checks and shows refusals', async () => {
  const user = userEvent.setup();
  mockFetch({
    'GET /api/admin/coupons': () => ({ body: { now: NOW, coupons: [COUPON] } }),
    'GET /api/admin/coupons/c1/uses': () => ({
      body: {
        code: 'WELCOME10',
        uses: [
          {
            id: 'u1',
            customerName: 'Layla Haddad',
            customerEmail: 'layla@example.test',
            orderNumber: 'XWF40000001',
            usedAt: NOW,
            discount: 2.45,
            currency: 'USD',
          },
        ],
      },
    }),
    'POST /api/admin/coupons': () => ({
      status: 409,
      body: {
        error: {
          code: 'COUPON_CODE_TAKEN',
          message: 'A coupon with the code WELCOME10 already exists.',
          fields: { code: 'validation.couponCodeTaken' },
        },
      },
    }),
  });
  renderWithProviders(<PriceAdminPanel overview={OVERVIEW} />);
  await user.click(screen.getByRole('tab', { name: 'Coupons' }));
  const row = await screen.findByRole('row', { name: /WELCOME10/ });
  expect(row).toHaveTextContent('10% off');
  expect(row).toHaveTextContent('3 of 100');
  expect(row).toHaveTextContent('Discount frozen');

  await user.click(within(row).getByRole('button', { name: 'See uses' }));
  const uses = await screen.findByRole('region', { name: 'Uses of WELCOME10' });
  expect(await within(uses).findByText('Layla Haddad (layla@example.test)')).toBeVisible();
  expect(within(uses).getByText('XWF40000001')).toBeVisible();

  await user.type(screen.getByLabelText(/^Code/), 'welcome10');
  await user.type(screen.getByLabelText(/^Percentage/), '0');
  await user.click(screen.getByRole('button', { name: 'Create the coupon' }));
  expect(
    await screen.findByText('Enter a percentage from 1 to 100 (at most two decimals)'),
  ).toBeVisible();
  await user.clear(screen.getByLabelText(/^Percentage/));
  await user.type(screen.getByLabelText(/^Percentage/), '15');
  await user.click(screen.getByRole('button', { name: 'Create the coupon' }));
  expect(
    await screen.findByText(
      'A coupon already has this code (upper and lower case count as the same)',
    ),
  ).toBeVisible();
});

test('the coupons tab says when there is no coupon yet', async () => {
  const user = userEvent.setup();
  mockFetch({ 'GET /api/admin/coupons': () => ({ body: { now: NOW, coupons: [] } }) });
  renderWithProviders(<PriceAdminPanel overview={OVERVIEW} />);
  await user.click(screen.getByRole('tab', { name: 'Coupons' }));
  expect(await screen.findByText('No coupons yet.')).toBeVisible();
  expect(screen.getByRole('button', { name: 'Create the coupon' })).toBeVisible();
});
