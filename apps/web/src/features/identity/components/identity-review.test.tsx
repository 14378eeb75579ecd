import type { StaffIdentitySummary } from '@skyparcel/domain/profile';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test } from 'vitest';
import { mockFetch } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render-with-providers';
import { IdentityReview } from './identity-review';

const row = (index: number): StaffIdentitySummary => ({
  userId: `6f1c1d7e-0000-4000-8000-00000000000${index}`,
  name: `Customer ${index}`,
  email: `c${index}@example.com`,
  suiteNumber: `SP10000${index}`,
  status: 'pending',
  documentType: 'passport',
  issuingCountryCode: 'NO',
  documentCount: 1,
  updatedAt: '2026-11-20T10:00:00.000Z',
});

test('the queue comes a page at a time; the next page is asked for and kept in the address', async () => {
  const user = userEvent.setup();
  const fetchMock = mockFetch({
    'GET /api/staff/identities': (url) => {
      const page = Number(url.searchParams.get('page'));
      return {
        body: { items: page === 1 ? [row(1), row(2)] : [row(3)], page, pageSize: 2, total: 3 },
      };
    },
  });
  renderWithProviders(<IdentityReview />, { route: '/staff/identities' });

  const table = await screen.findByRole('table', { name: 'Identity checks' });
  expect(within(table).getByRole('link', { name: /Customer 1/ })).toBeInTheDocument();
  expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Next' }));

  expect(await screen.findByRole('link', { name: /Customer 3/ })).toBeInTheDocument();
  expect(screen.getByTestId('location')).toHaveTextContent(
    '/staff/identities?status=pending&page=2',
  );
  const asked = fetchMock.mock.calls.map(([input]) =>
    new URL(String(input), 'http://localhost').searchParams.get('page'),
  );
  expect(asked).toEqual(['1', '2']);
});
