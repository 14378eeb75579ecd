import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test } from 'vitest';
import { mockFetch } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render-with-providers';
import { CommunicationPreferencesSection } from './communication-preferences-section';

test('shows each kind of e-mail as kept and saves the choices together', async () => {
  const fetchMock = mockFetch({
    'GET /api/UserProfile/get-cummunication-preferences': () => ({
      body: {
        receiveOffersAndPromotionsFlag: false,
        shipmentStatusEmails: true,
        invoicePaymentEmails: true,
      },
    }),
    'PUT /api/UserProfile/set-cummunication-preferences': () => ({
      body: {
        receiveOffersAndPromotionsFlag: true,
        shipmentStatusEmails: false,
        invoicePaymentEmails: false,
      },
    }),
  });
  const user = userEvent.setup();
  renderWithProviders(<CommunicationPreferencesSection />);

  const offers = await screen.findByRole('checkbox', {
    name: 'E-mail me the latest offers and promotions',
  });
  const status = screen.getByRole('checkbox', { name: /E-mail me each new status/ });
  const payments = screen.getByRole('checkbox', { name: 'E-mail me the receipt of each payment' });
  expect(screen.getByRole('group', { name: 'E-mails you receive' })).toContainElement(payments);
  expect(payments).toHaveAccessibleDescription(/a receipt you ask for is always sent/);
  expect(screen.getByText(/Sign-in codes, password and e-mail address changes/)).toBeVisible();
  expect(offers).not.toBeChecked();
  expect(status).toBeChecked();
  expect(payments).toBeChecked();
  await user.click(offers);
  await user.click(status);
  await user.click(payments);
  await user.click(screen.getByRole('button', { name: 'Save preferences' }));

  expect(await screen.findByText('Communication preferences updated successfully')).toBeVisible();
  const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
  expect(JSON.parse(String(put?.[1]?.body))).toEqual({
    receiveOffersAndPromotionsFlag: true,
    shipmentStatusEmails: false,
    invoicePaymentEmails: false,
  });
});
