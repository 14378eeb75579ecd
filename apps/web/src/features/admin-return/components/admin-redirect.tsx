import { ADMIN_REDIRECT_PATH, isAdminReturnPath } from '@skyparcel/domain/admin-return';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { ButtonLink } from '@/components/ui/button-link';
import { Loader } from '@/components/ui/loader';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-error';
import { useTranslation } from '@/lib/i18n';
import { saveAdminReturnSession } from '@/lib/session-token';
import { exchangeAdminTokenOnce } from '../api/exchange-admin-token';

/**
 * /admin-redirect?adminToken=…&returnTo=… (spec section 4, admin return): exchanges the
 * operator's one-time code for a session as the customer, marks it `fromAdmin`, and opens the
 * invoice page it names. The code leaves the address bar and history at once.
 */
export function AdminRedirect() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const adminToken = search.get('adminToken');
  const returnTo = search.get('returnTo') ?? '';
  const [failure, setFailure] = useState<string | null>(() =>
    adminToken ? null : t('errors.ADMIN_TOKEN_INVALID'),
  );

  useEffect(() => {
    if (!adminToken) {
      return;
    }
    let isCurrent = true;
    exchangeAdminTokenOnce(adminToken).then(
      (session) => {
        saveAdminReturnSession(session.token, session.expiresAt);
        // Only the invoice pages of the admin-return list, with their query (the invoice's id);
        // anything else could be a trap, and this page again would spend nothing but time.
        const landing =
          isAdminReturnPath(returnTo) && !returnTo.toLowerCase().startsWith(ADMIN_REDIRECT_PATH)
            ? returnTo
            : paths.shippingInvoice.getHref();
        void navigate(landing, { replace: true });
      },
      (error: unknown) => {
        if (isCurrent) {
          setFailure(isApiError(error) ? error.message : t('errors.ADMIN_TOKEN_INVALID'));
        }
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [adminToken, returnTo, navigate, t]);

  if (!failure) {
    return <Loader label={t('adminReturn.opening')} />;
  }
  return (
    <>
      <Alert tone="error" title={t('adminReturn.failedTitle')}>
        {failure}
      </Alert>
      <p>
        <ButtonLink to={paths.home.getHref()} variant="secondary">
          {t('adminReturn.home')}
        </ButtonLink>
      </p>
    </>
  );
}
