import type { Locale } from '@skyparcel/domain/locale';

/**
 * A country's name in the caller's language, from the server's ICU data (decision 025): the
 * public pages' country lists arrive named and ordered, so the browser never builds its own
 * `Intl.DisplayNames` on the first page (its first use loads ICU's region names, tens of
 * milliseconds of main-thread time on a phone).
 */
const displayNames = new Map<Locale, Intl.DisplayNames>();
const collators = new Map<Locale, Intl.Collator>();

function namesIn(locale: Locale) {
  let names = displayNames.get(locale);
  if (!names) {
    names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' });
    displayNames.set(locale, names);
  }
  return names;
}

function collatorOf(locale: Locale) {
  let collator = collators.get(locale);
  if (!collator) {
    collator = new Intl.Collator(locale);
    collators.set(locale, collator);
  }
  return collator;
}

/** The name of `code` in `locale`, or `fallback` (the stored English name) when ICU has none. */
export function countryNameIn(locale: Locale, code: string, fallback: string): string {
  try {
    return namesIn(locale).of(code) ?? fallback;
  } catch {
    return fallback;
  }
}

/** Countries with their `localName`, in the order of that language's alphabet. */
export function withLocalNames<T extends { code: string; name: string }>(
  countries: readonly T[],
  locale: Locale,
): (T & { localName: string })[] {
  const collator = collatorOf(locale);
  return countries
    .map((country) => ({
      ...country,
      localName: countryNameIn(locale, country.code, country.name),
    }))
    .sort((one, two) => collator.compare(one.localName, two.localName));
}
