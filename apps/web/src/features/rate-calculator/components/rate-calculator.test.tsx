import type { DeliveryPrice } from '@skyparcel/domain/pricing';
import type { NamedCountry, Warehouse } from '@skyparcel/domain/reference';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test } from 'vitest';
import { PHILADELPHIA_RULES } from '@/testing/airport-rules-fixtures';
import { mockFetch } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render-with-providers';
import { RateCalculator } from './rate-calculator';

const WAREHOUSE: Warehouse = {
  id: 'wh-us',
  code: 'US-DE',
  name: 'United States (Delaware)',
  countryCode: 'US',
  countryName: 'United States',
  currency: 'USD',
  address: {
    street: '201 Hay Road',
    street2: null,
    city: 'New Castle',
    state: 'DE',
    zip: '19720',
    phone: '+1 302 555 0148',
  },
  freeStorageDays: 30,
  unitSystem: 'imperial',
};

/** The server names countries in the visitor's language (`localName`); the page shows that name. */
const country = (code: string, name: string, isDestination: boolean): NamedCountry => ({
  code,
  name: `${name} (stored)`,
  localName: name,
  dialCode: '',
  phoneLabel: code,
  isDestination,
  isShoppingCountry: false,
});

const PRICE: DeliveryPrice = {
  amount: 48.5,
  currency: 'USD',
  actualWeightKg: 4.54,
  volumetricWeightKg: 5.47,
  chargeableWeightKg: 5.47,
  customs: {
    currency: 'KWD',
    threshold: { amount: 100, currency: 'KWD' },
    cif: { amount: 160.25, currency: 'KWD' },
    isAboveThreshold: true,
    duty: { amount: 8.012, currency: 'KWD' },
    adminFee: { amount: 1, currency: 'KWD' },
    vat: { amount: 8.413, currency: 'KWD' },
    total: { amount: 17.425, currency: 'KWD' },
    dutyRatePercent: 5,
    vatRatePercent: 5,
  },
};

const RULES = PHILADELPHIA_RULES;

function mockCalculatorApi() {
  return mockFetch({
    'GET /api/deliveries/warehouses': () => ({ body: [WAREHOUSE] }),
    'GET /api/shipping/countries': () => ({
      body: [country('KW', 'Kuwait', true), country('NO', 'Norway', false)],
    }),
    'GET /api/deliveries/price': () => ({ body: PRICE }),
    'GET /api/airport/wh-us/rules': () => ({ body: RULES }),
  });
}

test('shows pounds and inches in kilograms and centimetres as the visitor types', async () => {
  mockCalculatorApi();
  const user = userEvent.setup();
  renderWithProviders(<RateCalculator />);

  await user.type(screen.getByRole('textbox', { name: 'Weight' }), '10');
  await user.type(screen.getByRole('textbox', { name: 'Length' }), '12');

  expect(screen.getByText('about 4.54 kg')).toBeInTheDocument();
  expect(screen.getByText('about 30.48 cm')).toBeInTheDocument();

  await user.selectOptions(screen.getByRole('combobox', { name: 'Weight unit' }), 'Kg');
  expect(screen.queryByText('about 4.54 kg')).not.toBeInTheDocument();
});

test('offers only the destination countries', async () => {
  mockCalculatorApi();
  renderWithProviders(<RateCalculator />);

  expect(await screen.findByRole('option', { name: 'Kuwait' })).toBeInTheDocument();
  expect(screen.queryByRole('option', { name: 'Norway' })).not.toBeInTheDocument();
});

test('asks the API in kilograms and shows the price, weights and duty/VAT estimate', async () => {
  const fetchMock = mockCalculatorApi();
  const user = userEvent.setup();
  renderWithProviders(<RateCalculator />);

  await user.selectOptions(
    await screen.findByRole('combobox', { name: 'From warehouse' }),
    await screen.findByRole('option', { name: 'United States' }),
  );
  await user.selectOptions(
    screen.getByRole('combobox', { name: 'Deliver to' }),
    await screen.findByRole('option', { name: 'Kuwait' }),
  );
  await user.type(screen.getByRole('textbox', { name: 'Weight' }), '10');
  await user.type(screen.getByRole('textbox', { name: 'Length' }), '12');
  await user.type(screen.getByRole('textbox', { name: 'Width' }), '10');
  await user.type(screen.getByRole('textbox', { name: 'Depth' }), '8');
  await user.type(screen.getByRole('textbox', { name: 'Value of the goods' }), '500');
  await user.click(screen.getByRole('button', { name: 'Calculate' }));

  expect(await screen.findByRole('heading', { name: 'Your estimate' })).toBeInTheDocument();
  const priceCall = fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .find((url) => url.pathname === '/api/deliveries/price');
  expect(Object.fromEntries(priceCall?.searchParams ?? [])).toEqual({
    fromWarehouseId: 'wh-us',
    toCountryCode: 'KW',
    weight: '4.54',
    length: '12',
    width: '10',
    depth: '8',
    unitDimension: 'In',
    pieces: '1',
    value: '500',
    valueCurrency: 'USD',
  });

  expect(screen.getByText('$48.50')).toBeInTheDocument();
  expect(screen.getByText('4.54 kg')).toBeInTheDocument();
  expect(screen.getAllByText('5.47 kg')).toHaveLength(2);
  expect(
    screen.getByText(
      'The declared value is above the duty-free threshold of KWD 100.000, so duty and VAT apply.',
    ),
  ).toBeInTheDocument();
  expect(screen.getByText('Customs duty (5%)')).toBeInTheDocument();
  expect(screen.getByText('KWD 8.012')).toBeInTheDocument();
  expect(screen.getByText('KWD 17.425')).toBeInTheDocument();
});

test('shows the airport rules of the warehouse once one is chosen', async () => {
  mockCalculatorApi();
  const user = userEvent.setup();
  renderWithProviders(<RateCalculator />);
  expect(screen.queryByRole('region', { name: 'Airport rules' })).not.toBeInTheDocument();

  await user.selectOptions(
    await screen.findByRole('combobox', { name: 'From warehouse' }),
    await screen.findByRole('option', { name: 'United States' }),
  );

  const rules = await screen.findByRole('region', { name: 'Airport rules' });
  expect(
    await within(rules).findByText('Philadelphia International Airport (PHL)'),
  ).toBeInTheDocument();
  expect(within(rules).getByText('6:00 AM to 10:00 PM')).toBeInTheDocument();
  expect(within(rules).getByText('$1.00')).toBeInTheDocument();

  await user.selectOptions(screen.getByRole('combobox', { name: 'From warehouse' }), '');
  expect(screen.queryByRole('region', { name: 'Airport rules' })).not.toBeInTheDocument();
});

test('marks the required fields when the form is sent empty', async () => {
  mockCalculatorApi();
  const user = userEvent.setup();
  renderWithProviders(<RateCalculator />);

  await user.click(screen.getByRole('button', { name: 'Calculate' }));

  expect(await screen.findAllByText('Please fill out all required fields')).toHaveLength(3);
  expect(screen.getByRole('textbox', { name: 'Weight' })).toHaveAttribute('aria-invalid', 'true');
});

test('checks a field once the visitor leaves it, then as they type', async () => {
  mockCalculatorApi();
  const user = userEvent.setup();
  renderWithProviders(<RateCalculator />);
  const weight = screen.getByRole('textbox', { name: 'Weight' });

  await user.type(weight, '0');
  expect(screen.queryByText('Please enter a number greater than zero')).not.toBeInTheDocument();

  await user.tab();
  expect(screen.getByText('Please enter a number greater than zero')).toBeInTheDocument();

  await user.type(weight, '.5');
  expect(screen.queryByText('Please enter a number greater than zero')).not.toBeInTheDocument();
});

test('asks for all three sides, and sends the visitor to the first field to fix', async () => {
  const fetchMock = mockCalculatorApi();
  const user = userEvent.setup();
  renderWithProviders(<RateCalculator />);

  await user.type(screen.getByRole('textbox', { name: 'Length' }), '12');
  await user.click(screen.getByRole('button', { name: 'Calculate' }));

  expect(
    screen.getAllByText('Enter the length, width and depth, or leave all three empty.'),
  ).toHaveLength(2);
  expect(screen.getByRole('textbox', { name: 'Width' })).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByRole('combobox', { name: 'From warehouse' })).toHaveFocus();
  expect(
    fetchMock.mock.calls.some(([input]) => String(input).includes('/api/deliveries/price')),
  ).toBe(false);
});
