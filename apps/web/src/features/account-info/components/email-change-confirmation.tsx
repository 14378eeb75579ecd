import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { isApiError } from '@/lib/api-error';
import { useTranslation } from '@/lib/i18n';
import { useConfirmEmailChange } from '../api/account-info';

const TOKEN_PARAM = 'emailChangeToken';

/**
 * The link e-mailed to a new address opens `/profile?emailChangeToken=…` (signed in: the page
 * asks for the sign-in first). The token is sent once and taken out of the address, so a
 * reload or a shared screen does not show or reuse it; the outcome shows here.
 */
export function EmailChangeConfirmation() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const confirm = useConfirmEmailChange();
  const isSent = useRef(false);
  const [email, setEmail] = useState<string | null>(null);
  const token = searchParams.get(TOKEN_PARAM);

  useEffect(() => {
    if (!token || isSent.current) {
      return;
    }
    isSent.current = true;
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(TOKEN_PARAM);
        return next;
      },
      { replace: true },
    );
    confirm.mutate(token, { onSuccess: (accountInfo) => setEmail(accountInfo.email) });
  }, [token, confirm, setSearchParams]);

  if (confirm.isPending) {
    return <Alert tone="info">{t('account.info.confirmingEmail')}</Alert>;
  }
  if (confirm.isError) {
    return (
      <Alert tone="error">
        {isApiError(confirm.error) ? confirm.error.message : t('errors.EMAIL_CHANGE_FAILED')}
      </Alert>
    );
  }
  if (email) {
    return <Alert tone="success">{t('account.info.emailChanged', { email })}</Alert>;
  }
  return null;
}
