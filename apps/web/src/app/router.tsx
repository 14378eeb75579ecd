import { lazy } from 'react';
import { BrowserRouter, Navigate, Route, Routes, useLocation } from 'react-router';
import { paths, SIGNED_IN_PATHS } from '@/config/paths';
import { getModalSearch, type ModalState } from '@/features/auth/hooks/use-modal-state';
import { loadDictionaryPart } from '@/lib/i18n';
import { AppLayout } from './layout/app-layout';

// One chunk per page: the home page loads only what it shows.
const HomePage = lazy(() => import('./routes/home-page').then((m) => ({ default: m.HomePage })));
const TrackingPage = lazy(() =>
  import('./routes/tracking-page').then((m) => ({ default: m.TrackingPage })),
);
// Pages with many texts of their own bring them along (see lib/i18n.ts).
const AboutUsPage = lazy(() =>
  Promise.all([import('./routes/about-us-page'), loadDictionaryPart('about')]).then(([m]) => ({
    default: m.AboutUsPage,
  })),
);
const ContactUsPage = lazy(() =>
  Promise.all([import('./routes/contact-us-page'), loadDictionaryPart('contactUs')]).then(
    ([m]) => ({ default: m.ContactUsPage }),
  ),
);
const FaqsPage = lazy(() => import('./routes/faqs-page').then((m) => ({ default: m.FaqsPage })));
const SignedInPage = lazy(() =>
  import('./routes/signed-in-page').then((m) => ({ default: m.SignedInPage })),
);
const NotFoundPage = lazy(() =>
  import('./routes/not-found-page').then((m) => ({ default: m.NotFoundPage })),
);

/** Every route of spec section 2; paths match case-insensitively (`/tracking` = `/Tracking`). */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        <Route path={paths.home.path} element={<HomePage />} />
        <Route path={paths.app.path} element={<OpenOnHome modal="None" />} />
        <Route path={paths.tracking.path} element={<TrackingPage />} />
        <Route path={paths.aboutUs.path} element={<AboutUsPage />} />
        <Route path={paths.contactUs.path} element={<ContactUsPage />} />
        <Route path={paths.faqs.path} element={<FaqsPage />} />
        <Route path={paths.login.path} element={<OpenOnHome modal="Login" />} />
        <Route path={paths.botLogin.path} element={<OpenOnHome modal="BotLogin" />} />
        {/* The loyalty sign-on's code exchange arrives with sign-in; until then, log in here. */}
        <Route path={paths.authSuccess.path} element={<OpenOnHome modal="Login" />} />
        {SIGNED_IN_PATHS.map((name) => (
          <Route key={name} path={paths[name].path} element={<SignedInPage name={name} />} />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}

export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}

type OpenOnHomeProps = {
  modal: ModalState;
};

/** `/login` -> `/?login`, `/botlogin` -> `/?botlogin`, `/_app` -> `/`; other parameters stay. */
function OpenOnHome({ modal }: OpenOnHomeProps) {
  const { search } = useLocation();
  return (
    <Navigate
      replace
      to={{
        pathname: paths.home.getHref(),
        search: getModalSearch(new URLSearchParams(search), modal),
      }}
    />
  );
}
