import type { ProhibitedItem } from '@skyparcel/domain/reference';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test } from 'vitest';
import { mockFetch } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render-with-providers';
import { ProhibitedItemsSearch } from './prohibited-items-search';

const PERFUME: ProhibitedItem = {
  id: 'i1',
  kind: 'restricted',
  name: 'Perfume',
  note: 'Up to 3 bottles',
  shoppingCountryCode: null,
  deliveryCountryCode: 'KW',
};

function mockItemsApi() {
  return mockFetch({
    'GET /api/shipping/popular-items': () => ({ body: [PERFUME] }),
    'GET /api/shipping/prohibited-items': (url) => {
      const items = url.searchParams.get('keyword') === 'Perfume' ? [PERFUME] : [];
      return { body: { items, page: 1, pageSize: 20, total: items.length } };
    },
  });
}

test('searches by a popular item and shows its kind and note', async () => {
  const fetchMock = mockItemsApi();
  const user = userEvent.setup();
  renderWithProviders(<ProhibitedItemsSearch />);

  await user.selectOptions(screen.getByRole('combobox', { name: 'Delivering to' }), 'KW');
  await user.click(await screen.findByRole('button', { name: 'Perfume' }));

  expect(await screen.findByText('Items found: 1')).toBeInTheDocument();
  const result = screen
    .getAllByRole('listitem')
    .find((item) => within(item).queryByText('Up to 3 bottles'));
  expect(result && within(result).getByText('Restricted')).toBeInTheDocument();
  const search = fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .find((url) => url.pathname === '/api/shipping/prohibited-items');
  expect(Object.fromEntries(search?.searchParams ?? [])).toMatchObject({
    shoppingCountryCode: 'US',
    deliveryCountryCode: 'KW',
    keyword: 'Perfume',
    lang: 'en-US',
  });
});

test('says so when nothing matches', async () => {
  mockItemsApi();
  const user = userEvent.setup();
  renderWithProviders(<ProhibitedItemsSearch />);

  await user.type(screen.getByRole('searchbox', { name: 'Item' }), 'teapot');
  await user.click(screen.getByRole('button', { name: 'Search' }));

  expect(await screen.findByText(/^No results\./)).toBeInTheDocument();
});
