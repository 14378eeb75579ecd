import type { Notification } from '@skyparcel/domain/packages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { NOTIFICATIONS_QUERY_KEY } from './get-notifications';

/** POST /user/mark-notifications-read: marks the caller's own notifications only. */
export function markNotificationsRead(notificationIds: readonly string[]) {
  return api.post<{ marked: number }>('/user/mark-notifications-read', {
    body: { notificationIds },
  });
}

export const MARK_NOTIFICATION_READ_KEY = [...NOTIFICATIONS_QUERY_KEY, 'mark-read'] as const;

/**
 * Reading a notification marks it read and removes it at once (spec section 4), before the
 * server answers; the list is asked for again afterwards, so a failed call brings it back.
 */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: MARK_NOTIFICATION_READ_KEY,
    mutationFn: (notificationIds: readonly string[]) => markNotificationsRead(notificationIds),
    onMutate: async (notificationIds) => {
      await queryClient.cancelQueries({ queryKey: NOTIFICATIONS_QUERY_KEY });
      queryClient.setQueriesData<Notification[]>({ queryKey: NOTIFICATIONS_QUERY_KEY }, (list) =>
        list?.filter((notification) => !notificationIds.includes(notification.id)),
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_QUERY_KEY }),
  });
}
