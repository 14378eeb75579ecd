import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { AppLink, AppNavLink } from '@/components/ui/app-link';
import { Button } from '@/components/ui/button';
import { Logo } from '@/components/ui/logo';
import { paths } from '@/config/paths';
import { useModalState } from '@/features/auth/hooks/use-modal-state';
import { useSessionToken } from '@/features/auth/hooks/use-session';
import { useTranslation } from '@/lib/i18n';
import { LanguagePicker } from './language-picker';
import { useScrolledPast } from './use-scrolled-past';

// The user menu (and the API client it needs) loads only for a signed-in user.
const UserMenu = lazy(() =>
  import('@/features/auth/components/user-menu').then((m) => ({ default: m.UserMenu })),
);

// The cart icon: its count is asked for only once somebody is signed in (decision 038).
const CartLink = lazy(() =>
  import('@/features/cart/components/cart-link').then((m) => ({ default: m.CartLink })),
);
// The notifications icon too: its list is asked for only once somebody is signed in.
const NotificationsMenu = lazy(() =>
  import('@/features/notifications/components/notifications-menu').then((m) => ({
    default: m.NotificationsMenu,
  })),
);

/** The header changes style once the page scrolls past this (spec section 2). */
export const HEADER_SCROLL_THRESHOLD_PX = 50;

const NAV_ITEMS = [
  { to: paths.tracking.getHref(), labelKey: 'nav.tracking' },
  { to: paths.faqs.getHref(), labelKey: 'nav.faqs' },
  { to: paths.aboutUs.getHref(), labelKey: 'nav.aboutUs' },
  { to: paths.contactUs.getHref(), labelKey: 'nav.contactUs' },
] as const;

/**
 * Brand, navigation, language picker and Sign Up | Log In, or the user menu and the
 * notifications icon once signed in; a burger menu below 768 px.
 */
export function SiteHeader() {
  const { t } = useTranslation();
  const isScrolled = useScrolledPast(HEADER_SCROLL_THRESHOLD_PX);
  const [isMenuOpen, setIsMenuOpen] = useState(false);
  const { openModal } = useModalState();
  const token = useSessionToken();
  const burgerRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!isMenuOpen) {
      return;
    }
    function handleKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape') {
        setIsMenuOpen(false);
        burgerRef.current?.focus();
      }
    }
    document.addEventListener('keydown', handleKeyDown);
    return () => document.removeEventListener('keydown', handleKeyDown);
  }, [isMenuOpen]);

  function handleSignUp() {
    setIsMenuOpen(false);
    openModal('Register');
  }

  function handleLogIn() {
    setIsMenuOpen(false);
    openModal('Login');
  }

  return (
    <header className={`site-header${isScrolled ? ' is-scrolled' : ''}`}>
      <div className="container site-header__bar">
        <AppLink to={paths.home.getHref()} className="brand" onClick={() => setIsMenuOpen(false)}>
          <Logo />
          <span className="brand__name">Skyparcel</span>
          <span className="visually-hidden">{t('header.homeLink')}</span>
        </AppLink>

        <button
          ref={burgerRef}
          type="button"
          className="site-header__burger"
          aria-expanded={isMenuOpen}
          aria-controls="site-menu"
          onClick={() => setIsMenuOpen((isOpen) => !isOpen)}
        >
          <span className={`burger${isMenuOpen ? ' burger--open' : ''}`} aria-hidden="true" />
          <span className="visually-hidden">{t('header.menu')}</span>
        </button>

        <div id="site-menu" className={`site-header__menu${isMenuOpen ? ' is-open' : ''}`}>
          <nav aria-label={t('header.navigation')}>
            <ul className="site-nav">
              {NAV_ITEMS.map((item) => (
                <li key={item.to}>
                  <AppNavLink
                    to={item.to}
                    className="site-nav__link"
                    onClick={() => setIsMenuOpen(false)}
                  >
                    {t(item.labelKey)}
                  </AppNavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className="site-header__actions">
            <LanguagePicker />
            {token ? (
              <Suspense fallback={null}>
                <UserMenu onNavigate={() => setIsMenuOpen(false)} />
              </Suspense>
            ) : (
              <div className="auth-buttons">
                <Button variant="ghost" size="small" onClick={handleSignUp}>
                  {t('auth.signUp')}
                </Button>
                <span className="auth-buttons__divider" aria-hidden="true">
                  |
                </span>
                <Button size="small" onClick={handleLogIn}>
                  {t('auth.logIn')}
                </Button>
              </div>
            )}
          </div>
        </div>
        {/*
          After the menu in the page, so keyboard order follows the bar on wider screens, where it
          ends the bar; on phones CSS shows it beside the burger, its count always in sight.
        */}
        {token ? (
          <div className="site-header__notifications">
            <Suspense fallback={null}>
              <CartLink />
            </Suspense>
            <Suspense fallback={null}>
              <NotificationsMenu />
            </Suspense>
          </div>
        ) : null}
      </div>
    </header>
  );
}
