import type { Contact } from '@skyparcel/domain/contacts';
import type { ShipRequestQuoteDto } from '@skyparcel/domain/pricing';
import type { AirportRules } from '@skyparcel/domain/reference';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test, vi } from 'vitest';
import { PACKAGE, suiteList } from '@/features/suite/testing/suite-fixtures';
import { PHILADELPHIA_RULES } from '@/testing/airport-rules-fixtures';
import { mockFetch } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render-with-providers';
import { ShipWizard } from './ship-wizard';

const CONTACT: Contact = {
  id: '6f1c2c1e-5b7a-4c8e-9d3f-0a1b2c3d4e5f',
  title: null,
  firstName: 'Omar',
  middleName: null,
  lastName: 'Haddad',
  street: 'Block 3, Street 12',
  street2: null,
  city: 'Salmiya',
  stateOrProvince: 'Hawalli',
  zip: null,
  countryCode: 'KW',
  phoneCountryCode: '+965',
  phoneNumber: '55512345',
  addressType: 'home',
  shipperConsigneeAddressType: 'consignee',
  isDefault: true,
};

const FIRST = {
  ...PACKAGE,
  id: '11111111-1111-4111-8111-111111111111',
  status: 'ready_to_send' as const,
  tab: 'readyToSend' as const,
};
const SECOND = {
  ...FIRST,
  id: '22222222-2222-4222-8222-222222222222',
  packageNumber: 'PK100043',
  retailerName: 'Book Shop',
};

function quote(total: number): ShipRequestQuoteDto {
  return {
    warehouseCode: 'US-DE',
    destinationCode: 'KW',
    quotedAt: '2026-11-25T10:00:00.000Z',
    currency: 'KWD',
    lines: [
      {
        code: 'FREIGHT',
        reason: 'CHARGEABLE_WEIGHT',
        params: { chargeableKg: 1.5, halfKgSteps: 3 },
        original: { amount: 20, currency: 'USD' },
        amount: { amount: total, currency: 'KWD' },
      },
    ],
    total: { amount: total, currency: 'KWD' },
    rates: [{ from: 'USD', to: 'KWD', rate: '0.3075' }],
    exchangeRateMonth: '2026-11-01',
    actualWeightKg: 1.5,
    chargeableWeightKg: 1.5,
    declaredValue: { amount: 59.98, currency: 'USD' },
    customs: null,
  };
}

// Philadelphia closed, with no terms in force: the wizard warns before anything is chosen.
const RULES: AirportRules = {
  ...PHILADELPHIA_RULES,
  airport: { ...PHILADELPHIA_RULES.airport, isClosed: true },
  terms: null,
};

function wizardRoutes(
  onCreate: (body: Record<string, unknown>) => { status?: number; body: unknown },
  kept: string[] = [],
  overrides: Parameters<typeof mockFetch>[0] = {},
) {
  let price = 6.15;
  return mockFetch({
    'GET /api/userProfile/get-shipping-preferences': () => ({ body: { codes: kept } }),
    'PUT /api/userProfile/set-shipping-preferences': (_url, init) => ({
      body: JSON.parse(String(init?.body)),
    }),
    'GET /api/user/contacts': () => ({ body: [CONTACT] }),
    'GET /api/airport/wh-us/rules': () => ({ body: RULES }),
    'GET /api/warehouses/byCountry/wh-us/packages': () => ({ body: suiteList([FIRST, SECOND]) }),
    'POST /api/shipping/country/KW/consolidate-package-suggestions': () => ({
      body: {
        warehouseCode: 'US-DE',
        destinationCode: 'KW',
        suggestions: [],
        separately: { amount: 6.15, currency: 'KWD' },
        together: { amount: 6.15, currency: 'KWD' },
        saving: { amount: 0, currency: 'KWD' },
      },
    }),
    'GET /api/shipping/options/country/KW': () => ({
      // The server offers all six; two are enough to make the boxes a group.
      body: [
        {
          code: 'LPH',
          name: 'Photos',
          description: 'Photos of the contents',
          fee: { amount: 3, currency: 'USD' },
          params: {},
        },
        {
          code: 'FRG',
          name: 'Fragile stickers',
          description: 'Marked fragile',
          fee: { amount: 2, currency: 'USD' },
          params: {},
        },
      ],
    }),
    'POST /api/shipping/warehouses/wh-us/shipping-discount': () => ({ body: quote(price) }),
    'POST /api/shipping': (_url, init) => {
      const answer = onCreate(JSON.parse(String(init?.body)));
      if (answer.status === 409) {
        price = 7.3;
      }
      return answer;
    },
    ...overrides,
  });
}

async function goToSummary(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('radio', { name: /Omar Haddad/ }));
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await screen.findByRole('table', { name: 'Packages in this shipment: 2' });
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await user.click(await screen.findByRole('checkbox', { name: /Fragile stickers/ }));
  await user.type(screen.getByRole('textbox', { name: 'Tax ID for this shipment' }), 'KW-1');
  await user.click(screen.getByRole('button', { name: 'Next' }));
  expect(
    await screen.findByText('Please check the above box if you want to proceed'),
  ).toBeInTheDocument();
  await user.click(
    screen.getByRole('checkbox', {
      name: 'I have reviewed the item values of these packages and they are true.',
    }),
  );
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await screen.findByRole('heading', { level: 2, name: 'Step 4 of 4: Payment summary' });
}

test('the address step shows the airport rules of the warehouse the packages leave from', async () => {
  wizardRoutes(() => ({ status: 500, body: {} }));
  renderWithProviders(
    <ShipWizard warehouseId="wh-us" packageIds={[FIRST.id, SECOND.id]} onCreated={vi.fn()} />,
  );

  const rules = await screen.findByRole('region', { name: 'Airport rules' });
  expect(await within(rules).findByText('Airport closed')).toBeInTheDocument();
  expect(within(rules).getByText('6:00 AM to 10:00 PM')).toBeInTheDocument();
  expect(
    within(rules).getByRole('link', { name: 'Prohibited and restricted items' }),
  ).toHaveAttribute('target', '_blank');
});

test('keeps every choice when going back and focuses each step’s heading', async () => {
  const user = userEvent.setup();
  wizardRoutes(() => ({ status: 500, body: {} }));
  renderWithProviders(
    <ShipWizard warehouseId="wh-us" packageIds={[FIRST.id, SECOND.id]} onCreated={vi.fn()} />,
  );
  expect(screen.getByRole('list', { name: 'Steps' })).toBeInTheDocument();
  await goToSummary(user);
  expect(
    screen.getByRole('heading', { level: 2, name: 'Step 4 of 4: Payment summary' }),
  ).toHaveFocus();
  const lines = await screen.findByRole('table', {
    name: 'The price of this shipment, line by line',
  });
  expect(within(lines).getByRole('row', { name: /Air freight/ })).toHaveTextContent('1.5 kg');

  await user.click(screen.getByRole('button', { name: 'Back' }));
  expect(
    screen.getByRole('heading', { level: 2, name: 'Step 3 of 4: Details and options' }),
  ).toHaveFocus();
  expect(screen.getByRole('textbox', { name: 'Tax ID for this shipment' })).toHaveValue('KW-1');
  expect(await screen.findByRole('checkbox', { name: /Fragile stickers/ })).toBeChecked();
  expect(
    screen.getByRole('checkbox', {
      name: 'I have reviewed the item values of these packages and they are true.',
    }),
  ).toBeChecked();
  await user.click(screen.getByRole('button', { name: 'Back' }));
  await user.click(screen.getByRole('button', { name: 'Back' }));
  expect(screen.getByRole('radio', { name: /Omar Haddad/ })).toBeChecked();
});

test('shows the new price after PRICE_CHANGED, creates at it on the second confirm', async () => {
  const user = userEvent.setup();
  const onCreated = vi.fn();
  const bodies: Record<string, unknown>[] = [];
  wizardRoutes((body) => {
    bodies.push(body);
    return bodies.length === 1
      ? { status: 409, body: { error: { code: 'PRICE_CHANGED', message: 'The price changed' } } }
      : { status: 201, body: { isSuccess: true, shipRequest: { id: 'r-1' } } };
  });
  renderWithProviders(
    <ShipWizard warehouseId="wh-us" packageIds={[FIRST.id, SECOND.id]} onCreated={onCreated} />,
  );
  await goToSummary(user);
  const confirm = await screen.findByRole('button', { name: 'Confirm and go to payment' });
  await waitFor(() => expect(confirm).toBeEnabled());
  await user.click(confirm);
  expect(await screen.findByText(/The price changed since it was shown/)).toBeInTheDocument();
  await waitFor(() =>
    expect(screen.getByRole('button', { name: 'Confirm and go to payment' })).toBeEnabled(),
  );
  await user.click(screen.getByRole('button', { name: 'Confirm and go to payment' }));
  await waitFor(() => expect(onCreated).toHaveBeenCalled());
  expect(bodies[0]).toMatchObject({
    packageIds: [FIRST.id, SECOND.id],
    contactId: CONTACT.id,
    options: ['FRG'],
    taxId: 'KW-1',
    valuesConfirmed: true,
    quotedTotal: { amount: 6.15, currency: 'KWD' },
  });
  expect(bodies[1]).toMatchObject({ quotedTotal: { amount: 7.3, currency: 'KWD' } });
});

test('says "Error in postShipping" when the answer is not a success', async () => {
  const user = userEvent.setup();
  const onCreated = vi.fn();
  wizardRoutes(() => ({ status: 200, body: { isSuccess: false, type: 'error' } }));
  renderWithProviders(
    <ShipWizard warehouseId="wh-us" packageIds={[FIRST.id, SECOND.id]} onCreated={onCreated} />,
  );
  await goToSummary(user);
  const confirm = await screen.findByRole('button', { name: 'Confirm and go to payment' });
  await waitFor(() => expect(confirm).toBeEnabled());
  await user.click(confirm);
  expect(await screen.findByRole('alert')).toHaveTextContent('Error in postShipping');
  expect(onCreated).not.toHaveBeenCalled();
});

test('the payment summary names the conversion the month’s rates lack (decision 059)', async () => {
  const user = userEvent.setup();
  const message = 'We cannot convert prices from USD to NOK right now. Please try again later.';
  wizardRoutes(() => ({ status: 500, body: {} }), [], {
    'POST /api/shipping/warehouses/wh-us/shipping-discount': () => ({
      status: 503,
      body: { error: { code: 'PRICE_CURRENCY_UNAVAILABLE', message } },
    }),
  });
  renderWithProviders(
    <ShipWizard warehouseId="wh-us" packageIds={[FIRST.id, SECOND.id]} onCreated={vi.fn()} />,
  );
  await goToSummary(user);
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('The price could not be calculated.');
  expect(alert).toHaveTextContent(message);
  expect(screen.getByRole('button', { name: 'Confirm and go to payment' })).toBeDisabled();
});

test('the payment summary states the standard service as 5-7 days (spec section 9)', async () => {
  const user = userEvent.setup();
  wizardRoutes(() => ({ status: 500, body: {} }));
  renderWithProviders(
    <ShipWizard warehouseId="wh-us" packageIds={[FIRST.id, SECOND.id]} onCreated={vi.fn()} />,
  );
  await goToSummary(user);
  expect(screen.getByText('Standard service: 5-7 days')).toBeInTheDocument();
});

/** The calls the wizard made, as 'METHOD /path', in order. */
function callsOf(fetchMock: ReturnType<typeof wizardRoutes>) {
  return fetchMock.mock.calls.map(
    ([input, init]) =>
      `${init?.method ?? 'GET'} ${new URL(String(input), 'http://localhost').pathname}`,
  );
}

async function goToDetails(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('radio', { name: /Omar Haddad/ }));
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await screen.findByRole('table', { name: 'Packages in this shipment: 2' });
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await screen.findByRole('heading', { level: 2, name: 'Step 3 of 4: Details and options' });
}

test('step 3 ticks the kept preferences this warehouse offers, and keeps the customer’s changes', async () => {
  const user = userEvent.setup();
  // EPK is kept but not offered here: ticking it would be refused.
  wizardRoutes(() => ({ status: 500, body: {} }), ['FRG', 'EPK']);
  renderWithProviders(
    <ShipWizard warehouseId="wh-us" packageIds={[FIRST.id, SECOND.id]} onCreated={vi.fn()} />,
  );
  await goToDetails(user);
  const fragile = await screen.findByRole('checkbox', { name: /Fragile stickers/ });
  await waitFor(() => expect(fragile).toBeChecked());
  expect(screen.getByRole('checkbox', { name: /Photos/ })).not.toBeChecked();
  expect(
    screen.getByText(
      'Your shipping preferences are ticked. Change them for this shipment if you like.',
    ),
  ).toBeInTheDocument();
  expect(
    screen.getByRole('checkbox', { name: 'Keep these as my shipping preferences' }),
  ).not.toBeChecked();

  // Unticked by the customer, it stays unticked after going back and coming again.
  await user.click(fragile);
  await user.click(screen.getByRole('button', { name: 'Back' }));
  await user.click(await screen.findByRole('button', { name: 'Next' }));
  expect(await screen.findByRole('checkbox', { name: /Fragile stickers/ })).not.toBeChecked();
});

test('step 3 ticks nothing for a customer who keeps no preferences', async () => {
  const user = userEvent.setup();
  const fetchMock = wizardRoutes(() => ({ status: 500, body: {} }));
  renderWithProviders(
    <ShipWizard warehouseId="wh-us" packageIds={[FIRST.id, SECOND.id]} onCreated={vi.fn()} />,
  );
  await goToDetails(user);
  await screen.findByRole('checkbox', { name: /Fragile stickers/ });
  await waitFor(() =>
    expect(callsOf(fetchMock)).toContain('GET /api/userProfile/get-shipping-preferences'),
  );
  for (const box of screen.getAllByRole('checkbox')) {
    expect(box).not.toBeChecked();
  }
  expect(screen.queryByText(/Your shipping preferences are ticked/)).not.toBeInTheDocument();
});

test('"Keep these as my shipping preferences" saves them only once the request is created', async () => {
  const user = userEvent.setup();
  const onCreated = vi.fn();
  let creates = 0;
  const fetchMock = wizardRoutes(() => {
    creates += 1;
    return creates === 1
      ? { status: 409, body: { error: { code: 'PRICE_CHANGED', message: 'The price changed' } } }
      : { status: 201, body: { isSuccess: true, shipRequest: { id: 'r-1' } } };
  });
  renderWithProviders(
    <ShipWizard warehouseId="wh-us" packageIds={[FIRST.id, SECOND.id]} onCreated={onCreated} />,
  );
  await goToDetails(user);
  await user.click(await screen.findByRole('checkbox', { name: /Fragile stickers/ }));
  await user.click(screen.getByRole('checkbox', { name: 'Keep these as my shipping preferences' }));
  await user.click(
    screen.getByRole('checkbox', {
      name: 'I have reviewed the item values of these packages and they are true.',
    }),
  );
  await user.click(screen.getByRole('button', { name: 'Next' }));
  const confirm = await screen.findByRole('button', { name: 'Confirm and go to payment' });
  await waitFor(() => expect(confirm).toBeEnabled());

  // A refused request keeps nothing.
  await user.click(confirm);
  expect(await screen.findByText(/The price changed since it was shown/)).toBeInTheDocument();
  expect(callsOf(fetchMock)).not.toContain('PUT /api/userProfile/set-shipping-preferences');

  await waitFor(() =>
    expect(screen.getByRole('button', { name: 'Confirm and go to payment' })).toBeEnabled(),
  );
  await user.click(screen.getByRole('button', { name: 'Confirm and go to payment' }));
  await waitFor(() => expect(onCreated).toHaveBeenCalled());
  const calls = callsOf(fetchMock);
  const saved = calls.indexOf('PUT /api/userProfile/set-shipping-preferences');
  expect(saved).toBeGreaterThan(calls.lastIndexOf('POST /api/shipping'));
  const [, init] = fetchMock.mock.calls[saved] ?? [];
  expect(JSON.parse(String(init?.body))).toEqual({ codes: ['FRG'] });
});

test('says a verified identity is needed and links to the profile (decision 047)', async () => {
  const user = userEvent.setup();
  const onCreated = vi.fn();
  const message =
    'Customs at this destination clear parcels only against a verified identity. Add your passport or national ID and a scan of it in your profile; you can ship here once we have verified it.';
  wizardRoutes(() => ({
    status: 403,
    body: { error: { code: 'IDENTITY_NOT_VERIFIED', message } },
  }));
  renderWithProviders(
    <ShipWizard warehouseId="wh-us" packageIds={[FIRST.id, SECOND.id]} onCreated={onCreated} />,
  );
  await goToSummary(user);
  const confirm = await screen.findByRole('button', { name: 'Confirm and go to payment' });
  await waitFor(() => expect(confirm).toBeEnabled());
  await user.click(confirm);
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent(message);
  expect(within(alert).getByRole('link', { name: 'Add your ID in your profile' })).toHaveAttribute(
    'href',
    '/profile',
  );
  expect(onCreated).not.toHaveBeenCalled();
});
