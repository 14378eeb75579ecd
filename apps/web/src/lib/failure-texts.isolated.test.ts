import fr from '@skyparcel/i18n/locales/fr.json';
import no from '@skyparcel/i18n/locales/no.json';
import { expect, test, vi } from 'vitest';
import { mockFetch } from '@/testing/mock-fetch';
import { api } from './api-client';
import { initI18n, isMessageKey, translate } from './i18n';

// Its own module graph (web-isolated): the languages below start with the bundler's `core` part
// only, as a first visit does, and no other test file has loaded their `failures` part.

test('a failed call brings the error and field messages before it is reported', async () => {
  await initI18n('no');
  expect(isMessageKey('validation.tooLong')).toBe(false);
  mockFetch({
    'POST /api/deliveries/price': () => ({
      status: 400,
      body: {
        error: { code: 'VALIDATION', message: 'Ugyldig', fields: { weight: 'validation.tooLong' } },
      },
    }),
  });

  await expect(api.post('/deliveries/price', { body: {} })).rejects.toMatchObject({ status: 400 });

  expect(isMessageKey('validation.tooLong')).toBe(true);
  expect(translate('validation.tooLong')).toBe(no.validation.tooLong);
});

test('the public pages’ own failure texts are in the first part; any other arrives when first asked for', async () => {
  await initI18n('fr');
  expect(translate('errors.GENERIC')).toBe(fr.errors.GENERIC);
  expect(translate('errors.BAD_GATEWAY')).toBe(fr.errors.BAD_GATEWAY);
  expect(translate('errors.TRACKING_EMPTY')).toBe(fr.errors.TRACKING_EMPTY);
  expect(translate('validation.required')).toBe(fr.validation.required);

  // Not in `core`: its key for a moment, then the text once the part has arrived.
  expect(translate('errors.ACCOUNT_LOCKED')).toBe('errors.ACCOUNT_LOCKED');
  await vi.waitFor(() => expect(translate('errors.ACCOUNT_LOCKED')).toBe(fr.errors.ACCOUNT_LOCKED));
  expect(translate('validation.tooLong')).toBe(fr.validation.tooLong);
});
