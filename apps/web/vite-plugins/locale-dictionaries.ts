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
];

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
          : (namespace: string) => namespace === part;
      if (part !== 'core' && !PAGE_NAMESPACES.includes(part)) {
        this.error(`unknown dictionary part '${part}' in ${id}`);
      }
      const picked = Object.fromEntries(
        Object.entries(dictionary).filter(([namespace]) => keep(namespace)),
      );
      return {
        code: `export default JSON.parse(${JSON.stringify(JSON.stringify(picked))});`,
        map: null,
      };
    },
  };
}
