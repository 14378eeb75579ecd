import type enUS from '@skyparcel/i18n/locales/en-US.json';

// Typed keys: `t('no.such.key')` fails the type check instead of showing the key on screen.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof enUS };
  }
}
