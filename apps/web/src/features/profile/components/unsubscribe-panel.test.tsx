import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test } from 'vitest';
import { mockFetch } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render-with-providers';
import { UnsubscribePanel } from './unsubscribe-panel';

test('changes nothing on opening; the button sends the link’s key and shows the answer', async () => {
  const fetchMock = mockFetch({
    'POST /api/UserProfile/unsubscribe': () => ({
      body: { kind: 'status', message: 'You will no longer receive shipment status e-mails.' },
    }),
  });
  const user = userEvent.setup();
  renderWithProviders(<UnsubscribePanel />, { route: '/unsubscribe?key=u1.status.sig' });

  expect(fetchMock).not.toHaveBeenCalled();
  await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
  expect(
    await screen.findByText('You will no longer receive shipment status e-mails.'),
  ).toBeVisible();
  const [, init] = fetchMock.mock.calls[0] ?? [];
  expect(JSON.parse(String(init?.body))).toEqual({ token: 'u1.status.sig' });
  expect(
    screen.getByRole('link', { name: 'Your e-mail preferences in the profile' }),
  ).toHaveAttribute('href', '/profile#communication');
});

test('a link without its key says so and offers no button', () => {
  renderWithProviders(<UnsubscribePanel />, { route: '/unsubscribe' });
  expect(screen.getByRole('alert')).toHaveTextContent(
    'This link has no token. Please open the link from the e-mail again.',
  );
  expect(screen.queryByRole('button')).toBeNull();
});
