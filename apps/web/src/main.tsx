import { matchLocale } from '@skyparcel/domain/locale';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppProvider } from './app/provider';
import { AppRouter, preloadPublicPage, preparePublicPage } from './app/router';
import { applyAdminReturnRule } from './features/admin-return/apply-admin-return-rule';
import { preloadModal } from './features/auth/components/auth-modals';
import { forgetPreviousUserOnSessionChange } from './features/auth/forget-previous-user';
import { detectLocale, initI18n, readStoredLocale, storeLocale } from './lib/i18n';
import { queryClient } from './lib/query-client';
import { getSessionToken } from './lib/session-token';
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
forgetPreviousUserOnSessionChange(queryClient);

const app = (
  <StrictMode>
    <AppProvider>
      <AppRouter />
    </AppProvider>
  </StrictMode>
);

// A public page arrives prerendered for a visitor in the server's guess of the language
// (decision 036): the browser has painted it already, and React adopts that markup. Anyone else
// (another language chosen in this browser, a signed-in visitor) gets a fresh render, which
// replaces the markup in one commit.
if (root.dataset.prerendered === locale && !getSessionToken()) {
  // Not awaited: the page's chunk imports this startup module, which must finish evaluating
  // before that import can resolve.
  // Hydrating in a transition lets React adopt the page in slices that yield to the browser,
  // as the fresh render below does (a default-priority hydration is one long task).
  void preparePublicPage(window.location.pathname).then(() =>
    startTransition(() => {
      hydrateRoot(root, app);
    }),
  );
} else {
  // A transition lets React render the first page in slices that yield to the browser, so
  // loading the page never holds the main thread in one long task (total blocking time, 025).
  const reactRoot = createRoot(root);
  startTransition(() => {
    reactRoot.render(app);
  });
}
