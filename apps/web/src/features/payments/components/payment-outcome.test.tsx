import type { PaymentOutcome as Outcome } from '@skyparcel/domain/payments';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test } from 'vitest';
import { mockFetch } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render-with-providers';
import { PaymentOutcome } from './payment-outcome';

const succeeded: Outcome = {
  paymentId: '7d3c4c5e-1f7a-4c7e-9d43-0b8f4c6f1a11',
  orderCode: 'PAY-ABC123DEF456',
  status: 'succeeded',
  transactionId: 'txn_sandbox_1',
  deliveriesCount: 2,
  deliveryTotalCost: { amountMinor: 12_345, currency: 'USD' },
  discounts: { amountMinor: 500, currency: 'USD' },
  chargedTo: 'Visa •••• 4242',
  paidAt: '2026-11-25T23:00:00.000Z',
  shipRequestIds: [],
};

test('a succeeded payment shows its figures and e-mails the receipt again', async () => {
  const fetchMock = mockFetch({
    'GET /api/Payment': () => ({ body: succeeded }),
    [`POST /api/payment/${succeeded.paymentId}/receipt`]: () => ({
      body: { message: 'The receipt was sent.' },
    }),
  });
  const user = userEvent.setup();
  renderWithProviders(<PaymentOutcome orderCode={succeeded.orderCode} />);

  expect(await screen.findByRole('heading', { name: 'Payment succeeded' })).toBeInTheDocument();
  for (const text of [
    'txn_sandbox_1',
    '$123.45',
    '$5.00',
    'Visa •••• 4242',
    'A receipt was e-mailed to you.',
  ]) {
    expect(screen.getByText(text, { exact: false })).toBeInTheDocument();
  }

  await user.type(screen.getByLabelText(/E-mail address/), 'not-an-address');
  await user.type(screen.getByLabelText('Copy to (optional)'), 'also wrong');
  await user.click(screen.getByRole('button', { name: 'Send receipt' }));
  expect(await screen.findAllByText('Please enter a valid email.')).toHaveLength(2);

  await user.clear(screen.getByLabelText(/E-mail address/));
  await user.type(screen.getByLabelText(/E-mail address/), 'accounts@example.com');
  await user.clear(screen.getByLabelText('Copy to (optional)'));
  await user.click(screen.getByRole('button', { name: 'Send receipt' }));
  expect(await screen.findByText('The receipt was sent.')).toBeInTheDocument();
  const post = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/receipt'));
  expect(JSON.parse(String(post?.[1]?.body))).toEqual({ emailTo: 'accounts@example.com' });
});

test('a failed payment says so in the spec’s words and offers to try again', async () => {
  mockFetch({
    'GET /api/Payment': () => ({
      body: { ...succeeded, status: 'failed', transactionId: null, paidAt: null },
    }),
  });
  renderWithProviders(<PaymentOutcome orderCode={succeeded.orderCode} />);
  expect(
    await screen.findByText('Payment failed: your payment was not successful, try again.'),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/cart');
});
