import type { PackageDetails as Details } from '@skyparcel/domain/packages';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test } from 'vitest';
import { mockFetch } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render-with-providers';
import { PACKAGE } from '../testing/suite-fixtures';
import { PackageDetails } from './package-details';

const BASE = '/api/warehouses/wh-us/packages/pkg-1';
const FLAGGED: Details = {
  ...PACKAGE,
  photos: [],
  lineItems: [
    ...PACKAGE.lineItems,
    {
      id: 'line-2',
      inventoryId: 'INV-7',
      description: 'Charger',
      quantity: 1,
      valuePerUnit: { amount: 15, currency: 'USD' },
      totalValue: { amount: 15, currency: 'USD' },
      hsCode: null,
      declaredValue: { amount: 15, currency: 'USD' },
      exportDescription: 'Phone charger',
      scheduleB: '8504401000',
      statisticalQuantity: 1,
    },
  ],
};

function routes(details: Details, put?: (body: unknown) => { status?: number; body: unknown }) {
  let current = details;
  const sent: unknown[] = [];
  const fetchMock = mockFetch({
    [`GET ${BASE}`]: () => ({ body: current }),
    [`PUT ${BASE}`]: (_url, init) => {
      const body = JSON.parse(String(init?.body));
      sent.push(body);
      if (put) {
        return put(body);
      }
      current = { ...details, status: 'in_review', reason: null, tab: 'inReview' };
      return {
        body: {
          ...current,
          message: 'Item details saved. Our team will review your package again.',
        },
      };
    },
  });
  return { fetchMock, sent };
}

test('a package flagged for item details opens the form; the shared schema’s messages show per field', async () => {
  const user = userEvent.setup();
  const { sent } = routes(FLAGGED);
  renderWithProviders(<PackageDetails warehouseId="wh-us" packageId="pkg-1" />);

  const form = await screen.findByRole('form', { name: 'Item details' });
  const first = within(form).getByRole('group', { name: 'Item 1' });
  await user.clear(within(first).getByRole('textbox', { name: /Description/ }));
  await user.clear(within(first).getByRole('textbox', { name: /Quantity/ }));
  await user.type(within(first).getByRole('textbox', { name: /Quantity/ }), '0');
  await user.clear(within(first).getByRole('textbox', { name: /HS code/ }));
  await user.type(within(first).getByRole('textbox', { name: /HS code/ }), '12');
  await user.click(within(form).getByRole('button', { name: 'Save the item details' }));

  expect(await within(first).findByText('Please fill out all required fields')).toBeInTheDocument();
  expect(within(first).getByText('Please enter a number greater than zero')).toBeInTheDocument();
  expect(within(first).getByText('Please enter an HS code of 6 to 10 digits')).toBeInTheDocument();
  expect(within(first).getByRole('textbox', { name: /Description/ })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  expect(sent).toEqual([]);
});

test('edits, adds and removes lines, then the package is back in review', async () => {
  const user = userEvent.setup();
  const { sent } = routes(FLAGGED);
  renderWithProviders(<PackageDetails warehouseId="wh-us" packageId="pkg-1" />);

  const form = await screen.findByRole('form', { name: 'Item details' });
  const first = within(form).getByRole('group', { name: 'Item 1' });
  await user.clear(within(first).getByRole('textbox', { name: /Description/ }));
  await user.type(within(first).getByRole('textbox', { name: /Description/ }), 'Silicone case');
  await user.clear(within(first).getByRole('textbox', { name: /HS code/ }));
  await user.type(within(first).getByRole('textbox', { name: /HS code/ }), '3926.90');

  await user.click(within(form).getByRole('button', { name: 'Add an item' }));
  const third = within(form).getByRole('group', { name: 'Item 3' });
  // A new line starts in the declaration's currency.
  expect(within(third).getByRole('textbox', { name: /Currency/ })).toHaveValue('USD');
  await user.type(within(third).getByRole('textbox', { name: /Description/ }), 'Screen film');
  await user.type(within(third).getByRole('textbox', { name: /Value per unit/ }), '4.5');
  await user.click(within(form).getByRole('button', { name: 'Remove item 3' }));
  await user.click(within(form).getByRole('button', { name: 'Add an item' }));
  const added = within(form).getByRole('group', { name: 'Item 3' });
  await user.type(within(added).getByRole('textbox', { name: /Description/ }), 'Cable');
  await user.clear(within(added).getByRole('textbox', { name: /Quantity/ }));
  await user.type(within(added).getByRole('textbox', { name: /Quantity/ }), '3');
  await user.type(within(added).getByRole('textbox', { name: /Value per unit/ }), '2');
  await user.click(within(form).getByRole('button', { name: 'Save the item details' }));

  expect(
    await screen.findByText('Item details saved. Our team will review your package again.'),
  ).toBeInTheDocument();
  expect(screen.getByText('In review', { selector: '.badge' })).toBeInTheDocument();
  expect(screen.queryByRole('form', { name: 'Item details' })).not.toBeInTheDocument();
  expect(sent).toEqual([
    {
      lineItems: [
        {
          description: 'Silicone case',
          quantity: 2,
          valuePerUnit: { amount: 29.99, currency: 'USD' },
          hsCode: '392690',
        },
        // What staff recorded and the form does not show travels with the line.
        {
          description: 'Charger',
          quantity: 1,
          valuePerUnit: { amount: 15, currency: 'USD' },
          inventoryId: 'INV-7',
          declaredValue: { amount: 15, currency: 'USD' },
          exportDescription: 'Phone charger',
          scheduleB: '8504401000',
          statisticalQuantity: 1,
        },
        { description: 'Cable', quantity: 3, valuePerUnit: { amount: 2, currency: 'USD' } },
      ],
    },
  ]);
});

test('the whole list’s rules: one currency, at least one line', async () => {
  const user = userEvent.setup();
  const { sent } = routes(FLAGGED);
  renderWithProviders(<PackageDetails warehouseId="wh-us" packageId="pkg-1" />);

  const form = await screen.findByRole('form', { name: 'Item details' });
  const second = within(form).getByRole('group', { name: 'Item 2' });
  await user.clear(within(second).getByRole('textbox', { name: /Currency/ }));
  await user.type(within(second).getByRole('textbox', { name: /Currency/ }), 'EUR');
  await user.click(within(form).getByRole('button', { name: 'Save the item details' }));
  expect(await within(form).findByRole('alert')).toHaveTextContent(
    'Please declare every item in the same currency',
  );

  await user.click(within(form).getByRole('button', { name: 'Remove item 2' }));
  await user.click(within(form).getByRole('button', { name: 'Remove item 1' }));
  await user.click(within(form).getByRole('button', { name: 'Save the item details' }));
  expect(await within(form).findByRole('alert')).toHaveTextContent(
    'Please fill out all required fields',
  );
  expect(sent).toEqual([]);
});

test('the server’s refusal shows next to the field it names', async () => {
  const user = userEvent.setup();
  routes(FLAGGED, () => ({
    status: 400,
    body: {
      error: {
        code: 'VALIDATION_FAILED',
        message: 'Invalid request',
        fields: { 'lineItems.1.description': 'validation.tooLong' },
      },
    },
  }));
  renderWithProviders(<PackageDetails warehouseId="wh-us" packageId="pkg-1" />);

  const form = await screen.findByRole('form', { name: 'Item details' });
  await user.click(within(form).getByRole('button', { name: 'Save the item details' }));
  const second = within(form).getByRole('group', { name: 'Item 2' });
  expect(await within(second).findByText('This text is too long')).toBeInTheDocument();
  expect(within(form).getByText('Invalid request')).toBeInTheDocument();
});

test('a ready package opens the form on request; one that has left the suite cannot be changed', async () => {
  const user = userEvent.setup();
  routes({ ...FLAGGED, status: 'ready_to_send', reason: null, tab: 'readyToSend' });
  const view = renderWithProviders(<PackageDetails warehouseId="wh-us" packageId="pkg-1" />);

  await user.click(await screen.findByRole('button', { name: 'Correct the item details' }));
  const form = screen.getByRole('form', { name: 'Item details' });
  await user.click(within(form).getByRole('button', { name: 'Cancel' }));
  expect(screen.getByRole('table', { name: 'Declared items' })).toBeInTheDocument();
  view.unmount();

  routes({ ...FLAGGED, status: 'preparing', reason: null, tab: 'preparing' });
  renderWithProviders(<PackageDetails warehouseId="wh-us" packageId="pkg-1" />);
  expect(await screen.findByRole('table', { name: 'Declared items' })).toBeInTheDocument();
  expect(
    screen.queryByRole('button', { name: 'Correct the item details' }),
  ).not.toBeInTheDocument();
});
