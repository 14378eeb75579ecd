import { DEFAULT_LOCALE, type Locale } from '@skyparcel/domain/locale';
import { DICTIONARIES, type Dictionary } from './dictionaries';

function lookup(dictionary: Dictionary, key: string): string | undefined {
  let node: string | Dictionary | undefined = dictionary;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') {
      return undefined;
    }
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/**
 * Server-side translation with `{{name}}` interpolation, the same syntax i18next uses in the
 * browser. Falls back to en-US, then to the key itself, so a missing text is visible, not blank.
 */
export function translate(
  locale: Locale,
  key: string,
  params: Record<string, string> = {},
): string {
  const template =
    lookup(DICTIONARIES[locale], key) ?? lookup(DICTIONARIES[DEFAULT_LOCALE], key) ?? key;
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => params[name] ?? whole);
}

/** Every dotted key of a dictionary, for the completeness test. */
export function listKeys(dictionary: Dictionary, prefix = ''): string[] {
  return Object.entries(dictionary).flatMap(([name, value]) => {
    const key = prefix ? `${prefix}.${name}` : name;
    return typeof value === 'string' ? [key] : listKeys(value, key);
  });
}

export function hasKey(locale: Locale, key: string): boolean {
  return lookup(DICTIONARIES[locale], key) !== undefined;
}
