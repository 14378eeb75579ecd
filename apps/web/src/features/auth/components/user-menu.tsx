import { lazy, Suspense, useId, useRef, useState } from 'react';
import { AppLink } from '@/components/ui/app-link';
import { paths } from '@/config/paths';
import { loadDictionaryPart, useTranslation } from '@/lib/i18n';
import { useDismiss } from '@/lib/use-dismiss';
import { useCurrentUser } from '../api/get-user';
import { useLogout } from '../api/logout';
import '../auth.css';

// Loaded with its texts (and the checklist's) only when the user asks to change the password.
const ChangePasswordModal = lazy(() =>
  Promise.all([
    import('./change-password-modal'),
    loadDictionaryPart('loginModal'),
    loadDictionaryPart('registerModal'),
  ]).then(([m]) => ({ default: m.ChangePasswordModal })),
);

export type UserMenuProps = {
  /** Called when an entry is chosen, so the header can close its burger menu. */
  onNavigate: () => void;
};

/**
 * The signed-in user's menu in the header: their first name opens the staff console (STAFF and
 * ADMIN) and user management (ADMIN), Profile, Booking (business), Suite, Package lockers, Cart,
 * Invoices (SHIPPER ADMIN only, spec section 6), Reports (business), Change password (a modal)
 * and Log Out. Escape closes it.
 */
export function UserMenu({ onNavigate }: UserMenuProps) {
  const { t } = useTranslation();
  const { data: user } = useCurrentUser();
  const logout = useLogout();
  const [isOpen, setIsOpen] = useState(false);
  const [isChangingPassword, setIsChangingPassword] = useState(false);
  const menuId = useId();
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useDismiss({ isOpen, close: () => setIsOpen(false), containerRef, buttonRef });

  function handleChoose() {
    setIsOpen(false);
    onNavigate();
  }

  function handleChangePassword() {
    setIsOpen(false);
    // The dialog gives focus back to whatever had it, so that must be the menu's own button.
    buttonRef.current?.focus();
    setIsChangingPassword(true);
  }

  function handleLogOut() {
    handleChoose();
    logout.mutate();
  }

  const isOperator = user?.role === 'STAFF' || user?.role === 'ADMIN';
  const isBusiness = user?.role === 'SHIPPER' || user?.role === 'SHIPPER ADMIN';
  // The spec's order (section 2): Profile, Booking, Suite, Invoices, Reports, Log Out; Booking
  // and Reports for business accounts, Invoices for their administrator (decision 048). The
  // labels are the spec's navigation labels (section 2): Bookings, Shipments (the suite is "My
  // Shipments"), and Your packages for the package lockers, the addresses packages come to.
  const entries = [
    ...(isOperator ? [{ to: paths.staff.getHref(), label: t('auth.userMenu.staffConsole') }] : []),
    ...(user?.role === 'ADMIN'
      ? [
          { to: paths.adminUsers.getHref(), label: t('auth.userMenu.userManagement') },
          { to: paths.adminPrices.getHref(), label: t('auth.userMenu.prices') },
          { to: paths.adminOffers.getHref(), label: t('auth.userMenu.offers') },
          { to: paths.adminSystem.getHref(), label: t('auth.userMenu.system') },
          { to: paths.adminJobs.getHref(), label: t('auth.userMenu.jobs') },
          { to: paths.adminTraffic.getHref(), label: t('auth.userMenu.siteTraffic') },
        ]
      : []),
    { to: paths.profile.getHref(), label: t('auth.userMenu.profile') },
    ...(isBusiness ? [{ to: paths.ediBooking.getHref(), label: t('auth.userMenu.booking') }] : []),
    { to: paths.mySuite.getHref(), label: t('auth.userMenu.suite') },
    ...(isOperator
      ? []
      : [{ to: paths.myPackageLockers.getHref(), label: t('auth.userMenu.packageLockers') }]),
    // Operators send nothing: the cart is the customer's unpaid ship requests.
    ...(isOperator ? [] : [{ to: paths.cart.getHref(), label: t('auth.userMenu.cart') }]),
    ...(isOperator ? [] : [{ to: paths.myHistory.getHref(), label: t('auth.userMenu.myHistory') }]),
    ...(user?.role === 'SHIPPER ADMIN'
      ? [{ to: paths.invoices.getHref(), label: t('auth.userMenu.invoices') }]
      : []),
    ...(isBusiness ? [{ to: paths.reports.getHref(), label: t('auth.userMenu.reports') }] : []),
  ];

  return (
    <div className="user-menu" ref={containerRef}>
      <button
        ref={buttonRef}
        type="button"
        className="button button--secondary button--small user-menu__button"
        aria-expanded={isOpen}
        aria-controls={menuId}
        onClick={() => setIsOpen((open) => !open)}
      >
        {user?.firstName ?? t('auth.userMenu.account')}
      </button>
      <ul id={menuId} className="user-menu__list" hidden={!isOpen}>
        {entries.map((entry) => (
          <li key={entry.to}>
            <AppLink className="user-menu__item" to={entry.to} onClick={handleChoose}>
              {entry.label}
            </AppLink>
          </li>
        ))}
        <li>
          <button type="button" className="user-menu__item" onClick={handleChangePassword}>
            {t('auth.userMenu.changePassword')}
          </button>
        </li>
        <li>
          <button type="button" className="user-menu__item" onClick={handleLogOut}>
            {t('auth.userMenu.logOut')}
          </button>
        </li>
      </ul>
      {isChangingPassword ? (
        <Suspense fallback={null}>
          <ChangePasswordModal onClose={() => setIsChangingPassword(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}
