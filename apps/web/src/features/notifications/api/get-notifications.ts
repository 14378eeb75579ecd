import type { Locale } from '@skyparcel/domain/locale';
import type { Notification } from '@skyparcel/domain/packages';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSessionToken } from '@/features/auth/hooks/use-session';
import { api } from '@/lib/api-client';
import { useLocale } from '@/lib/i18n';

export const NOTIFICATIONS_QUERY_KEY = ['notifications'] as const;

/** How often the header asks for new notifications while a page stays open (no push channel). */
export const NOTIFICATIONS_REFRESH_MS = 60_000;

/**
 * The unread notifications, newest first. The token is part of the key, so another sign-in
 * starts empty, and so is the language, in which the server writes each message.
 */
export function getNotificationsQueryOptions(token: string | null, locale: Locale) {
  return queryOptions({
    queryKey: [...NOTIFICATIONS_QUERY_KEY, token, locale],
    queryFn: ({ signal }) => api.get<Notification[]>('/user/notifications', { signal }),
    enabled: token !== null,
    refetchInterval: NOTIFICATIONS_REFRESH_MS,
    // A package often arrives while the tab is in the background: look again on return.
    refetchOnWindowFocus: true,
  });
}

/** GET /user/notifications (spec section 3: unread notifications with id and updatedOn). */
export function useNotifications() {
  const token = useSessionToken();
  const locale = useLocale();
  return useQuery(getNotificationsQueryOptions(token, locale));
}
