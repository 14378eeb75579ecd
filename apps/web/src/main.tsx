import { matchLocale } from '@skyparcel/domain/locale';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProvider } from './app/provider';
import { AppRouter, preloadPublicPage } from './app/router';
import { applyAdminReturnRule } from './features/admin-return/apply-admin-return-rule';
import { preloadModal } from './features/auth/components/auth-modals';
import { detectLocale, initI18n, readStoredLocale, storeLocale } from './lib/i18n';
import './styles/global.css';

const root = document.getElementById('root');
if (!root) {
  throw new Error('index.html has no #root element');
}

preloadPublicPage(window.location.pathname);
preloadModal(window.location.search);
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

// A transition lets React render the first page in slices that yield to the browser, so loading
// the page never holds the main thread in one long task (total blocking time, decision 025).
const reactRoot = createRoot(root);
startTransition(() => {
  reactRoot.render(
    <StrictMode>
      <AppProvider>
        <AppRouter />
      </AppProvider>
    </StrictMode>,
  );
});
