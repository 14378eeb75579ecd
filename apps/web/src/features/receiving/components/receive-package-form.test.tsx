import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test } from 'vitest';
import { mockFetch } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render-with-providers';
import { ReceivePackageForm } from './receive-package-form';

const WAREHOUSE = { id: 'wh-us', code: 'US-DE', name: 'Delaware, USA' };
const OWNER = {
  userId: 'u-1',
  suiteNumber: 'SP100001',
  firstName: 'Cora',
  lastName: 'Customer',
  email: 'customer@demo.skyparcel.test',
};

function baseRoutes() {
  return {
    'GET /api/staff/warehouses': () => ({ body: [WAREHOUSE] }),
    'GET /api/staff/suites/SP100001': () => ({ body: OWNER }),
    'GET /api/staff/suites/SP999999': () => ({
      status: 404,
      body: { error: { code: 'SUITE_NOT_FOUND', message: 'Suite SP999999 not found.' } },
    }),
  };
}

test('shows the customer of a known suite, and warns about an unknown one', async () => {
  const user = userEvent.setup();
  mockFetch(baseRoutes());
  renderWithProviders(<ReceivePackageForm />);

  expect(
    screen.getByText('Without a suite number the package is kept unassigned.'),
  ).toBeInTheDocument();
  const suite = screen.getByLabelText(/Suite number on the label/);
  await user.type(suite, 'sp100001');
  await user.click(screen.getByRole('button', { name: 'Find the customer' }));
  expect(await screen.findByText('Cora Customer, suite SP100001')).toBeInTheDocument();

  await user.clear(suite);
  await user.type(suite, 'SP999999');
  await user.tab();
  expect(
    await screen.findByText('Unknown suite SP999999: the package will be kept unassigned.'),
  ).toBeInTheDocument();
});

test('refuses an incomplete form with the schema texts and sends nothing', async () => {
  const user = userEvent.setup();
  const fetchMock = mockFetch(baseRoutes());
  renderWithProviders(<ReceivePackageForm />);
  await screen.findByRole('option', { name: WAREHOUSE.name });

  await user.click(screen.getByRole('button', { name: 'Add an item' }));
  await user.type(screen.getByLabelText(/HS code/), '12');
  await user.click(screen.getByRole('button', { name: 'Receive the package' }));

  expect(await screen.findAllByText('Please fill out all required fields')).not.toHaveLength(0);
  expect(screen.getAllByText('Please enter a number greater than zero').length).toBeGreaterThan(0);
  expect(screen.getByText('Please enter an HS code of 6 to 10 digits')).toBeInTheDocument();
  expect(screen.getByLabelText(/Retailer \*/)).toHaveAttribute('aria-invalid', 'true');
  const posts = fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');
  expect(posts).toHaveLength(0);
});

test('records the package, uploads its photo and offers to receive another', async () => {
  const user = userEvent.setup();
  let sentBody: unknown;
  let photoForm: FormData | undefined;
  mockFetch({
    ...baseRoutes(),
    [`POST /api/staff/warehouses/${WAREHOUSE.id}/packages`]: (_url, init) => {
      sentBody = JSON.parse(String(init?.body));
      return {
        status: 201,
        body: {
          id: 'pkg-1',
          packageNumber: 'PK100042',
          suiteNumber: 'SP100001',
          customerName: 'Cora Customer',
        },
      };
    },
    'POST /api/staff/packages/pkg-1/photos': (_url, init) => {
      photoForm = init?.body as FormData;
      return { status: 201, body: { photos: [{ id: 'f-1', url: '/x' }] } };
    },
  });
  renderWithProviders(<ReceivePackageForm />);
  await screen.findByRole('option', { name: WAREHOUSE.name });

  await user.type(screen.getByLabelText(/Suite number on the label/), 'SP100001');
  await user.type(screen.getByLabelText(/Retailer \*/), 'Acme');
  await user.type(screen.getByLabelText(/Retailer tracking number/), '1Z999');
  await user.type(screen.getByLabelText(/Carrier/), 'UPS');
  await user.type(screen.getByLabelText(/^Weight \*/), '2.5');
  await user.type(screen.getByLabelText(/Length \*/), '30');
  await user.type(screen.getByLabelText(/Width \*/), '20');
  await user.type(screen.getByLabelText(/Height \*/), '10');
  await user.click(screen.getByRole('button', { name: 'Add an item' }));
  await user.type(screen.getByLabelText(/Description/), 'Shoes');
  await user.type(screen.getByLabelText(/Value per unit/), '40');
  const photo = new File([new Uint8Array([137, 80, 78, 71])], 'box.png', { type: 'image/png' });
  await user.upload(screen.getByLabelText('Photos'), photo);
  await user.click(screen.getByRole('button', { name: 'Receive the package' }));

  expect(await screen.findByRole('heading', { name: 'Package PK100042 received' })).toHaveFocus();
  expect(sentBody).toMatchObject({
    suiteNumber: 'SP100001',
    retailerName: 'Acme',
    weight: { amount: 2.5, unit: 'Kg' },
    dimensions: { length: 30, width: 20, depth: 10, unit: 'Cm' },
    lineItems: [
      { description: 'Shoes', quantity: 1, valuePerUnit: { amount: 40, currency: 'USD' } },
    ],
  });
  expect(photoForm?.getAll('file')).toHaveLength(1);

  await user.click(screen.getByRole('button', { name: 'Receive another package' }));
  expect(screen.getByLabelText(/Retailer \*/)).toHaveValue('');
});
