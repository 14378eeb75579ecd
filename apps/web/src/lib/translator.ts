import type { Dictionary } from '@skyparcel/i18n';
import type enUS from '@skyparcel/i18n/locales/en-US.json';

type PluralCategory = Intl.LDMLPluralRule;

type KeysOf<Node, Prefix extends string = ''> = {
  [Name in keyof Node & string]: Node[Name] extends string
    ? // `message_one` is also asked for as `message` with a count.
        | `${Prefix}${Name}`
        | (Name extends `${infer Base}_${PluralCategory}` ? `${Prefix}${Base}` : never)
    : KeysOf<Node[Name], `${Prefix}${Name}.`>;
}[keyof Node & string];

/** Every text's key, from the English dictionary: `t('no.such.key')` fails the type check. */
export type MessageKey = KeysOf<typeof enUS>;

/** `{{name}}` placeholders' values; a numeric `count` also picks the plural form. */
export type MessageValues = Record<string, string | number | null | undefined>;

/**
 * The browser's texts: the active language's dictionary, `{{name}}` placeholders and `_one` /
 * `_other` plural forms, the conventions of packages/i18n's dictionaries (the server's
 * `translate` reads the same). In place of i18next, whose 15 KB gzipped the home page cannot
 * afford for these three rules (decision 014).
 */
let activeLanguage = '';
const dictionaries = new Map<string, Dictionary>();
const listeners = new Set<() => void>();
const pluralRules = new Map<string, Intl.PluralRules>();
/** Goes up with every change, so React re-renders whatever shows a text. */
let revision = 0;
/**
 * Whether a text was asked for and missing since the last change. New texts can change the
 * screen only then: a part fetched ahead for the next page (or its failure texts) re-rendered the
 * whole page for nothing, a long task on a phone after the load (decision 068).
 */
let hasMissedText = false;

/** The text of `key` in the active language, or the key itself when there is none. */
export function translateKey(key: string, values: MessageValues = {}): string {
  const dictionary = dictionaries.get(activeLanguage);
  const template = dictionary
    ? candidateKeys(key, values.count).reduce<string | undefined>(
        (found, candidate) => found ?? lookUp(dictionary, candidate),
        undefined,
      )
    : undefined;
  if (template === undefined) {
    hasMissedText = true;
    return key;
  }
  return template.replace(/\{\{(.+?)\}\}/g, (placeholder, rawName: string) => {
    const name = rawName.trim();
    if (!Object.hasOwn(values, name)) {
      return placeholder;
    }
    return String(values[name] ?? '');
  });
}

/** Whether the active language has a text for `key` (a key that arrives at run time). */
export function hasMessage(key: string): boolean {
  const dictionary = dictionaries.get(activeLanguage);
  const found = dictionary !== undefined && lookUp(dictionary, key) !== undefined;
  hasMissedText ||= !found;
  return found;
}

/**
 * Adds texts to a language, over the ones it has (dictionary parts load one by one); what shows
 * a text re-renders only if one was missing, in the language on screen.
 */
export function addMessages(language: string, dictionary: Dictionary): void {
  dictionaries.set(language, mergeDictionaries(dictionaries.get(language) ?? {}, dictionary));
  if (language === activeLanguage && hasMissedText) {
    notify();
  }
}

export function setLanguage(language: string): void {
  activeLanguage = language;
  notify();
}

export function getLanguage(): string {
  return activeLanguage;
}

export function subscribeToTexts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getTextsRevision(): number {
  return revision;
}

function notify(): void {
  hasMissedText = false;
  revision += 1;
  for (const listener of listeners) {
    listener();
  }
}

/**
 * `key_zero` (for 0), then `key_<plural category>`, then `key_other`, then `key`. The dictionaries
 * share one key set across languages (`_one` / `_other`), so Arabic's `two`, `few` and `many`
 * counts read the `_other` form instead of showing the key.
 */
function candidateKeys(key: string, count: MessageValues[string]): string[] {
  if (typeof count !== 'number') {
    return [key];
  }
  let rules = pluralRules.get(activeLanguage);
  if (!rules) {
    rules = new Intl.PluralRules(activeLanguage);
    pluralRules.set(activeLanguage, rules);
  }
  const forms = [`${key}_${rules.select(count)}`, `${key}_other`, key];
  return count === 0 ? [`${key}_zero`, ...forms] : forms;
}

/** An empty text counts as missing, so it shows its key rather than nothing. */
function lookUp(dictionary: Dictionary, key: string): string | undefined {
  let node: Dictionary | string | undefined = dictionary;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') {
      return undefined;
    }
    node = node[part];
  }
  return typeof node === 'string' && node !== '' ? node : undefined;
}

function mergeDictionaries(target: Dictionary, source: Dictionary): Dictionary {
  const merged: Dictionary = { ...target };
  for (const [name, value] of Object.entries(source)) {
    const current = merged[name];
    merged[name] =
      typeof value !== 'string' && current !== undefined && typeof current !== 'string'
        ? mergeDictionaries(current, value)
        : value;
  }
  return merged;
}
