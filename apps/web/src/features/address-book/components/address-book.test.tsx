import type { Contact } from '@skyparcel/domain/contacts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test } from 'vitest';
import { mockFetch } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render-with-providers';
import { AddressBook } from './address-book';

const office: Contact = {
  id: 'c-office',
  title: 'Mr',
  firstName: 'Omar',
  middleName: null,
  lastName: 'Saleh',
  street: 'Block 3, Street 12',
  street2: null,
  city: 'Salmiya',
  stateOrProvince: 'Hawalli',
  zip: '22001',
  countryCode: 'KW',
  phoneCountryCode: '+965',
  phoneNumber: '55512345',
  addressType: 'work',
  shipperConsigneeAddressType: 'consignee',
  isDefault: true,
};
const home: Contact = {
  ...office,
  id: 'c-home',
  title: null,
  firstName: 'Layla',
  lastName: 'Haddad',
  street: 'Villa 12',
  city: 'Dubai',
  stateOrProvince: 'Dubai',
  zip: null,
  countryCode: 'AE',
  phoneCountryCode: '+971',
  phoneNumber: '501234567',
  addressType: 'home',
  isDefault: false,
};

test('lists the addresses with the default marked, and makes another the default', async () => {
  const fetchMock = mockFetch({
    'GET /api/user/contacts': () => ({ body: [office, home] }),
    'PUT /api/user/contacts/c-home': () => ({
      body: { ...home, isDefault: true, message: 'New address saved with success' },
    }),
  });
  const user = userEvent.setup();
  renderWithProviders(<AddressBook />);

  const officeCard = await screen.findByRole('listitem', { name: 'Omar Saleh' });
  expect(officeCard).toHaveTextContent('Default address');
  expect(officeCard).toHaveTextContent('+965 55512345');
  const homeCard = screen.getByRole('listitem', { name: 'Layla Haddad' });
  expect(within(officeCard).queryByRole('button', { name: 'Make default' })).toBeNull();

  await user.click(within(homeCard).getByRole('button', { name: 'Make default' }));

  expect(await screen.findByRole('status')).toHaveTextContent('Your default address was changed');
  const put = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/c-home'));
  expect(JSON.parse(String(put?.[1]?.body))).toMatchObject({
    countryCode: 'AE',
    phoneNumber: '501234567',
    isDefault: true,
  });
});

test('deletes an address only after the confirmation', async () => {
  const fetchMock = mockFetch({
    'GET /api/user/contacts': () => ({ body: [office] }),
    'DELETE /api/user/contacts/c-office': () => ({ body: { message: 'The address was deleted' } }),
  });
  const user = userEvent.setup();
  renderWithProviders(<AddressBook />);

  const card = await screen.findByRole('listitem', { name: 'Omar Saleh' });
  await user.click(within(card).getByRole('button', { name: 'Delete' }));
  const dialog = screen.getByRole('dialog', { name: 'Delete this address?' });
  expect(dialog).toHaveTextContent('Omar Saleh');
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(fetchMock).not.toHaveBeenCalledWith(
    '/api/user/contacts/c-office',
    expect.objectContaining({ method: 'DELETE' }),
  );

  await user.click(within(card).getByRole('button', { name: 'Delete' }));
  await user.click(
    within(screen.getByRole('dialog', { name: 'Delete this address?' })).getByRole('button', {
      name: 'Delete',
    }),
  );
  expect(await screen.findByRole('status')).toHaveTextContent('The address was deleted');
});

test('says so when the book is empty', async () => {
  mockFetch({ 'GET /api/user/contacts': () => ({ body: [] }) });
  renderWithProviders(<AddressBook />);
  expect(await screen.findByText('You have no saved addresses yet.')).toBeInTheDocument();
});
