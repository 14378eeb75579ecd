/** Supported interface languages (spec section 9); en-US is the default, ar-AE is right to left. */
export const LOCALES = ['en-US', 'no', 'fr', 'ar-AE'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en-US';

export function isRtlLocale(locale: Locale): boolean {
  return locale === 'ar-AE';
}

/**
 * Maps a requested language (`lang` query, Accept-Language, browser) to a supported locale.
 * Codes are compared on the part before the hyphen, as the spec says: `fr-CA` -> `fr`,
 * `en-GB` -> `en-US`, `ar` -> `ar-AE`, `nb`/`nn` -> `no`.
 */
export function matchLocale(requested: string | null | undefined): Locale | undefined {
  if (!requested) {
    return undefined;
  }
  const base = requested.trim().toLowerCase().split(/[-_]/)[0];
  switch (base) {
    case 'en':
      return 'en-US';
    case 'no':
    case 'nb':
    case 'nn':
      return 'no';
    case 'fr':
      return 'fr';
    case 'ar':
      return 'ar-AE';
    default:
      return undefined;
  }
}

export function resolveLocale(...candidates: (string | null | undefined)[]): Locale {
  for (const candidate of candidates) {
    const locale = matchLocale(candidate);
    if (locale) {
      return locale;
    }
  }
  return DEFAULT_LOCALE;
}

/** Each language named in itself, as a language picker shows it. */
export const LOCALE_NAMES: Record<Locale, string> = {
  'en-US': 'English',
  no: 'Norsk',
  fr: 'Français',
  'ar-AE': 'العربية',
};
