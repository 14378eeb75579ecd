import type { Contact } from '@skyparcel/domain/contacts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test, vi } from 'vitest';
import { mockFetch } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render-with-providers';
import { AddressForm } from './address-form';

const saved: Contact = {
  id: 'c1',
  title: null,
  firstName: 'Omar',
  middleName: null,
  lastName: 'Saleh',
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
  isDefault: false,
};

async function fillKuwaitAddress(user: ReturnType<typeof userEvent.setup>, phone: string) {
  await user.type(screen.getByRole('textbox', { name: 'First name' }), 'Omar');
  await user.type(screen.getByRole('textbox', { name: 'Last name' }), 'Saleh');
  await user.type(screen.getByRole('textbox', { name: 'Address' }), 'Block 3, Street 12');
  await user.type(screen.getByRole('textbox', { name: 'City' }), 'Salmiya');
  await user.type(screen.getByRole('textbox', { name: 'State/province' }), 'Hawalli');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'KW');
  await user.type(screen.getByRole('textbox', { name: 'Phone number' }), phone);
}

test('shows the address rules of spec section 5 before sending anything', async () => {
  const fetchMock = mockFetch({});
  const user = userEvent.setup();
  renderWithProviders(<AddressForm onSaved={vi.fn()} onCancel={vi.fn()} />);

  await user.click(screen.getByRole('button', { name: 'Save address' }));

  for (const text of [
    'Please enter first name.',
    'Please enter last name.',
    'Please enter an address',
    'Please enter a city',
    'Please enter a state/province.',
  ]) {
    expect(await screen.findByText(text)).toBeInTheDocument();
  }
  expect(fetchMock).not.toHaveBeenCalled();
});

test('the country picks its phone code; a wrong number is refused, a right one saved', async () => {
  const fetchMock = mockFetch({
    'POST /api/user/contacts': () => ({
      status: 201,
      body: { ...saved, message: 'New address saved with success' },
    }),
  });
  const onSaved = vi.fn();
  const user = userEvent.setup();
  renderWithProviders(<AddressForm onSaved={onSaved} onCancel={vi.fn()} />);

  await fillKuwaitAddress(user, '123');
  expect(screen.getByRole('combobox', { name: 'Country code' })).toHaveValue('+965 KW');
  await user.click(screen.getByRole('button', { name: 'Save address' }));
  expect(await screen.findByText('Please enter a valid phone number')).toBeInTheDocument();
  expect(fetchMock).not.toHaveBeenCalled();

  await user.clear(screen.getByRole('textbox', { name: 'Phone number' }));
  await user.type(screen.getByRole('textbox', { name: 'Phone number' }), '5551 2345');
  await user.click(screen.getByRole('button', { name: 'Save address' }));

  await vi.waitFor(() => expect(onSaved).toHaveBeenCalled());
  expect(onSaved.mock.calls[0]?.[0]).toMatchObject({ message: 'New address saved with success' });
  const [, init] = fetchMock.mock.calls[0] ?? [];
  expect(JSON.parse(String(init?.body))).toMatchObject({
    countryCode: 'KW',
    phoneCountryCode: '+965',
    phoneNumber: '55512345',
  });
});

test('a refused save says "Fail saving new address" with the server’s reason', async () => {
  mockFetch({
    'PUT /api/user/contacts/c1': () => ({
      status: 400,
      body: { error: { code: 'CONTACT_EXISTS', message: 'Address Already Exist.' } },
    }),
  });
  const user = userEvent.setup();
  renderWithProviders(<AddressForm contact={saved} onSaved={vi.fn()} onCancel={vi.fn()} />);

  expect(screen.getByRole('combobox', { name: 'Country code' })).toHaveValue('+965 KW');
  await user.click(screen.getByRole('button', { name: 'Save address' }));

  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Fail saving new address.');
  expect(alert).toHaveTextContent('Address Already Exist.');
});
