import { useSyncExternalStore } from 'react';
import { Alert } from '@/components/ui/alert';
import { useTranslation } from '@/lib/i18n';
import { getSessionToken, isSessionFromAdmin, subscribeToSession } from '@/lib/session-token';

function isAdminSessionOpen(): boolean {
  return isSessionFromAdmin() && getSessionToken() !== null;
}

/** Tells an operator, on every page, that they are in a customer's portal and how it ends. */
export function AdminReturnBanner() {
  const { t } = useTranslation();
  const isOpen = useSyncExternalStore(subscribeToSession, isAdminSessionOpen, () => false);
  if (!isOpen) {
    return null;
  }
  return (
    <div className="container admin-return-banner">
      <Alert tone="info">{t('adminReturn.banner')}</Alert>
    </div>
  );
}
