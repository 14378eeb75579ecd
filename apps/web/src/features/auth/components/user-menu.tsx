import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useCurrentUser } from '../api/get-user';
import { useLogout } from '../api/logout';

export type UserMenuProps = {
  /** Called when an entry is chosen, so the header can close its burger menu. */
  onNavigate: () => void;
};

/**
 * The signed-in user's menu in the header: their first name opens Profile, Suite, Reports,
 * Invoices (SHIPPER ADMIN only, spec section 6) and Log Out. Escape closes it.
 */
export function UserMenu({ onNavigate }: UserMenuProps) {
  const { t } = useTranslation();
  const { data: user } = useCurrentUser();
  const logout = useLogout();
  const [isOpen, setIsOpen] = useState(false);
  const menuId = useId();
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!isOpen) {
      return;
    }
    function handleKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape') {
        event.stopPropagation();
        setIsOpen(false);
        buttonRef.current?.focus();
      }
    }
    function handlePointerDown(event: PointerEvent) {
      if (event.target instanceof Node && !containerRef.current?.contains(event.target)) {
        setIsOpen(false);
      }
    }
    document.addEventListener('keydown', handleKeyDown);
    document.addEventListener('pointerdown', handlePointerDown);
    return () => {
      document.removeEventListener('keydown', handleKeyDown);
      document.removeEventListener('pointerdown', handlePointerDown);
    };
  }, [isOpen]);

  function handleChoose() {
    setIsOpen(false);
    onNavigate();
  }

  function handleLogOut() {
    handleChoose();
    logout.mutate();
  }

  const entries = [
    { to: paths.profile.getHref(), label: t('auth.userMenu.profile') },
    { to: paths.mySuite.getHref(), label: t('auth.userMenu.suite') },
    { to: paths.reports.getHref(), label: t('auth.userMenu.reports') },
    ...(user?.role === 'SHIPPER ADMIN'
      ? [{ to: paths.invoices.getHref(), label: t('auth.userMenu.invoices') }]
      : []),
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
            <Link className="user-menu__item" to={entry.to} onClick={handleChoose}>
              {entry.label}
            </Link>
          </li>
        ))}
        <li>
          <button type="button" className="user-menu__item" onClick={handleLogOut}>
            {t('auth.userMenu.logOut')}
          </button>
        </li>
      </ul>
    </div>
  );
}
