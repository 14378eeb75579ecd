import { screen, waitFor } from '@testing-library/react';
import { expect, test } from 'vitest';
import { saveSession } from '@/lib/session-token';
import { mockFetch } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render-with-providers';
import { LanguagePicker } from './language-picker';

const optionsShown = () =>
  screen.getAllByRole('option').map((option) => (option as HTMLOptionElement).value);

test('a visitor picks from the app’s own four languages, without asking the server', () => {
  const fetchMock = mockFetch({});
  renderWithProviders(<LanguagePicker />);
  expect(optionsShown()).toEqual(['en-US', 'no', 'fr', 'ar-AE']);
  expect(fetchMock).not.toHaveBeenCalled();
});

test('signed in, the picker lists GET /contactus/languages, kept to languages with dictionaries', async () => {
  saveSession('token-1', '2026-11-23T12:15:00.000Z');
  mockFetch({
    'GET /api/contactus/languages': () => ({
      body: [
        { languageCode: 'fr', display: 'Français' },
        { languageCode: 'en-US', display: 'English' },
        { languageCode: 'de', display: 'Deutsch' },
      ],
    }),
  });
  renderWithProviders(<LanguagePicker />);
  await waitFor(() => expect(optionsShown()).toEqual(['fr', 'en-US']));
});
