import type { ErrorCode } from '@skyparcel/domain/errors';
import type { Plugin } from 'vite';

/**
 * Namespaces only the server reads (e-mail texts, the local loyalty provider's pages, the API
 * reference page): never shipped to the browser.
 */
const SERVER_ONLY_NAMESPACES = ['mail', 'loyaltyProvider', 'apiDocs'];

/**
 * Namespaces of one page (or modal) each, loaded with it instead of with the first page.
 */
export const PAGE_NAMESPACES = [
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
  'reports',
  'consent',
];

/**
 * Texts shown when something is wrong: the error catalogue and the fields' messages, a third of
 * `core` and rarely needed on the first page (the server sends its own message with each error).
 * They form the `failures` part, loaded with every page but the public ones that have no form,
 * with the sign-in modals, and before a failed call is reported (decision 068).
 */
export const FAILURE_NAMESPACES = ['errors', 'validation'];

/**
 * The failure texts `core` keeps, as the public pages show them without the server: a call that
 * got no answer or none in the API's shape (api-client.ts), the tracking form's own checks, the
 * rate calculator's checks and its missing exchange rate.
 */
const CORE_FAILURE_KEYS: Record<string, readonly string[]> = {
  errors: [
    'GENERIC',
    'BAD_REQUEST',
    'UNAUTHORIZED',
    'FORBIDDEN',
    'NOT_FOUND',
    'PAYLOAD_TOO_LARGE',
    'TOO_MANY_REQUESTS',
    'INTERNAL',
    'BAD_GATEWAY',
    'SERVICE_UNAVAILABLE',
    'TRACKING_EMPTY',
    'TRACKING_TOO_MANY_NUMBERS',
    'TRACKING_INVALID_NUMBER',
    'PRICE_CURRENCY_UNAVAILABLE',
  ] satisfies ErrorCode[],
  validation: ['required', 'positiveNumber'],
};

const LOCALE_FILE = /\/packages\/i18n\/locales\/[\w-]+\.json\?(?:.*&)?dictionary=(\w+)/;

/**
 * Cuts a locale file into the parts the browser loads: `en-US.json?dictionary=core` is every
 * namespace except the server's and the page ones; `en-US.json?dictionary=about` is one page's
 * namespace. The part becomes a module of its own (`JSON.parse` of a string literal, which
 * browsers parse faster than an object literal).
 */
export function localeDictionaries(): Plugin {
  return {
    name: 'skyparcel:locale-dictionaries',
    enforce: 'pre',
    transform(code, id) {
      const match = LOCALE_FILE.exec(id);
      if (!match) {
        return null;
      }
      const part = match[1] ?? '';
      const dictionary: Record<string, unknown> = JSON.parse(code);
      const keep =
        part === 'core'
          ? (namespace: string) =>
              !SERVER_ONLY_NAMESPACES.includes(namespace) && !PAGE_NAMESPACES.includes(namespace)
          : part === 'failures'
            ? (namespace: string) => FAILURE_NAMESPACES.includes(namespace)
            : (namespace: string) => namespace === part;
      if (part !== 'core' && part !== 'failures' && !PAGE_NAMESPACES.includes(part)) {
        this.error(`unknown dictionary part '${part}' in ${id}`);
      }
      const picked = Object.fromEntries(
        Object.entries(dictionary)
          .filter(([namespace]) => keep(namespace))
          .map(([namespace, texts]) =>
            part === 'core' && FAILURE_NAMESPACES.includes(namespace)
              ? [namespace, pickTexts(texts, CORE_FAILURE_KEYS[namespace] ?? [])]
              : [namespace, texts],
          ),
      );
      return {
        code: `export default JSON.parse(${JSON.stringify(JSON.stringify(picked))});`,
        map: null,
      };
    },
  };
}

function pickTexts(texts: unknown, keys: readonly string[]): Record<string, unknown> {
  const all = texts as Record<string, unknown>;
  return Object.fromEntries(keys.filter((key) => key in all).map((key) => [key, all[key]]));
}
