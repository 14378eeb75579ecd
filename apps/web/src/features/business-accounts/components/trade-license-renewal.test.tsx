import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test } from 'vitest';
import { mockFetch } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render-with-providers';
import { TradeLicenseRenewal } from './trade-license-renewal';
import { TradeLicenseRenewalQueue } from './trade-license-renewal-queue';

const inDays = (days: number) =>
  new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

const RENEWAL = {
  id: '6f0d7d1c-2b1e-4f52-9d0b-0a3f1f5b7c11',
  status: 'pending',
  companyName: 'Gulf Traders LLC',
  customerId: 'SKEC1042',
  currentLicenseNumber: 'CN-1188223',
  currentExpiresOn: '2026-12-01',
  tradeLicenseNumber: 'CN-2200002',
  tradeLicenseExpiresOn: '2027-12-01',
  document: {
    fileName: 'renewed.pdf',
    contentType: 'application/pdf',
    sizeBytes: 15,
    url: '/api/admin/trade-license-renewals/6f0d7d1c-2b1e-4f52-9d0b-0a3f1f5b7c11/document',
  },
  submittedBy: { id: 'u1', name: 'Omar Saleh', email: 'omar@example.com' },
  rejectionReason: null,
  submittedAt: '2026-11-26T09:00:00.000Z',
  reviewedAt: null,
};

test('a license that expires soon is renewed from the profile: checked fields, then it waits', async () => {
  const user = userEvent.setup();
  let renewal: typeof RENEWAL | null = null;
  const fetchMock = mockFetch({
    'GET /api/business-account/trade-license': () => ({
      body: {
        tradeLicenseNumber: 'CN-1188223',
        tradeLicenseExpiresOn: inDays(10),
        isRenewable: renewal === null,
        renewal,
      },
    }),
    'POST /api/business-account/trade-license/renewals': () => {
      renewal = RENEWAL;
      return { status: 201, body: RENEWAL };
    },
  });
  renderWithProviders(<TradeLicenseRenewal />);

  expect(
    await screen.findByText(`The trade license expires on ${inDays(10)}.`, { exact: false }),
  ).toBeInTheDocument();
  const form = screen.getByRole('form', { name: 'Renew the trade license' });
  await user.click(within(form).getByRole('button', { name: 'Send the renewed license' }));
  expect(await within(form).findAllByText(/./, { selector: '.field__error' })).toHaveLength(3);

  await user.type(within(form).getByLabelText('Trade license number *'), 'cn-2200002');
  await user.type(within(form).getByLabelText('Trade license expiry date *'), '2027-12-01');
  const pdf = new File([new TextEncoder().encode('%PDF-1.4\n%%EOF\n')], 'renewed.pdf', {
    type: 'application/pdf',
  });
  await user.upload(within(form).getByLabelText(/^Trade license document/), pdf);
  await user.click(within(form).getByRole('button', { name: 'Send the renewed license' }));

  expect(await screen.findByText('Renewal waiting for review')).toBeInTheDocument();
  expect(screen.queryByRole('form', { name: 'Renew the trade license' })).not.toBeInTheDocument();
  const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
  const body = post?.[1]?.body;
  expect(body).toBeInstanceOf(FormData);
  expect(JSON.parse(String((body as FormData).get('renewal')))).toEqual({
    tradeLicenseNumber: 'CN-2200002',
    tradeLicenseExpiresOn: '2027-12-01',
  });
});

test('the operators’ queue shows the license on file beside the renewed one and approves it', async () => {
  const user = userEvent.setup();
  const fetchMock = mockFetch({
    'GET /api/admin/trade-license-renewals': () => ({ body: [RENEWAL] }),
    [`POST /api/admin/trade-license-renewals/${RENEWAL.id}/review`]: () => ({
      body: { ...RENEWAL, status: 'approved' },
    }),
  });
  renderWithProviders(<TradeLicenseRenewalQueue status="pending" />);

  const card = await screen.findByRole('article', { name: 'Gulf Traders LLC (SKEC1042)' });
  expect(card).toHaveTextContent('CN-1188223, valid until 2026-12-01');
  expect(card).toHaveTextContent('CN-2200002, valid until 2027-12-01');
  const verdict = within(card).getByRole('form', {
    name: 'Decision on the renewal of Gulf Traders LLC (SKEC1042)',
  });
  await user.click(within(verdict).getByRole('button', { name: 'Save decision' }));
  await waitFor(() =>
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith(`${RENEWAL.id}/review`))).toBe(
      true,
    ),
  );
  const review = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/review'));
  expect(JSON.parse(String(review?.[1]?.body))).toEqual({ decision: 'approved', reason: '' });
});
