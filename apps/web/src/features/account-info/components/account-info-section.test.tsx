import type { AccountInfo } from '@skyparcel/domain/profile';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test } from 'vitest';
import { mockFetch } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render-with-providers';
import { AccountInfoSection } from './account-info-section';

const ACCOUNT: AccountInfo = {
  firstName: 'Sara',
  middleName: null,
  lastName: 'Nasser',
  dateOfBirth: { day: 12, month: 4, year: 1990 },
  email: 'sara@example.com',
  pendingEmail: null,
  languageCode: 'en-US',
  registeredCountryCode: 'KW',
};

const GET = 'GET /api/UserProfile/get-account-info';
const SET = 'PUT /api/UserProfile/set-account-info';

test('says the e-mails do not match and sends nothing, then saves with the new e-mail waiting', async () => {
  const fetchMock = mockFetch({
    [GET]: () => ({ body: ACCOUNT }),
    [SET]: (_url, init) => {
      const body = JSON.parse(String(init?.body));
      return {
        body: {
          message: 'Account Info updated successfully',
          isEmailChangePending: true,
          accountInfo: { ...ACCOUNT, pendingEmail: body.email },
        },
      };
    },
  });
  const user = userEvent.setup();
  renderWithProviders(<AccountInfoSection />);
  const email = await screen.findByRole('textbox', { name: 'E-mail' });
  expect(screen.getByRole('combobox', { name: 'Day' })).toHaveValue('12');
  await user.clear(email);
  await user.type(email, 'new@example.com');
  await user.click(screen.getByRole('button', { name: 'Save account info' }));
  expect(await screen.findByText('Provided emails do not match')).toBeInTheDocument();
  expect(screen.getByRole('alert')).toHaveTextContent('Please fill out all required fields.');
  expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);

  const confirm = screen.getByRole('textbox', { name: 'Confirm e-mail' });
  await user.clear(confirm);
  await user.type(confirm, 'new@example.com');
  await user.click(screen.getByRole('button', { name: 'Save account info' }));
  await waitFor(() =>
    expect(
      screen.getByText(
        'Account Info updated successfully. We sent a link to new@example.com: your e-mail changes when you open it.',
      ),
    ).toBeInTheDocument(),
  );
  expect(
    screen.getByText('We sent a link to new@example.com. Your e-mail changes once you open it.'),
  ).toBeInTheDocument();
  const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
  expect(JSON.parse(String(put?.[1]?.body))).toMatchObject({
    email: 'new@example.com',
    confirmEmail: 'new@example.com',
    dateOfBirth: { day: 12, month: 4, year: 1990 },
    registeredCountryCode: 'KW',
  });
});

test('confirms a new e-mail from the link once and takes the token out of the address', async () => {
  const fetchMock = mockFetch({
    [GET]: () => ({ body: ACCOUNT }),
    'POST /api/UserProfile/confirm-email-change': () => ({
      body: { ...ACCOUNT, email: 'new@example.com' },
    }),
  });
  renderWithProviders(<AccountInfoSection />, { route: '/profile?emailChangeToken=abc' });
  expect(
    await screen.findByText(
      'Your e-mail address is now new@example.com. Other devices signed in to your account have been signed out.',
    ),
  ).toBeInTheDocument();
  const posts = fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');
  expect(posts).toHaveLength(1);
  expect(JSON.parse(String(posts[0]?.[1]?.body))).toEqual({ token: 'abc' });
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/profile$/);
});
