import type { Notification } from '@skyparcel/domain/packages';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { AppLink } from '@/components/ui/app-link';
import { Button } from '@/components/ui/button';
import { QueryState } from '@/components/ui/query-state';
import { paths } from '@/config/paths';
import { formatDateTime, formatNumber } from '@/lib/format';
import { useLocale, useTranslation } from '@/lib/i18n';
import { useDismiss } from '@/lib/use-dismiss';
import { useNotifications } from '../api/get-notifications';
import {
  MARK_NOTIFICATION_READ_KEY,
  useMarkNotificationsRead,
} from '../api/mark-notifications-read';
import '../notifications.css';

/** More than this shows as "99+" on the icon; the button's name says the real number. */
const MAX_SHOWN_COUNT = 99;

/**
 * The header's notifications icon (product.md: real, where the spec says 'Feature Coming Soon'):
 * the number of unread notifications, and a panel listing them. Each entry says what happened
 * and opens its package, which marks it read and takes it off the list. The list is asked for
 * again on every new page and every minute. Escape, a click elsewhere or tabbing out closes the
 * panel.
 */
export function NotificationsMenu() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  const query = useNotifications();
  const markRead = useMarkNotificationsRead();
  const [isOpen, setIsOpen] = useState(false);
  const panelId = useId();
  const titleId = useId();
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const shownPath = useRef(pathname);
  const { refetch } = query;

  useEffect(() => {
    if (shownPath.current === pathname) {
      return;
    }
    shownPath.current = pathname;
    // While a notification is being marked read, its answer refreshes the list; asking now
    // could bring the notification back for a moment.
    if (queryClient.isMutating({ mutationKey: MARK_NOTIFICATION_READ_KEY }) === 0) {
      void refetch();
    }
  }, [pathname, queryClient, refetch]);

  useDismiss({ isOpen, close: () => setIsOpen(false), containerRef, buttonRef });

  useEffect(() => {
    if (!isOpen) {
      return;
    }
    // Tabbing on past the last entry closes the panel, as a press elsewhere does.
    function handleFocusIn(event: FocusEvent) {
      if (event.target instanceof Node && !containerRef.current?.contains(event.target)) {
        setIsOpen(false);
      }
    }
    document.addEventListener('focusin', handleFocusIn);
    return () => document.removeEventListener('focusin', handleFocusIn);
  }, [isOpen]);

  function handleRead(notification: Notification) {
    markRead.mutate([notification.id]);
    setIsOpen(false);
    // The entry leaves the list, so focus goes back to the icon rather than nowhere.
    buttonRef.current?.focus();
  }

  const notifications = query.data ?? [];
  const count = notifications.length;
  const shownCount =
    count > MAX_SHOWN_COUNT
      ? `${formatNumber(MAX_SHOWN_COUNT, locale, 0)}+`
      : formatNumber(count, locale, 0);

  return (
    <div className="notifications" ref={containerRef}>
      <button
        ref={buttonRef}
        type="button"
        className="notifications__button"
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => setIsOpen((open) => !open)}
      >
        <BellIcon />
        <span className="visually-hidden">
          {count > 0
            ? t('header.notifications.unread', { count: formatNumber(count, locale, 0) })
            : t('header.notifications.title')}
        </span>
        {count > 0 ? (
          <span className="notifications__count" aria-hidden="true">
            {shownCount}
          </span>
        ) : null}
      </button>
      <section
        id={panelId}
        className="notifications__panel"
        aria-labelledby={titleId}
        hidden={!isOpen}
      >
        <h2 id={titleId} className="notifications__title">
          {t('header.notifications.title')}
        </h2>
        <QueryState
          query={query}
          isEmpty={(list) => list.length === 0}
          empty={<p className="notifications__empty">{t('header.notifications.empty')}</p>}
          errorTitle={t('header.notifications.loadFailed')}
        >
          {(list) => (
            <>
              <p className="notifications__lead">{t('header.notifications.lead')}</p>
              <ul className="notifications__list">
                {list.map((notification) => (
                  <li key={notification.id}>
                    <NotificationEntry notification={notification} onRead={handleRead} />
                  </li>
                ))}
              </ul>
            </>
          )}
        </QueryState>
      </section>
    </div>
  );
}

type NotificationEntryProps = {
  notification: Notification;
  onRead: (notification: Notification) => void;
};

/** What happened, when, and a link to the package (or, without a package, Mark as read). */
function NotificationEntry({ notification, onRead }: NotificationEntryProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { packageId, warehouseId } = notification;
  const content = (
    <>
      <span className="notifications__kind">
        {t(`header.notifications.kinds.${notification.kind}`)}
      </span>
      <span className="notifications__message">{notification.message}</span>
      <time className="notifications__time" dateTime={notification.updatedOn}>
        {formatDateTime(notification.updatedOn, locale)}
      </time>
    </>
  );
  if (packageId && warehouseId) {
    return (
      <AppLink
        className="notifications__entry"
        to={paths.suitePackage.getHref(warehouseId, packageId)}
        onClick={() => onRead(notification)}
      >
        {content}
      </AppLink>
    );
  }
  return (
    <div className="notifications__entry">
      {content}
      <Button variant="ghost" size="small" onClick={() => onRead(notification)}>
        {t('header.notifications.markRead')}
      </Button>
    </div>
  );
}

function BellIcon() {
  return (
    <svg className="notifications__icon" viewBox="0 0 24 24" aria-hidden="true">
      <path
        d="M12 3a6 6 0 0 0-6 6v3.6L4.4 15.5A1 1 0 0 0 5.3 17h13.4a1 1 0 0 0 .9-1.5L18 12.6V9a6 6 0 0 0-6-6z"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinejoin="round"
      />
      <path
        d="M9.5 19.5a2.5 2.5 0 0 0 5 0"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinecap="round"
      />
    </svg>
  );
}
