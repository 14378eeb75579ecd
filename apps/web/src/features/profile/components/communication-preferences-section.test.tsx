import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test } from 'vitest';
import { mockFetch } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render-with-providers';
import { CommunicationPreferencesSection } from './communication-preferences-section';

test('shows the e-mails as kept and saves both choices together', async () => {
  const fetchMock = mockFetch({
    'GET /api/UserProfile/get-cummunication-preferences': () => ({
      body: { receiveOffersAndPromotionsFlag: false, shipmentStatusEmails: true },
    }),
    'PUT /api/UserProfile/set-cummunication-preferences': () => ({
      body: { receiveOffersAndPromotionsFlag: true, shipmentStatusEmails: false },
    }),
  });
  const user = userEvent.setup();
  renderWithProviders(<CommunicationPreferencesSection />);

  const offers = await screen.findByRole('checkbox', {
    name: 'E-mail me the latest offers and promotions',
  });
  const status = screen.getByRole('checkbox', { name: /E-mail me each new status/ });
  expect(offers).not.toBeChecked();
  expect(status).toBeChecked();
  await user.click(offers);
  await user.click(status);
  await user.click(screen.getByRole('button', { name: 'Save preferences' }));

  expect(await screen.findByText('Communication preferences updated successfully')).toBeVisible();
  const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
  expect(JSON.parse(String(put?.[1]?.body))).toEqual({
    receiveOffersAndPromotionsFlag: true,
    shipmentStatusEmails: false,
  });
});
