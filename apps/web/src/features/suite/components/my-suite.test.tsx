import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test } from 'vitest';
import { mockFetch } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render-with-providers';
import { GB_LOCKER, PACKAGE, suiteList, US_LOCKER } from '../testing/suite-fixtures';
import { MySuite } from './my-suite';

function suiteRoutes(onList: (url: URL) => ReturnType<typeof suiteList> | null) {
  return mockFetch({
    'GET /api/package-locker': () => ({ body: [US_LOCKER, GB_LOCKER] }),
    'GET /api/warehouses/byCountry/wh-us/packages': (url) => {
      const body = onList(url);
      return body
        ? { body }
        : { status: 500, body: { error: { code: 'INTERNAL', message: 'Something broke' } } };
    },
    'GET /api/warehouses/byCountry/wh-gb/packages': () => ({ body: suiteList([]) }),
  });
}

test('shows the first warehouse, the tabs with their counts and the tab’s packages', async () => {
  const fetchMock = suiteRoutes(() => suiteList([PACKAGE], { actionRequired: 1, delivered: 4 }));
  const { container } = renderWithProviders(<MySuite />, {
    route: '/my-suite?tab=actionRequired',
  });

  const table = await screen.findByRole('table', { name: 'Action Required: 1 packages' });
  expect(container.querySelector('.my-suite')).toHaveAttribute('data-load-state', 'succeeded');
  expect(screen.getByRole('button', { name: 'United States (USA)' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  expect(screen.getByRole('tab', { name: 'Action Required 1' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  expect(screen.getByRole('tab', { name: 'Delivered 4' })).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: 'Discarded 0' })).toBeInTheDocument();
  const row = within(table).getByRole('row', { name: /PK100042/ });
  expect(row).toHaveTextContent('Gadget Store');
  expect(row).toHaveTextContent('1Z999AA10123456784');
  expect(row).toHaveTextContent('$59.98');
  expect(row).toHaveTextContent('8 free days left');
  expect(within(row).getByRole('link', { name: 'Open package PK100042' })).toHaveAttribute(
    'href',
    '/my-suite/wh-us/packages/pkg-1',
  );
  const listCall = fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .find((url) => url.pathname.endsWith('/packages'));
  expect(Object.fromEntries(listCall?.searchParams ?? [])).toEqual({
    tab: 'actionRequired',
    page: '1',
    pageSize: '20',
  });
});

test('switches tab, searches and changes warehouse through the address', async () => {
  const user = userEvent.setup();
  suiteRoutes((url) =>
    url.searchParams.get('keyword') === 'nothing' ? suiteList([]) : suiteList([PACKAGE]),
  );
  renderWithProviders(<MySuite />, { route: '/my-suite' });

  await screen.findByRole('table', { name: 'Ready to send: 1 packages' });
  await user.click(screen.getByRole('tab', { name: /In review/ }));
  expect(screen.getByTestId('location')).toHaveTextContent(
    '/my-suite?warehouse=wh-us&tab=inReview',
  );

  await user.type(
    screen.getByRole('searchbox', { name: 'Retailer, tracking number or package ID' }),
    'nothing',
  );
  await user.click(screen.getByRole('button', { name: 'Search' }));
  expect(await screen.findByText('No packages match “nothing”.')).toBeInTheDocument();
  expect(screen.getByTestId('location')).toHaveTextContent('keyword=nothing');

  await user.click(screen.getByRole('button', { name: 'United Kingdom (LHR)' }));
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('warehouse=wh-gb'));
  expect(screen.getByTestId('location')).not.toHaveTextContent('keyword');
  expect(await screen.findByText('No packages in this list.')).toBeInTheDocument();
});

test('turns pages', async () => {
  const user = userEvent.setup();
  suiteRoutes((url) => ({
    ...suiteList([PACKAGE]),
    page: Number(url.searchParams.get('page')),
    total: 45,
  }));
  renderWithProviders(<MySuite />, { route: '/my-suite' });

  expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Next' }));
  expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
  expect(screen.getByTestId('location')).toHaveTextContent('page=2');
});

test('shows a failed list with a retry', async () => {
  suiteRoutes(() => null);
  const { container } = renderWithProviders(<MySuite />, { route: '/my-suite' });

  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Your packages could not be loaded.');
  expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  expect(container.querySelector('.my-suite')).toHaveAttribute('data-load-state', 'failed');
});

test('says there is no suite without lockers', async () => {
  mockFetch({ 'GET /api/package-locker': () => ({ body: [] }) });
  renderWithProviders(<MySuite />, { route: '/my-suite' });
  expect(
    await screen.findByText('You have no package lockers yet, so there is no suite to show.'),
  ).toBeInTheDocument();
});

test('chooses Ready to send packages of one warehouse and ships them, saying why another’s cannot join', async () => {
  const user = userEvent.setup();
  const second = { ...PACKAGE, id: 'pkg-2', packageNumber: 'PK100043' };
  suiteRoutes(() => suiteList([PACKAGE, second], { readyToSend: 2 }));
  renderWithProviders(<MySuite />, { route: '/my-suite' });

  expect(
    await screen.findByText('Tick the packages to send together, then choose Ship.'),
  ).toBeInTheDocument();
  await user.click(
    await screen.findByRole('checkbox', { name: 'Choose package PK100042 for a shipment' }),
  );
  await user.click(
    screen.getByRole('checkbox', { name: 'Choose package PK100043 for a shipment' }),
  );
  expect(screen.getByText('Packages chosen: 2')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Ship the chosen packages (2)' })).toHaveAttribute(
    'href',
    '/ship?warehouseId=wh-us&packageIds=pkg-1%2Cpkg-2',
  );

  await user.click(screen.getByRole('button', { name: 'United Kingdom (LHR)' }));
  expect(
    await screen.findByText(/Your chosen packages are at the United States warehouse/),
  ).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Clear the choice' }));
  expect(
    screen.getByText('Tick the packages to send together, then choose Ship.'),
  ).toBeInTheDocument();
});

test('shows no boxes outside Ready to send', async () => {
  suiteRoutes(() => suiteList([PACKAGE], { actionRequired: 1 }));
  renderWithProviders(<MySuite />, { route: '/my-suite?tab=actionRequired' });
  await screen.findByRole('table', { name: 'Action Required: 1 packages' });
  expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
});

test('names the owner of a colleague’s package in a business user’s list, only then', async () => {
  const colleagues = {
    ...PACKAGE,
    id: 'pkg-2',
    packageNumber: 'PK100043',
    ownerName: 'Omar Saleh',
  };
  suiteRoutes(() => suiteList([PACKAGE, colleagues]));
  renderWithProviders(<MySuite />, { route: '/my-suite' });

  const table = await screen.findByRole('table', { name: 'Ready to send: 2 packages' });
  expect(within(table).getByRole('columnheader', { name: 'Owner' })).toBeInTheDocument();
  expect(within(table).getByRole('row', { name: /PK100043/ })).toHaveTextContent('Omar Saleh');
  expect(within(table).getByRole('row', { name: /PK100042/ })).toHaveTextContent('You');
});

test('shows no Owner column when every package is the caller’s', async () => {
  suiteRoutes(() => suiteList([PACKAGE]));
  renderWithProviders(<MySuite />, { route: '/my-suite' });

  const table = await screen.findByRole('table', { name: 'Ready to send: 1 packages' });
  expect(within(table).queryByRole('columnheader', { name: 'Owner' })).not.toBeInTheDocument();
});
