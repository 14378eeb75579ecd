import { useEffect, useRef } from 'react';
import { useNotifications } from './get-notifications';
import { useMarkNotificationsRead } from './mark-notifications-read';

/**
 * The customer is reading this package's page: its unread notifications (received, action
 * required, storage ending) are read too, however the page was reached, so the header's count
 * does not keep pointing at what they have just seen. Each one is tried once per page view: a
 * failed call leaves it in the list rather than trying again and again.
 */
export function useReadPackageNotifications(packageId: string) {
  const { data } = useNotifications();
  const { mutate } = useMarkNotificationsRead();
  const tried = useRef(new Set<string>());
  const unreadIds = (data ?? [])
    .filter((notification) => notification.packageId === packageId)
    .map((notification) => notification.id)
    .filter((id) => !tried.current.has(id))
    .join(',');

  useEffect(() => {
    if (unreadIds !== '') {
      const ids = unreadIds.split(',');
      for (const id of ids) {
        tried.current.add(id);
      }
      mutate(ids);
    }
  }, [unreadIds, mutate]);
}
