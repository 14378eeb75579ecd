import type { AirportRules } from '@skyparcel/domain/reference';
import { screen, within } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import { changeLocale } from '@/lib/i18n';
import { LONDON_RULES } from '@/testing/airport-rules-fixtures';
import { mockFetch } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render-with-providers';
import { AirportRulesPanel } from './airport-rules-panel';

const LONDON = LONDON_RULES;
const HEATHROW = LONDON_RULES.airport;

afterEach(async () => {
  await changeLocale('en-US');
});

function answer(rules: AirportRules) {
  return mockFetch({ [`GET /api/airport/${rules.warehouseId}/rules`]: () => ({ body: rules }) });
}

/** Each term with its value, as a reader hears the list. */
function factsOf(panel: HTMLElement) {
  const terms = within(panel).getAllByRole('term');
  return Object.fromEntries(
    terms.map((term) => [term.textContent, term.nextElementSibling?.textContent]),
  );
}

test('shows the airport, its hours as the airport’s local times, the terms and the weight rules', async () => {
  answer(LONDON);
  renderWithProviders(<AirportRulesPanel warehouseId="wh-gb" />);

  const panel = await screen.findByRole('region', { name: 'Airport rules' });
  expect(await within(panel).findByText('London Heathrow Airport (LHR)')).toBeInTheDocument();
  expect(factsOf(panel)).toEqual({
    'Departure airport': 'London Heathrow Airport (LHR)London',
    'Opening hours (local time at the airport)': '5:00 AM to 11:30 PM',
    'Free storage period (days)': '30',
    'Storage fee per day after the free period': '£0.80',
    'Maximum liability per shipment': '£75.00',
    'Volumetric weight':
      'Length × width × height ÷ 166 in inches (pounds), or ÷ 6,000 in centimetres (kilograms)',
    'Chargeable weight':
      'The actual weight; when length + width + height exceed 200 cm, the higher of the actual and the volumetric weight',
  });
  expect(within(panel).queryByRole('status')).not.toBeInTheDocument();
  expect(
    within(panel).getByRole('link', { name: 'Prohibited and restricted items' }),
  ).toHaveAttribute('href', '/#prohibited-title');
});

test('says a closed airport is closed, in a notice', async () => {
  answer({
    ...LONDON,
    airport: { ...HEATHROW, name: 'Blaise Diagne International Airport', isClosed: true },
  });
  renderWithProviders(<AirportRulesPanel warehouseId="wh-gb" />);

  expect(await screen.findByText('Airport closed')).toBeInTheDocument();
  const notice = screen.getByRole('status');
  expect(notice).toHaveTextContent(
    'Blaise Diagne International Airport is closed at present, so parcels from this warehouse may leave later than usual.',
  );
});

test('a round-the-clock airport reads so, and a part without data is left out', async () => {
  answer({
    ...LONDON,
    airport: {
      ...HEATHROW,
      opensAt: '00:00',
      closesAt: '23:59',
      isOpenAroundTheClock: true,
    },
    terms: null,
  });
  renderWithProviders(<AirportRulesPanel warehouseId="wh-gb" />);

  const panel = await screen.findByRole('region', { name: 'Airport rules' });
  expect(await within(panel).findByText('Open around the clock')).toBeInTheDocument();
  expect(within(panel).queryByText('Free storage period (days)')).not.toBeInTheDocument();
  expect(within(panel).queryByText('Maximum liability per shipment')).not.toBeInTheDocument();
});

test('speaks Arabic, with the airport’s hours written the Arabic way', async () => {
  await changeLocale('ar-AE');
  answer(LONDON);
  renderWithProviders(<AirportRulesPanel warehouseId="wh-gb" />);

  const panel = await screen.findByRole('region', { name: 'قواعد المطار' });
  const hours = new Intl.DateTimeFormat('ar-AE', {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'UTC',
  });
  const at = (hour: number, minute: number) =>
    hours.format(new Date(Date.UTC(2000, 0, 1, hour, minute)));
  expect(await within(panel).findByText(`من ${at(5, 0)} إلى ${at(23, 30)}`)).toBeInTheDocument();
});

test('an unknown warehouse shows the catalogue’s message, not the rules', async () => {
  mockFetch({
    'GET /api/airport/nowhere/rules': () => ({
      status: 404,
      body: {
        error: {
          code: 'WAREHOUSE_NOT_FOUND',
          message: 'Warehouse with id could not be found',
        },
      },
    }),
  });
  renderWithProviders(<AirportRulesPanel warehouseId="nowhere" />);

  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('The airport rules could not be loaded.');
  expect(alert).toHaveTextContent('Warehouse with id could not be found');
});
