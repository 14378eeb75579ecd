import { type LazyExoticComponent, lazy, type ReactNode } from 'react';
import { BrowserRouter, Navigate, Route, Routes, useLocation } from 'react-router';
import { type GuardedPathName, type PathName, paths } from '@/config/paths';
import { RoleRequired } from '@/features/auth/components/role-required';
import { getModalSearch, type ModalState } from '@/features/auth/hooks/use-modal-state';
import { type DictionaryPart, loadDictionaryPart, useTranslation } from '@/lib/i18n';
import { type PreloadableRoute, routePreloader, setRoutePreloader } from '@/lib/route-prefetch';
import { AppLayout } from './layout/app-layout';

// One chunk per page: the home page loads only what it shows.
const publicPageModules = {
  home: () => import('./routes/home-page'),
  tracking: () => import('./routes/tracking-page'),
  aboutUs: () => import('./routes/about-us-page'),
  contactUs: () => import('./routes/contact-us-page'),
  faqs: () => import('./routes/faqs-page'),
} as const;

/** Texts of their own that some public pages bring along (see lib/i18n.ts). */
const publicPageTexts: Partial<Record<PublicPageName, readonly DictionaryPart[]>> = {
  aboutUs: ['about'],
  // The enquiry form's field messages are in `failures` (decision 068).
  contactUs: ['contactUs', 'failures'],
};

type PublicPageName = keyof typeof publicPageModules;

function publicPageAt(pathname: string): PublicPageName | undefined {
  return (Object.keys(publicPageModules) as PublicPageName[]).find(
    (page) => paths[page].path.toLowerCase() === pathname.toLowerCase(),
  );
}

function loadPublicPage<Name extends PublicPageName>(
  name: Name,
): ReturnType<(typeof publicPageModules)[Name]> {
  const texts = publicPageTexts[name];
  const module = publicPageModules[name]() as ReturnType<(typeof publicPageModules)[Name]>;
  return texts
    ? (Promise.all([module, ...texts.map(loadDictionaryPart)]).then(
        ([loaded]) => loaded,
      ) as typeof module)
    : module;
}

/**
 * Starts downloading the code of the public page at `pathname` (if it is one), so that it arrives
 * while the dictionary loads instead of after the first render: one round trip less before the
 * page's content (largest contentful paint) on a first visit.
 */
export function preloadPublicPage(pathname: string): void {
  const name = publicPageAt(pathname);
  if (name) {
    void publicPageModules[name]();
  }
}

/**
 * Everything the first render of the public page at `pathname` needs (its code and its texts in
 * the active language), for `main.tsx` to await before it hydrates the prerendered page: texts
 * arriving mid-hydration would re-render the layout, and React then throws the page's server
 * markup away and renders it afresh behind the loader (decision 036).
 */
export async function preparePublicPage(pathname: string): Promise<void> {
  const name = publicPageAt(pathname);
  if (name) {
    await loadPublicPage(name);
  }
}

/** What React's `lazy` takes: a component of any props. */
type LazyLoadable = Awaited<ReturnType<Parameters<typeof lazy>[0]>>['default'];

/** Every lazily loaded page's route, for links to fetch it ahead (`lib/route-prefetch.ts`). */
const preloadableRoutes: PreloadableRoute[] = [];

/**
 * A page loaded with its route, and fetched ahead by a link that nears the viewport (spec section
 * 9): `names` are the paths (config/paths.ts) it opens at, `load` what it needs (code, texts).
 */
function lazyPage<Page extends LazyLoadable>(
  names: PathName | readonly PathName[],
  loadPage: () => Promise<{ default: Page }>,
): LazyExoticComponent<Page> {
  const pageNames = typeof names === 'string' ? [names] : names;
  // Every page but the public ones (which name their texts in `publicPageTexts`) may show the
  // catalogue's errors and field messages: they come with it (decision 068).
  const load = pageNames.some((name) => name in publicPageModules)
    ? loadPage
    : () => Promise.all([loadPage(), loadDictionaryPart('failures')]).then(([loaded]) => loaded);
  for (const name of pageNames) {
    preloadableRoutes.push({ path: paths[name].path, load, isGuarded: 'access' in paths[name] });
  }
  return lazy(load);
}

const HomePage = lazyPage('home', () =>
  loadPublicPage('home').then((m) => ({ default: m.HomePage })),
);
const TrackingPage = lazyPage('tracking', () =>
  loadPublicPage('tracking').then((m) => ({ default: m.TrackingPage })),
);
const AboutUsPage = lazyPage('aboutUs', () =>
  loadPublicPage('aboutUs').then((m) => ({ default: m.AboutUsPage })),
);
const ContactUsPage = lazyPage('contactUs', () =>
  loadPublicPage('contactUs').then((m) => ({ default: m.ContactUsPage })),
);
const FaqsPage = lazyPage('faqs', () =>
  loadPublicPage('faqs').then((m) => ({ default: m.FaqsPage })),
);
// The profile brings the address book's, the saved cards' and the shipping preferences' texts
// (the last are in `shipping`, beside the wizard that preselects them), its own (`profilePage`)
// and the change password form's (`loginModal`, `registerModal`).
const ProfilePage = lazyPage('profile', () =>
  Promise.all([
    import('./routes/profile-page'),
    loadDictionaryPart('addressBook'),
    loadDictionaryPart('payments'),
    loadDictionaryPart('shipping'),
    loadDictionaryPart('profilePage'),
    loadDictionaryPart('loginModal'),
    loadDictionaryPart('registerModal'),
    loadDictionaryPart('account'),
  ]).then(([m]) => ({ default: m.ProfilePage })),
);
// An e-mail's unsubscribe link: public, with the profile's texts.
const UnsubscribePage = lazyPage('unsubscribe', () =>
  Promise.all([import('./routes/unsubscribe-page'), loadDictionaryPart('profilePage')]).then(
    ([m]) => ({ default: m.UnsubscribePage }),
  ),
);
// The gateway's return page brings the payment texts.
const PaymentPage = lazyPage('payment', () =>
  Promise.all([import('./routes/payment-page'), loadDictionaryPart('payments')]).then(([m]) => ({
    default: m.PaymentPage,
  })),
);
// The customer's suite pages bring the `suite` texts.
const MyPackageLockersPage = lazyPage('myPackageLockers', () =>
  Promise.all([import('./routes/my-package-lockers-page'), loadDictionaryPart('suite')]).then(
    ([m]) => ({ default: m.MyPackageLockersPage }),
  ),
);
const MySuitePage = lazyPage('mySuite', () =>
  Promise.all([import('./routes/my-suite-page'), loadDictionaryPart('suite')]).then(([m]) => ({
    default: m.MySuitePage,
  })),
);
// The delivery status page brings the suite's texts (its labels live there).
const DeliveryStatusPage = lazyPage('deliveryStatus', () =>
  Promise.all([import('./routes/delivery-status-page'), loadDictionaryPart('suite')]).then(
    ([m]) => ({ default: m.DeliveryStatusPage }),
  ),
);
const SuitePackagePage = lazyPage('suitePackage', () =>
  Promise.all([import('./routes/suite-package-page'), loadDictionaryPart('suite')]).then(([m]) => ({
    default: m.SuitePackagePage,
  })),
);
// The ship-request wizard brings its own texts and the address book's (its inline new address);
// the cart brings the same `shipping` part and the `payments` one (its saved cards). Neither is
// ever part of the home page's code.
const ShipPage = lazyPage('ship', () =>
  Promise.all([
    import('./routes/ship-page'),
    loadDictionaryPart('shipping'),
    loadDictionaryPart('addressBook'),
  ]).then(([m]) => ({ default: m.ShipPage })),
);
const CartPage = lazyPage('cart', () =>
  Promise.all([
    import('./routes/cart-page'),
    loadDictionaryPart('shipping'),
    loadDictionaryPart('payments'),
  ]).then(([m]) => ({ default: m.CartPage })),
);
// My History and the three invoice pages bring the `invoices` texts (decision 050).
const MyHistoryPage = lazyPage('myHistory', () =>
  Promise.all([import('./routes/my-history-page'), loadDictionaryPart('invoices')]).then(([m]) => ({
    default: m.MyHistoryPage,
  })),
);
const InvoicePage = lazyPage(
  ['shippingInvoice', 'serviceReturnInvoice', 'manualCreditInvoice'],
  () =>
    Promise.all([import('./routes/invoice-page'), loadDictionaryPart('invoices')]).then(([m]) => ({
      default: m.InvoicePage,
    })),
);
// EDI booking brings its own texts (decision 054).
const EdiBookingPage = lazyPage('ediBooking', () =>
  Promise.all([import('./routes/edi-booking-page'), loadDictionaryPart('ediBooking')]).then(
    ([m]) => ({ default: m.EdiBookingPage }),
  ),
);
// The operator pages bring the `operator` texts, which no customer needs to download.
const StaffPage = lazyPage('staff', () =>
  Promise.all([import('./routes/staff-page'), loadDictionaryPart('operator')]).then(([m]) => ({
    default: m.StaffPage,
  })),
);
const StaffPackagesPage = lazyPage('staffPackages', () =>
  Promise.all([import('./routes/staff-packages-page'), loadDictionaryPart('operator')]).then(
    ([m]) => ({ default: m.StaffPackagesPage }),
  ),
);
const StaffPackingPage = lazyPage('staffPacking', () =>
  Promise.all([import('./routes/staff-packing-page'), loadDictionaryPart('operator')]).then(
    ([m]) => ({ default: m.StaffPackingPage }),
  ),
);
const StaffPackingRequestPage = lazyPage('staffPackingRequest', () =>
  Promise.all([import('./routes/staff-packing-request-page'), loadDictionaryPart('operator')]).then(
    ([m]) => ({ default: m.StaffPackingRequestPage }),
  ),
);
// The scan screen shows the shipment's state and waybill with the suite's words.
const StaffScansPage = lazyPage('staffScans', () =>
  Promise.all([
    import('./routes/staff-scans-page'),
    loadDictionaryPart('operator'),
    loadDictionaryPart('suite'),
  ]).then(([m]) => ({ default: m.StaffScansPage })),
);
// Identity checks: the identity's texts, shared with the profile.
const StaffIdentitiesPage = lazyPage('staffIdentities', () =>
  Promise.all([import('./routes/staff-identities-page'), loadDictionaryPart('account')]).then(
    ([m]) => ({ default: m.StaffIdentitiesPage }),
  ),
);
// The staff package page shows the photos with the suite's viewer, which brings its texts.
const StaffPackagePage = lazyPage('staffPackage', () =>
  Promise.all([
    import('./routes/staff-package-page'),
    loadDictionaryPart('operator'),
    loadDictionaryPart('suite'),
  ]).then(([m]) => ({ default: m.StaffPackagePage })),
);
const AdminUsersPage = lazyPage('adminUsers', () =>
  Promise.all([import('./routes/admin-users-page'), loadDictionaryPart('operator')]).then(
    ([m]) => ({ default: m.AdminUsersPage }),
  ),
);
const AdminUserPage = lazyPage('adminUser', () =>
  Promise.all([import('./routes/admin-user-page'), loadDictionaryPart('operator')]).then(([m]) => ({
    default: m.AdminUserPage,
  })),
);
// The queue shows business types and field labels of the profile's business section.
const AdminBusinessApplicationsPage = lazyPage('adminBusinessApplications', () =>
  Promise.all([
    import('./routes/admin-business-applications-page'),
    loadDictionaryPart('operator'),
    loadDictionaryPart('profilePage'),
  ]).then(([m]) => ({ default: m.AdminBusinessApplicationsPage })),
);
const AdminPricesPage = lazyPage('adminPrices', () =>
  Promise.all([import('./routes/admin-prices-page'), loadDictionaryPart('operator')]).then(
    ([m]) => ({ default: m.AdminPricesPage }),
  ),
);
const AdminOffersPage = lazyPage('adminOffers', () =>
  Promise.all([import('./routes/admin-offers-page'), loadDictionaryPart('operator')]).then(
    ([m]) => ({ default: m.AdminOffersPage }),
  ),
);
// The loyalty programme's return page brings its own texts (and the account creation's).
const AdminTrafficPage = lazyPage('adminTraffic', () =>
  Promise.all([import('./routes/admin-traffic-page'), loadDictionaryPart('operator')]).then(
    ([m]) => ({ default: m.AdminTrafficPage }),
  ),
);
const AdminSystemPage = lazyPage('adminSystem', () =>
  Promise.all([import('./routes/admin-system-page'), loadDictionaryPart('operator')]).then(
    ([m]) => ({ default: m.AdminSystemPage }),
  ),
);
const AdminJobsPage = lazyPage('adminJobs', () =>
  Promise.all([import('./routes/admin-jobs-page'), loadDictionaryPart('operator')]).then(([m]) => ({
    default: m.AdminJobsPage,
  })),
);
const AdminInvoicesPage = lazyPage('adminInvoices', () =>
  Promise.all([import('./routes/admin-invoices-page'), loadDictionaryPart('operator')]).then(
    ([m]) => ({ default: m.AdminInvoicesPage }),
  ),
);
// The reports bring their own texts; the chart library comes later, with the first chart.
const ReportsPage = lazyPage('reports', () =>
  Promise.all([import('./routes/reports-page'), loadDictionaryPart('reports')]).then(([m]) => ({
    default: m.ReportsPage,
  })),
);
const InvoicesPage = lazyPage('invoices', () =>
  Promise.all([import('./routes/invoices-page'), loadDictionaryPart('payments')]).then(([m]) => ({
    default: m.InvoicesPage,
  })),
);
const AuthSuccessPage = lazyPage('authSuccess', () =>
  Promise.all([import('./routes/auth-success-page'), loadDictionaryPart('loyaltySignIn')]).then(
    ([m]) => ({ default: m.AuthSuccessPage }),
  ),
);
const AdminRedirectPage = lazyPage('adminRedirect', () =>
  import('./routes/admin-redirect-page').then((m) => ({ default: m.AdminRedirectPage })),
);
const NotFoundPage = lazy(() =>
  import('./routes/not-found-page').then((m) => ({ default: m.NotFoundPage })),
);

setRoutePreloader(routePreloader(preloadableRoutes));

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
        <Route path={paths.authSuccess.path} element={<AuthSuccessPage />} />
        <Route path={paths.adminRedirect.path} element={<AdminRedirectPage />} />
        <Route path={paths.unsubscribe.path} element={<UnsubscribePage />} />
        <Route path={paths.profile.path} element={guarded('profile', <ProfilePage />)} />
        <Route path={paths.payment.path} element={guarded('payment', <PaymentPage />)} />
        <Route
          path={paths.myPackageLockers.path}
          element={guarded('myPackageLockers', <MyPackageLockersPage />)}
        />
        <Route path={paths.mySuite.path} element={guarded('mySuite', <MySuitePage />)} />
        <Route
          path={paths.suitePackage.path}
          element={guarded('suitePackage', <SuitePackagePage />)}
        />
        <Route
          path={paths.deliveryStatus.path}
          element={guarded('deliveryStatus', <DeliveryStatusPage />)}
        />
        <Route path={paths.ship.path} element={guarded('ship', <ShipPage />)} />
        <Route path={paths.cart.path} element={guarded('cart', <CartPage />)} />
        <Route path={paths.myHistory.path} element={guarded('myHistory', <MyHistoryPage />)} />
        <Route
          path={paths.shippingInvoice.path}
          element={guarded('shippingInvoice', <InvoicePage kind="shipping" />)}
        />
        <Route
          path={paths.serviceReturnInvoice.path}
          element={guarded('serviceReturnInvoice', <InvoicePage kind="service-return" />)}
        />
        <Route
          path={paths.manualCreditInvoice.path}
          element={guarded('manualCreditInvoice', <InvoicePage kind="manual-credit" />)}
        />
        <Route path={paths.staff.path} element={guarded('staff', <StaffPage />)} />
        <Route
          path={paths.staffPackages.path}
          element={guarded('staffPackages', <StaffPackagesPage />)}
        />
        <Route
          path={paths.staffPacking.path}
          element={guarded('staffPacking', <StaffPackingPage />)}
        />
        <Route path={paths.staffScans.path} element={guarded('staffScans', <StaffScansPage />)} />
        <Route
          path={paths.staffIdentities.path}
          element={guarded('staffIdentities', <StaffIdentitiesPage />)}
        />
        <Route
          path={paths.staffPackingRequest.path}
          element={guarded('staffPackingRequest', <StaffPackingRequestPage />)}
        />
        <Route
          path={paths.staffPackage.path}
          element={guarded('staffPackage', <StaffPackagePage />)}
        />
        <Route path={paths.adminUsers.path} element={guarded('adminUsers', <AdminUsersPage />)} />
        <Route path={paths.adminUser.path} element={guarded('adminUser', <AdminUserPage />)} />
        <Route
          path={paths.adminBusinessApplications.path}
          element={guarded('adminBusinessApplications', <AdminBusinessApplicationsPage />)}
        />
        <Route
          path={paths.adminPrices.path}
          element={guarded('adminPrices', <AdminPricesPage />)}
        />
        <Route path={paths.invoices.path} element={guarded('invoices', <InvoicesPage />)} />
        <Route path={paths.ediBooking.path} element={guarded('ediBooking', <EdiBookingPage />)} />
        <Route path={paths.reports.path} element={guarded('reports', <ReportsPage />)} />
        <Route
          path={paths.adminOffers.path}
          element={guarded('adminOffers', <AdminOffersPage />)}
        />
        <Route
          path={paths.adminInvoices.path}
          element={guarded('adminInvoices', <AdminInvoicesPage />)}
        />
        <Route
          path={paths.adminTraffic.path}
          element={guarded('adminTraffic', <AdminTrafficPage />)}
        />
        <Route
          path={paths.adminSystem.path}
          element={guarded('adminSystem', <AdminSystemPage />)}
        />
        <Route path={paths.adminJobs.path} element={guarded('adminJobs', <AdminJobsPage />)} />
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

/**
 * A page some people may not open, behind the one guard with its `access` from config/paths.ts.
 * The guard sits outside the lazy page, so a visitor or another role does not even download it.
 */
function guarded(name: GuardedPathName, page: ReactNode) {
  return <GuardedPage name={name}>{page}</GuardedPage>;
}

type GuardedPageProps = {
  name: GuardedPathName;
  children: ReactNode;
};

function GuardedPage({ name, children }: GuardedPageProps) {
  const { t } = useTranslation();
  return (
    <RoleRequired access={paths[name].access} pageName={t(`pages.${name}`)}>
      {children}
    </RoleRequired>
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
