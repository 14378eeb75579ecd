import type { AdditionalService, PackageDetails as Details } from '@skyparcel/domain/packages';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test } from 'vitest';
import { mockFetch } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render-with-providers';
import { PACKAGE, US_LOCKER } from '../testing/suite-fixtures';
import { PackageDetails } from './package-details';

const BASE = '/api/warehouses/wh-us/packages/pkg-1';
const IN_REVIEW: Details = { ...PACKAGE, status: 'in_review', reason: null, photos: [] };
const usd = (amount: number) => ({ amount, currency: 'USD' });
const CATALOGUE: AdditionalService[] = [
  {
    code: 'XPH',
    name: 'Extra photos',
    description: 'Five more photos of the contents.',
    prices: [
      { warehouseId: 'wh-us', price: usd(5) },
      { warehouseId: 'wh-gb', price: { amount: 4, currency: 'GBP' } },
    ],
  },
  {
    code: 'RPK',
    name: 'Repacking',
    description: 'A smaller box, for a lower shipping price.',
    prices: [{ warehouseId: 'wh-us', price: usd(8) }],
  },
  {
    code: 'GFT',
    name: 'Gift wrap',
    description: 'Only in London.',
    prices: [{ warehouseId: 'wh-gb', price: { amount: 3, currency: 'GBP' } }],
  },
];
const PRICES: Record<string, number> = { XPH: 5, RPK: 8 };

/** A refusal the PUT answers instead of saving, as the server words it. */
type Refusal = { status: number; body: unknown };

function routes(details: Details, refusal?: Refusal) {
  let current = details;
  const charges: string[] = [];
  const saved: unknown[] = [];
  const fetchMock = mockFetch({
    [`GET ${BASE}`]: () => ({ body: current }),
    'GET /api/package-locker': () => ({ body: [US_LOCKER] }),
    'GET /api/warehouses/additional-services': () => ({ body: CATALOGUE }),
    'GET /api/warehouses/wh-us/service-charge/state/FL/packageId/pkg-1': (_url, init) => {
      const headers = (init?.headers ?? {}) as Record<string, string>;
      const header = headers.serviceCodes ?? '';
      charges.push(header);
      const codes = header.split(',').filter(Boolean);
      return {
        body: {
          packageId: 'pkg-1',
          stateCode: 'FL',
          lines: codes.map((code) => ({ code, name: code, price: usd(PRICES[code] ?? 0) })),
          total: usd(codes.reduce((sum, code) => sum + (PRICES[code] ?? 0), 0)),
        },
      };
    },
    [`PUT ${BASE}/additional-services`]: (_url, init) => {
      const body = JSON.parse(String(init?.body)) as { serviceCodes: string[]; comment: string };
      saved.push(body);
      if (refusal) {
        return refusal;
      }
      current = {
        ...details,
        additionalServices: body.serviceCodes.map((code) => ({
          code,
          price: usd(PRICES[code] ?? 0),
          comment: body.comment.trim(),
        })),
      };
      return {
        body: {
          ...current,
          message: 'Additional services saved. They will be charged on your shipment.',
        },
      };
    },
  });
  return { fetchMock, charges, saved };
}

test('lists the services priced at this warehouse; ticking them shows the charge, saving keeps them with a comment', async () => {
  const user = userEvent.setup();
  const { charges, saved } = routes(IN_REVIEW);
  renderWithProviders(<PackageDetails warehouseId="wh-us" packageId="pkg-1" />);

  const section = await screen.findByRole('region', { name: 'Additional services' });
  const photos = await within(section).findByRole('checkbox', {
    name: 'Extra photos, $5.00 per package',
  });
  expect(photos).toHaveAccessibleDescription('Five more photos of the contents.');
  expect(
    within(section).getByRole('checkbox', { name: 'Repacking, $8.00 per package' }),
  ).not.toBeChecked();
  // A service the package's warehouse does not offer is not offered.
  expect(within(section).queryByRole('checkbox', { name: /Gift wrap/ })).not.toBeInTheDocument();
  expect(within(section).getByText('$0.00')).toBeInTheDocument();
  const save = within(section).getByRole('button', { name: 'Save the services' });
  expect(save).toBeDisabled();

  await user.click(photos);
  expect(await within(section).findByText('$5.00')).toBeInTheDocument();
  expect(within(section).getByText('Charged later on the shipment.')).toBeInTheDocument();
  await user.click(within(section).getByRole('checkbox', { name: /Repacking/ }));
  expect(await within(section).findByText('$13.00')).toBeInTheDocument();
  expect(charges).toEqual(['XPH', 'RPK,XPH']);

  // Spec section 5: a service request needs the customer's words; spaces are none.
  const comment = within(section).getByRole('textbox', { name: /Comment for our warehouse team/ });
  expect(comment).toBeRequired();
  await user.type(comment, '   ');
  await user.click(save);
  expect(await within(section).findByText('Please add a comment.')).toBeInTheDocument();
  expect(comment).toHaveAccessibleDescription(expect.stringContaining('Please add a comment.'));
  expect(saved).toEqual([]);

  await user.type(comment, 'Photograph the serial number, please.');
  await user.click(save);
  expect(
    await within(section).findByText(
      'Additional services saved. They will be charged on your shipment.',
    ),
  ).toBeInTheDocument();
  expect(saved).toEqual([
    { serviceCodes: ['XPH', 'RPK'], comment: 'Photograph the serial number, please.' },
  ]);
  expect(within(section).queryByText('Please add a comment.')).not.toBeInTheDocument();
  expect(within(section).getByRole('checkbox', { name: /Extra photos/ })).toBeChecked();
  expect(within(section).getByRole('button', { name: 'Save the services' })).toBeDisabled();
});

test('the server’s refusal of the comment shows beside the comment, not as a failure above', async () => {
  const user = userEvent.setup();
  routes(IN_REVIEW, {
    status: 400,
    body: {
      error: {
        code: 'ADDITIONAL_SERVICES_COMMENT_REQUIRED',
        message: 'Please add a comment.',
        fields: { comment: 'validation.commentRequired' },
      },
    },
  });
  renderWithProviders(<PackageDetails warehouseId="wh-us" packageId="pkg-1" />);

  const section = await screen.findByRole('region', { name: 'Additional services' });
  await user.click(await within(section).findByRole('checkbox', { name: /Extra photos/ }));
  const comment = within(section).getByRole('textbox', { name: /Comment for our warehouse team/ });
  await user.type(comment, 'Photos of the label');
  await user.click(within(section).getByRole('button', { name: 'Save the services' }));
  expect(await within(section).findByText('Please add a comment.')).toBeInTheDocument();
  expect(comment).toHaveFocus();
  expect(within(section).getAllByText('Please add a comment.')).toHaveLength(1);
});

test('a chosen service can be given up again', async () => {
  const user = userEvent.setup();
  const { saved } = routes({
    ...IN_REVIEW,
    additionalServices: [{ code: 'RPK', price: usd(8), comment: 'A smaller box, please.' }],
  });
  renderWithProviders(<PackageDetails warehouseId="wh-us" packageId="pkg-1" />);

  const section = await screen.findByRole('region', { name: 'Additional services' });
  const repack = await within(section).findByRole('checkbox', { name: /Repacking/ });
  expect(repack).toBeChecked();
  // The comment saved with the choice comes back with it.
  expect(
    within(section).getByRole('textbox', { name: /Comment for our warehouse team/ }),
  ).toHaveValue('A smaller box, please.');
  expect(await within(section).findByText('$8.00')).toBeInTheDocument();
  await user.click(repack);
  expect(await within(section).findByText('$0.00')).toBeInTheDocument();
  // Nothing left to perform: nothing to comment on.
  expect(within(section).queryByRole('textbox')).not.toBeInTheDocument();
  await user.click(within(section).getByRole('button', { name: 'Save the services' }));
  await within(section).findByText(
    'Additional services saved. They will be charged on your shipment.',
  );
  expect(saved).toEqual([{ serviceCodes: [], comment: 'A smaller box, please.' }]);
});

test('once the package has left the suite the choice is only shown', async () => {
  routes({
    ...IN_REVIEW,
    status: 'preparing',
    tab: 'preparing',
    additionalServices: [{ code: 'XPH', price: usd(5), comment: 'The label, please.' }],
  });
  renderWithProviders(<PackageDetails warehouseId="wh-us" packageId="pkg-1" />);

  const section = await screen.findByRole('region', { name: 'Additional services' });
  expect(await within(section).findByText('Extra photos, $5.00 per package')).toBeInTheDocument();
  expect(within(section).getByText('Your comment')).toBeInTheDocument();
  expect(within(section).getByText('The label, please.')).toBeInTheDocument();
  expect(within(section).queryByRole('checkbox')).not.toBeInTheDocument();
  expect(within(section).queryByRole('button')).not.toBeInTheDocument();
});
