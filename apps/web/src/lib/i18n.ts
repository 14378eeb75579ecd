import {
  DEFAULT_LOCALE,
  isRtlLocale,
  type Locale,
  matchLocale,
  resolveLocale,
} from '@skyparcel/domain/locale';
import type { Dictionary } from '@skyparcel/i18n';
import { useMemo, useSyncExternalStore } from 'react';
import {
  addMessages,
  getLanguage,
  getTextsRevision,
  hasMessage,
  type MessageKey,
  type MessageValues,
  setLanguage,
  subscribeToTexts,
  translateKey,
} from './translator';

export type { MessageKey, MessageValues } from './translator';

/** localStorage key of the language the visitor picked. */
export const LANGUAGE_STORAGE_KEY = 'lang';

type LocaleSources = {
  search: string;
  storedLocale: string | null;
  browserLanguages: readonly string[];
};

/**
 * The interface language: `?lang=`, else the stored choice, else the first browser language we
 * support, else en-US. Codes are compared on the part before the hyphen (spec sections 2 and 9).
 */
export function detectLocale({ search, storedLocale, browserLanguages }: LocaleSources): Locale {
  return resolveLocale(new URLSearchParams(search).get('lang'), storedLocale, ...browserLanguages);
}

export type DictionaryPart =
  | 'core'
  | 'failures'
  | 'reports'
  | 'about'
  | 'contactUs'
  | 'loginModal'
  | 'registerModal'
  | 'operator'
  | 'loyaltySignIn'
  | 'suite'
  | 'addressBook'
  | 'shipping'
  | 'payments'
  | 'profilePage'
  | 'account'
  | 'invoices'
  | 'ediBooking'
  | 'consent';
type DictionaryLoader = () => Promise<{ default: Dictionary }>;

/**
 * The browser downloads only the active language, and of it only the texts of the shared parts
 * (`core`); a page with many texts of its own (`about`, `contactUs`) or the Login modal
 * (`loginModal`; `registerModal` for registration and new passwords) brings them along, as do
 * the staff and admin pages (`operator`), which most visitors never open, and the loyalty
 * programme's return page (`loyaltySignIn`), the customer's suite pages (`suite`) and the
 * address book (`addressBook`: the profile's addresses, the ship-request wizard), the
 * ship-request wizard and cart (`shipping`), the saved cards and payment pages (`payments`), the
 * profile's own sections and the unsubscribe page (`profilePage`), the profile's account info
 * and identity with the staff's identity checks (`account`), My
 * History and the invoice pages (`invoices`). The
 * parts are cut at build time (vite-plugins/locale-dictionaries.ts); e-mail texts are never shipped.
 */
const DICTIONARY_LOADERS: Record<DictionaryPart, Record<Locale, DictionaryLoader>> = {
  core: {
    'en-US': () => import('@skyparcel/i18n/locales/en-US.json?dictionary=core'),
    no: () => import('@skyparcel/i18n/locales/no.json?dictionary=core'),
    fr: () => import('@skyparcel/i18n/locales/fr.json?dictionary=core'),
    'ar-AE': () => import('@skyparcel/i18n/locales/ar-AE.json?dictionary=core'),
  },
  // Error and field messages beyond the few the public pages show: loaded with the pages, the
  // modals and the failed calls that need them (decision 068).
  failures: {
    'en-US': () => import('@skyparcel/i18n/locales/en-US.json?dictionary=failures'),
    no: () => import('@skyparcel/i18n/locales/no.json?dictionary=failures'),
    fr: () => import('@skyparcel/i18n/locales/fr.json?dictionary=failures'),
    'ar-AE': () => import('@skyparcel/i18n/locales/ar-AE.json?dictionary=failures'),
  },
  reports: {
    'en-US': () => import('@skyparcel/i18n/locales/en-US.json?dictionary=reports'),
    no: () => import('@skyparcel/i18n/locales/no.json?dictionary=reports'),
    fr: () => import('@skyparcel/i18n/locales/fr.json?dictionary=reports'),
    'ar-AE': () => import('@skyparcel/i18n/locales/ar-AE.json?dictionary=reports'),
  },
  about: {
    'en-US': () => import('@skyparcel/i18n/locales/en-US.json?dictionary=about'),
    no: () => import('@skyparcel/i18n/locales/no.json?dictionary=about'),
    fr: () => import('@skyparcel/i18n/locales/fr.json?dictionary=about'),
    'ar-AE': () => import('@skyparcel/i18n/locales/ar-AE.json?dictionary=about'),
  },
  contactUs: {
    'en-US': () => import('@skyparcel/i18n/locales/en-US.json?dictionary=contactUs'),
    no: () => import('@skyparcel/i18n/locales/no.json?dictionary=contactUs'),
    fr: () => import('@skyparcel/i18n/locales/fr.json?dictionary=contactUs'),
    'ar-AE': () => import('@skyparcel/i18n/locales/ar-AE.json?dictionary=contactUs'),
  },
  loginModal: {
    'en-US': () => import('@skyparcel/i18n/locales/en-US.json?dictionary=loginModal'),
    no: () => import('@skyparcel/i18n/locales/no.json?dictionary=loginModal'),
    fr: () => import('@skyparcel/i18n/locales/fr.json?dictionary=loginModal'),
    'ar-AE': () => import('@skyparcel/i18n/locales/ar-AE.json?dictionary=loginModal'),
  },
  registerModal: {
    'en-US': () => import('@skyparcel/i18n/locales/en-US.json?dictionary=registerModal'),
    no: () => import('@skyparcel/i18n/locales/no.json?dictionary=registerModal'),
    fr: () => import('@skyparcel/i18n/locales/fr.json?dictionary=registerModal'),
    'ar-AE': () => import('@skyparcel/i18n/locales/ar-AE.json?dictionary=registerModal'),
  },
  operator: {
    'en-US': () => import('@skyparcel/i18n/locales/en-US.json?dictionary=operator'),
    no: () => import('@skyparcel/i18n/locales/no.json?dictionary=operator'),
    fr: () => import('@skyparcel/i18n/locales/fr.json?dictionary=operator'),
    'ar-AE': () => import('@skyparcel/i18n/locales/ar-AE.json?dictionary=operator'),
  },
  loyaltySignIn: {
    'en-US': () => import('@skyparcel/i18n/locales/en-US.json?dictionary=loyaltySignIn'),
    no: () => import('@skyparcel/i18n/locales/no.json?dictionary=loyaltySignIn'),
    fr: () => import('@skyparcel/i18n/locales/fr.json?dictionary=loyaltySignIn'),
    'ar-AE': () => import('@skyparcel/i18n/locales/ar-AE.json?dictionary=loyaltySignIn'),
  },
  suite: {
    'en-US': () => import('@skyparcel/i18n/locales/en-US.json?dictionary=suite'),
    no: () => import('@skyparcel/i18n/locales/no.json?dictionary=suite'),
    fr: () => import('@skyparcel/i18n/locales/fr.json?dictionary=suite'),
    'ar-AE': () => import('@skyparcel/i18n/locales/ar-AE.json?dictionary=suite'),
  },
  addressBook: {
    'en-US': () => import('@skyparcel/i18n/locales/en-US.json?dictionary=addressBook'),
    no: () => import('@skyparcel/i18n/locales/no.json?dictionary=addressBook'),
    fr: () => import('@skyparcel/i18n/locales/fr.json?dictionary=addressBook'),
    'ar-AE': () => import('@skyparcel/i18n/locales/ar-AE.json?dictionary=addressBook'),
  },
  shipping: {
    'en-US': () => import('@skyparcel/i18n/locales/en-US.json?dictionary=shipping'),
    no: () => import('@skyparcel/i18n/locales/no.json?dictionary=shipping'),
    fr: () => import('@skyparcel/i18n/locales/fr.json?dictionary=shipping'),
    'ar-AE': () => import('@skyparcel/i18n/locales/ar-AE.json?dictionary=shipping'),
  },
  payments: {
    'en-US': () => import('@skyparcel/i18n/locales/en-US.json?dictionary=payments'),
    no: () => import('@skyparcel/i18n/locales/no.json?dictionary=payments'),
    fr: () => import('@skyparcel/i18n/locales/fr.json?dictionary=payments'),
    'ar-AE': () => import('@skyparcel/i18n/locales/ar-AE.json?dictionary=payments'),
  },
  profilePage: {
    'en-US': () => import('@skyparcel/i18n/locales/en-US.json?dictionary=profilePage'),
    no: () => import('@skyparcel/i18n/locales/no.json?dictionary=profilePage'),
    fr: () => import('@skyparcel/i18n/locales/fr.json?dictionary=profilePage'),
    'ar-AE': () => import('@skyparcel/i18n/locales/ar-AE.json?dictionary=profilePage'),
  },
  account: {
    'en-US': () => import('@skyparcel/i18n/locales/en-US.json?dictionary=account'),
    no: () => import('@skyparcel/i18n/locales/no.json?dictionary=account'),
    fr: () => import('@skyparcel/i18n/locales/fr.json?dictionary=account'),
    'ar-AE': () => import('@skyparcel/i18n/locales/ar-AE.json?dictionary=account'),
  },
  invoices: {
    'en-US': () => import('@skyparcel/i18n/locales/en-US.json?dictionary=invoices'),
    no: () => import('@skyparcel/i18n/locales/no.json?dictionary=invoices'),
    fr: () => import('@skyparcel/i18n/locales/fr.json?dictionary=invoices'),
    'ar-AE': () => import('@skyparcel/i18n/locales/ar-AE.json?dictionary=invoices'),
  },
  ediBooking: {
    'en-US': () => import('@skyparcel/i18n/locales/en-US.json?dictionary=ediBooking'),
    no: () => import('@skyparcel/i18n/locales/no.json?dictionary=ediBooking'),
    fr: () => import('@skyparcel/i18n/locales/fr.json?dictionary=ediBooking'),
    'ar-AE': () => import('@skyparcel/i18n/locales/ar-AE.json?dictionary=ediBooking'),
  },
  // The cookie choice: fetched with its chunk after the page has loaded (decision 063).
  consent: {
    'en-US': () => import('@skyparcel/i18n/locales/en-US.json?dictionary=consent'),
    no: () => import('@skyparcel/i18n/locales/no.json?dictionary=consent'),
    fr: () => import('@skyparcel/i18n/locales/fr.json?dictionary=consent'),
    'ar-AE': () => import('@skyparcel/i18n/locales/ar-AE.json?dictionary=consent'),
  },
};

/** Parts some page has asked for; a language switch loads them all in the new language. */
const partsInUse = new Set<DictionaryPart>(['core']);
const loadedParts = new Set<string>();

async function ensureDictionaryPart(locale: Locale, part: DictionaryPart): Promise<void> {
  if (loadedParts.has(`${locale}:${part}`)) {
    return;
  }
  const { default: dictionary } = await DICTIONARY_LOADERS[part][locale]();
  addMessages(locale, dictionary);
  loadedParts.add(`${locale}:${part}`);
}

/** Loads a page's own texts in the active language; pages await it before they render. */
export async function loadDictionaryPart(part: DictionaryPart): Promise<void> {
  partsInUse.add(part);
  await ensureDictionaryPart(getLocale(), part);
}

/** `dictionary` (a whole locale file) is for tests, which render without the bundler's cuts. */
export async function initI18n(locale: Locale, dictionary?: Dictionary): Promise<void> {
  // Every key exists in every language (packages/i18n tests it), so there is nothing to fall
  // back to and no reason to download English as well.
  addMessages(locale, dictionary ?? (await DICTIONARY_LOADERS.core[locale]()).default);
  setLanguage(locale);
  const parts: readonly DictionaryPart[] = dictionary
    ? [
        'core',
        'failures',
        'about',
        'contactUs',
        'loginModal',
        'registerModal',
        'operator',
        'loyaltySignIn',
        'suite',
        'addressBook',
        'shipping',
        'payments',
        'profilePage',
        'account',
        'invoices',
        'ediBooking',
        'consent',
      ]
    : ['core'];
  for (const part of parts) {
    loadedParts.add(`${locale}:${part}`);
  }
  applyDocumentLocale(locale);
}

/** Counts changeLocale calls: the last one asked for wins, whichever dictionary loads first. */
let localeChanges = 0;

/** Switches the language, remembers it, and sets `<html lang dir>`. */
export async function changeLocale(locale: Locale): Promise<void> {
  const change = ++localeChanges;
  await Promise.all([...partsInUse].map((part) => ensureDictionaryPart(locale, part)));
  // A later choice was made while this one's texts downloaded (the account's saved language
  // applied at sign-in, then the visitor's own pick): the earlier must not land over it.
  if (change !== localeChanges) {
    return;
  }
  setLanguage(locale);
  storeLocale(locale);
  applyDocumentLocale(locale);
}

export function applyDocumentLocale(locale: Locale): void {
  // The build's prerender has no document; the server writes `<html lang dir>` there.
  if (typeof document === 'undefined') {
    return;
  }
  document.documentElement.lang = locale;
  document.documentElement.dir = isRtlLocale(locale) ? 'rtl' : 'ltr';
}

export function readStoredLocale(): string | null {
  try {
    return window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null;
  }
}

export function storeLocale(locale: Locale): void {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, locale);
  } catch {
    // Private modes may refuse storage; the choice then lasts for this page only.
  }
}

/** The active locale, for code outside React (the API client's Accept-Language). */
export function getLocale(): Locale {
  return matchLocale(getLanguage()) ?? DEFAULT_LOCALE;
}

/** The active locale; components re-render when it changes. */
export function useLocale(): Locale {
  useSyncExternalStore(subscribeToTexts, getTextsRevision, getTextsRevision);
  return getLocale();
}

/** A text outside React (the API client's error messages); components use `useTranslation`. */
export function translate(key: MessageKey, values?: MessageValues): string {
  return translateFailureAware(key, values);
}

/** Keys of the `failures` part (vite-plugins/locale-dictionaries.ts `FAILURE_NAMESPACES`). */
const FAILURE_KEY = /^(?:errors|validation)\./;

/**
 * A failure text asked for before its part arrived shows its key for a moment and starts the
 * download; components re-render with the text once it is in. The pages, modals and failed calls
 * that show such texts load the part first (`loadFailureTexts`), so this is the net under them.
 */
function translateFailureAware(key: string, values?: MessageValues): string {
  if (FAILURE_KEY.test(key) && !hasMessage(key)) {
    void loadFailureTexts();
  }
  return translateKey(key, values);
}

/** The `failures` texts, for code about to show one; a failed download leaves the keys shown. */
export async function loadFailureTexts(): Promise<void> {
  await loadDictionaryPart('failures').catch(() => undefined);
}

export type TranslateFunction = typeof translate;

/**
 * `t` for components, which re-render when the language or its texts change. A new `t` comes
 * with each change, so effects that list it run again.
 */
export function useTranslation(): { t: TranslateFunction } {
  const revision = useSyncExternalStore(subscribeToTexts, getTextsRevision, getTextsRevision);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new function per revision is the point
  return useMemo(() => ({ t: (key, values) => translateFailureAware(key, values) }), [revision]);
}

/** Whether a key that arrives at run time (a server field error, a zod issue) has a text. */
export function isMessageKey(key: string): key is MessageKey {
  return hasMessage(key);
}

/** Turns a message key from a schema or the server into text; text without a key stays as is. */
export function useTranslateMessage(): (message: string | undefined) => string | undefined {
  const { t } = useTranslation();
  return (message) => {
    if (message === undefined) {
      return undefined;
    }
    return isMessageKey(message) ? t(message) : message;
  };
}
