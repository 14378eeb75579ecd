import { afterEach, describe, expect, test } from 'vitest';
import { changeLocale, detectLocale, getLocale, LANGUAGE_STORAGE_KEY, translate } from './i18n';

describe('detectLocale', () => {
  const none = { storedLocale: null, browserLanguages: [] };

  test('takes ?lang= first, shortened before the hyphen', () => {
    expect(detectLocale({ ...none, search: '?lang=no' })).toBe('no');
    expect(detectLocale({ ...none, search: '?lang=fr-CA' })).toBe('fr');
    expect(detectLocale({ ...none, search: '?lang=ar-AE' })).toBe('ar-AE');
    expect(
      detectLocale({ search: '?lang=en-US', storedLocale: 'fr', browserLanguages: ['no'] }),
    ).toBe('en-US');
  });

  test('falls back to the stored choice, then the browser, then en-US', () => {
    expect(detectLocale({ search: '?lang=xx', storedLocale: 'fr', browserLanguages: ['no'] })).toBe(
      'fr',
    );
    expect(
      detectLocale({ search: '', storedLocale: null, browserLanguages: ['de-DE', 'nb-NO'] }),
    ).toBe('no');
    expect(detectLocale({ search: '', storedLocale: null, browserLanguages: ['de-DE'] })).toBe(
      'en-US',
    );
  });
});

describe('changeLocale', () => {
  afterEach(async () => {
    await changeLocale('en-US');
  });

  test('the last choice wins when an earlier one is still downloading its texts', async () => {
    await changeLocale('ar-AE');
    // Norwegian's texts are not loaded yet, Arabic's are: the first call finishes last.
    const earlier = changeLocale('no');
    const later = changeLocale('ar-AE');
    await Promise.all([earlier, later]);

    expect(getLocale()).toBe('ar-AE');
    expect(document.documentElement).toHaveAttribute('lang', 'ar-AE');
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('ar-AE');
  });

  test('loads the dictionary, remembers the choice and sets <html lang dir>', async () => {
    await changeLocale('ar-AE');

    expect(getLocale()).toBe('ar-AE');
    expect(translate('tracking.status.delivered')).toBe('تم التوصيل');
    expect(document.documentElement).toHaveAttribute('lang', 'ar-AE');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('ar-AE');

    await changeLocale('fr');
    expect(translate('tracking.status.out_for_delivery')).toBe('En cours de livraison');
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
  });
});
