import { matchLocale } from '@skyparcel/domain/locale';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProvider } from './app/provider';
import { AppRouter } from './app/router';
import { applyAdminReturnRule } from './features/admin-return/apply-admin-return-rule';
import { detectLocale, initI18n, readStoredLocale, storeLocale } from './lib/i18n';
import './styles/global.css';

const root = document.getElementById('root');
if (!root) {
  throw new Error('index.html has no #root element');
}

const locale = detectLocale({
  search: window.location.search,
  storedLocale: readStoredLocale(),
  browserLanguages: navigator.languages,
});
await initI18n(locale);
// A language asked for in the address is the visitor's choice until they pick another.
if (matchLocale(new URLSearchParams(window.location.search).get('lang'))) {
  storeLocale(locale);
}

applyAdminReturnRule(window.location.pathname);

createRoot(root).render(
  <StrictMode>
    <AppProvider>
      <AppRouter />
    </AppProvider>
  </StrictMode>,
);
