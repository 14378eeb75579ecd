import type { SavedCard } from '@skyparcel/domain/payments';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test } from 'vitest';
import { mockFetch } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render-with-providers';
import { SavedCards } from './saved-cards';

const visa: SavedCard = {
  id: 'card-visa',
  brand: 'visa',
  last4: '4242',
  expiryMonth: 4,
  expiryYear: 2030,
  label: null,
  isDefault: true,
};
const mastercard: SavedCard = {
  ...visa,
  id: 'card-mc',
  brand: 'mastercard',
  last4: '4444',
  label: 'Work card',
  isDefault: false,
};

test('lists the cards, the default marked, and makes another the default', async () => {
  const fetchMock = mockFetch({
    'GET /api/user/credit-cards': () => ({ body: [visa, mastercard] }),
    'PUT /api/user/credit-cards/card-mc': () => ({ body: { ...mastercard, isDefault: true } }),
  });
  const user = userEvent.setup();
  renderWithProviders(<SavedCards />);

  const visaCard = await screen.findByRole('listitem', { name: 'Visa ending 4242' });
  expect(visaCard).toHaveTextContent('Default card');
  expect(visaCard).toHaveTextContent('Expires 04/2030');
  const workCard = screen.getByRole('listitem', { name: 'Mastercard ending 4444' });
  expect(workCard).toHaveTextContent('Work card');
  expect(within(visaCard).queryByRole('button', { name: 'Make default' })).toBeNull();

  await user.click(within(workCard).getByRole('button', { name: 'Make default' }));
  expect(await screen.findByRole('status')).toHaveTextContent('Your default card was changed');
  const put = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/card-mc'));
  expect(JSON.parse(String(put?.[1]?.body))).toEqual({ isDefault: true });
});

test('renames a card', async () => {
  const fetchMock = mockFetch({
    'GET /api/user/credit-cards': () => ({ body: [visa] }),
    'PUT /api/user/credit-cards/card-visa': () => ({ body: { ...visa, label: 'Travel' } }),
  });
  const user = userEvent.setup();
  renderWithProviders(<SavedCards />);

  const card = await screen.findByRole('listitem', { name: 'Visa ending 4242' });
  await user.click(within(card).getByRole('button', { name: 'Rename' }));
  await user.type(within(card).getByLabelText('Name of the card'), 'Travel');
  await user.click(within(card).getByRole('button', { name: 'Save name' }));
  expect(await screen.findByRole('status')).toHaveTextContent('The card was renamed');
  const put = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/card-visa'));
  expect(JSON.parse(String(put?.[1]?.body))).toEqual({ label: 'Travel' });
});

test('deletes a card only after the confirmation', async () => {
  const fetchMock = mockFetch({
    'GET /api/user/credit-cards': () => ({ body: [visa] }),
    'DELETE /api/user/credit-cards/card-visa': () => ({ body: { message: 'Credit card deleted' } }),
  });
  const user = userEvent.setup();
  renderWithProviders(<SavedCards />);

  const card = await screen.findByRole('listitem', { name: 'Visa ending 4242' });
  await user.click(within(card).getByRole('button', { name: 'Delete' }));
  const dialog = await screen.findByRole('dialog', { name: 'Delete this card?' });
  expect(dialog).toHaveTextContent('The card ending 4242 will be removed.');
  expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);
  await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
  expect(await screen.findByRole('status')).toHaveTextContent('Credit card deleted');
});

test('says so when there is no saved card', async () => {
  mockFetch({ 'GET /api/user/credit-cards': () => ({ body: [] }) });
  renderWithProviders(<SavedCards />);
  expect(
    await screen.findByText('You have no saved cards yet. Tick "Save this card" when you pay.'),
  ).toBeInTheDocument();
});
