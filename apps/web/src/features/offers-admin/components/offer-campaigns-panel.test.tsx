import type { OfferCampaignDto, OfferCampaignList } from '@skyparcel/domain/offers';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test } from 'vitest';
import { mockFetch } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render-with-providers';
import { OfferCampaignsPanel } from './offer-campaigns-panel';

const empty = { subject: '', body: '' };
const DRAFT: OfferCampaignDto = {
  id: '6f1c0d7e-0000-4000-8000-000000000001',
  texts: {
    'en-US': { subject: 'Winter sale', body: 'Ship for less.' },
    no: empty,
    fr: empty,
    'ar-AE': empty,
  },
  createdAt: '2026-11-25T12:00:00.000Z',
  createdBy: 'admin',
  sentAt: null,
  sentBy: null,
  recipientCount: null,
};
const SENT: OfferCampaignDto = {
  ...DRAFT,
  id: '6f1c0d7e-0000-4000-8000-000000000002',
  texts: { ...DRAFT.texts, 'en-US': { subject: 'Autumn sale', body: 'Gone.' } },
  sentAt: '2026-10-01T09:00:00.000Z',
  sentBy: 'admin',
  recipientCount: 41,
};
const LIST: OfferCampaignList = { optedInCount: 42, campaigns: [DRAFT, SENT] };

test('an offer needs English; a language left empty is sent as none, and the draft is posted', async () => {
  const user = userEvent.setup();
  const fetchMock = mockFetch({
    'POST /api/admin/offers': () => ({ status: 201, body: DRAFT }),
    'GET /api/admin/offers': () => ({ body: LIST }),
  });
  renderWithProviders(<OfferCampaignsPanel list={LIST} />);
  await user.click(screen.getByRole('button', { name: 'Save the offer' }));
  const english = screen.getByRole('group', { name: 'English' });
  expect(await within(english).findAllByText('Please fill out all required fields')).toHaveLength(
    2,
  );
  expect(fetchMock).not.toHaveBeenCalled();

  await user.type(within(english).getByLabelText(/Subject/), 'Spring sale');
  await user.type(within(english).getByLabelText(/Text/), 'Ten percent off.');
  const arabic = screen.getByRole('group', { name: 'Arabic' });
  await user.type(within(arabic).getByLabelText(/Subject/), 'عرض الربيع');
  await user.click(screen.getByRole('button', { name: 'Save the offer' }));
  // Arabic has a subject but no text: refused beside the field, nothing posted.
  expect(await within(arabic).findByText('Please fill out all required fields')).toBeVisible();
  expect(fetchMock).not.toHaveBeenCalled();

  await user.type(within(arabic).getByLabelText(/Text/), 'خصم عشرة بالمئة.');
  await user.click(screen.getByRole('button', { name: 'Save the offer' }));
  expect(
    await screen.findByText('The offer was saved. Send it from the list below.'),
  ).toBeVisible();
  const posted = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
  expect(JSON.parse(String(posted?.[1]?.body))).toEqual({
    texts: {
      'en-US': { subject: 'Spring sale', body: 'Ten percent off.' },
      no: empty,
      fr: empty,
      'ar-AE': { subject: 'عرض الربيع', body: 'خصم عشرة بالمئة.' },
    },
  });
});

test('a draft is sent after a confirmation naming the count; a sent offer has no send button', async () => {
  const user = userEvent.setup();
  const fetchMock = mockFetch({
    [`POST /api/admin/offers/${DRAFT.id}/send`]: () => ({
      body: { ...DRAFT, sentAt: '2026-11-26T10:00:00.000Z', sentBy: 'admin', recipientCount: 42 },
    }),
    'GET /api/admin/offers': () => ({ body: LIST }),
  });
  renderWithProviders(<OfferCampaignsPanel list={LIST} />);
  expect(
    screen.getByText('A send now reaches 42 customers who chose to receive offers.'),
  ).toBeVisible();
  const sent = screen.getByRole('listitem', { name: 'Autumn sale' });
  expect(sent).toHaveTextContent('to 41 customers');
  expect(within(sent).queryByRole('button')).toBeNull();

  await user.click(screen.getByRole('button', { name: 'Send “Winter sale”' }));
  const dialog = await screen.findByRole('dialog', { name: 'Send this offer?' });
  await user.click(within(dialog).getByRole('button', { name: 'Keep the draft' }));
  expect(fetchMock).not.toHaveBeenCalled();

  await user.click(screen.getByRole('button', { name: 'Send “Winter sale”' }));
  await user.click(await screen.findByRole('button', { name: 'Send to 42 customers' }));
  expect(await screen.findByText('“Winter sale” was sent to 42 customers.')).toBeVisible();
  expect(String(fetchMock.mock.calls[0]?.[0])).toMatch(/\/api\/admin\/offers\/.+\/send$/);
});

test('a second send is refused with the server’s text in the dialog', async () => {
  const user = userEvent.setup();
  mockFetch({
    [`POST /api/admin/offers/${DRAFT.id}/send`]: () => ({
      status: 409,
      body: {
        error: {
          code: 'OFFER_CAMPAIGN_ALREADY_SENT',
          message: 'This offer has already been sent. It is sent only once.',
        },
      },
    }),
    'GET /api/admin/offers': () => ({ body: LIST }),
  });
  renderWithProviders(<OfferCampaignsPanel list={LIST} />);
  await user.click(screen.getByRole('button', { name: 'Send “Winter sale”' }));
  await user.click(await screen.findByRole('button', { name: 'Send to 42 customers' }));
  const dialog = screen.getByRole('dialog', { name: 'Send this offer?' });
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(
    'This offer has already been sent. It is sent only once.',
  );
});
