import { PHONE_COUNTRY_ROWS } from '@skyparcel/domain/contacts';
import type { Locale } from '@skyparcel/domain/locale';

export type CountryOption = { code: string; name: string };

/**
 * Every country of the phone list, named in the reader's language by the browser's own
 * `Intl.DisplayNames` (no names to download), in that language's order. A code the browser
 * does not know keeps the list's English name.
 */
export function countryOptions(locale: Locale): CountryOption[] {
  const names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' });
  const collator = new Intl.Collator(locale);
  return PHONE_COUNTRY_ROWS.map(([code, englishName]) => ({
    code,
    name: names.of(code) ?? englishName,
  })).sort((one, two) => collator.compare(one.name, two.name));
}
