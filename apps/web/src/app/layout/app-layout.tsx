import { lazy, Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import { ErrorBoundary } from '@/components/ui/error-boundary';
import { Loader } from '@/components/ui/loader';
import { AdminReturnBanner } from '@/features/admin-return/components/admin-return-banner';
import { AuthModals } from '@/features/auth/components/auth-modals';
import { useSessionToken } from '@/features/auth/hooks/use-session';
import { PageViewTelemetry } from '@/features/telemetry/components/page-view-telemetry';
import { TelemetryHost } from '@/features/telemetry/components/telemetry-host';
import { useTranslation } from '@/lib/i18n';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

// A signed-in user's page views wait for their role; the account query loads only for them.
const SignedInPageViews = lazy(() =>
  import('./signed-in-page-views').then((m) => ({ default: m.SignedInPageViews })),
);

/** Header, the page, footer, and the sign-in modals' host around every route (spec section 1). */
export function AppLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const isSignedIn = useSessionToken() !== null;

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new path starts at the top.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  return (
    <>
      <a className="skip-link" href="#main">
        {t('common.skipToContent')}
      </a>
      <SiteHeader />
      <main id="main" className="site-main" tabIndex={-1}>
        <AdminReturnBanner />
        <ErrorBoundary
          resetKey={pathname}
          fallback={() => (
            <section className="container page page-error">
              <h1>{t('common.pageError.title')}</h1>
              <p>{t('common.pageError.description')}</p>
              <Button onClick={() => window.location.reload()}>{t('common.reload')}</Button>
            </section>
          )}
        >
          <Suspense fallback={<Loader label={t('common.loading')} />}>
            <Outlet />
            <AppReadyMark />
          </Suspense>
        </ErrorBoundary>
      </main>
      <SiteFooter />
      <AuthModals />
      <TelemetryHost />
      {isSignedIn ? (
        <Suspense fallback={null}>
          <SignedInPageViews />
        </Suspense>
      ) : (
        <PageViewTelemetry isSignedIn={false} viewer={null} />
      )}
    </>
  );
}

/**
 * `<html data-app-ready>` once the first page runs in React (rendered, or a prerendered page
 * hydrated, decision 036): until then a prerendered page shows but does not answer yet. The e2e
 * fixtures wait for it after each page load, as a person waits for a page to respond.
 */
function AppReadyMark() {
  useEffect(() => {
    document.documentElement.dataset.appReady = 'true';
  }, []);
  return null;
}
