import type { AdminUser } from '@skyparcel/domain/accounts';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { isApiError } from '@/lib/api-error';
import { useTranslation } from '@/lib/i18n';
import { requestAdminAccess } from '../api/open-customer-portal';

export type OpenCustomerPortalButtonProps = {
  user: AdminUser;
};

/** Only customers' and shippers' portals can be opened, and only once they may sign in. */
export function canOpenPortal(user: AdminUser): boolean {
  return (
    !['STAFF', 'ADMIN', 'BOT'].includes(user.role) &&
    user.isActive &&
    user.isApproved &&
    !user.isRejected
  );
}

/**
 * Admin return (spec section 4): opens the customer's portal in a new tab through a one-time
 * link. The tab is opened on the click itself (so no pop-up blocker stops it) and pointed at the
 * link once the server has issued it; the console stays signed in here.
 */
export function OpenCustomerPortalButton({ user }: OpenCustomerPortalButtonProps) {
  const { t } = useTranslation();
  const [isPending, setIsPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!canOpenPortal(user)) {
    return null;
  }

  async function open() {
    setError(null);
    setIsPending(true);
    const tab = window.open('', '_blank');
    try {
      const access = await requestAdminAccess(user.id);
      if (tab) {
        tab.opener = null;
        tab.location.href = access.redirectPath;
      } else {
        window.location.assign(access.redirectPath);
      }
    } catch (caught) {
      tab?.close();
      setError(isApiError(caught) ? caught.message : t('errors.GENERIC'));
    } finally {
      setIsPending(false);
    }
  }

  return (
    <div className="open-customer-portal">
      <Button variant="secondary" isLoading={isPending} onClick={() => void open()}>
        {t('adminReturn.openPortal')}
      </Button>
      <p className="field__hint">{t('adminReturn.openPortalHint')}</p>
      {error ? <Alert tone="error">{error}</Alert> : null}
    </div>
  );
}
