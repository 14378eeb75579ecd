import { waitFor } from '@testing-library/react';
import { expect, test } from 'vitest';
import { saveSession } from '@/lib/session-token';
import { getLanguage } from '@/lib/translator';
import { aCurrentUser } from '@/testing/current-user';
import { mockFetch } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render-with-providers';
import { useSavedLanguageAtSignIn } from './use-saved-language';

function Probe() {
  useSavedLanguageAtSignIn();
  return null;
}

test('a sign-in in this tab takes the account’s saved language', async () => {
  mockFetch({ 'GET /api/user': () => ({ body: aCurrentUser({ preferredLocale: 'fr' }) }) });
  saveSession('token-fresh', '2026-11-23T12:15:00.000Z');
  renderWithProviders(<Probe />);
  await waitFor(() => expect(document.documentElement.lang).toBe('fr'));
  expect(getLanguage()).toBe('fr');
});

test('a tab already signed in keeps the language chosen in it', async () => {
  // The session was stored by an earlier page, not signed in here.
  window.localStorage.setItem('ssoToken', 'token-earlier');
  const fetchMock = mockFetch({
    'GET /api/user': () => ({ body: aCurrentUser({ preferredLocale: 'no' }) }),
  });
  renderWithProviders(<Probe />);
  await waitFor(() => expect(fetchMock).toHaveBeenCalled());
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(getLanguage()).not.toBe('no');
});
