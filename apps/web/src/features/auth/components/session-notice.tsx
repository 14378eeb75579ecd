import { Alert } from '@/components/ui/alert';
import { useTranslation } from '@/lib/i18n';
import { dismissSessionEndReason } from '@/lib/session-token';
import { useSessionEndReason } from '../hooks/use-session';
import './session-notice.css';

/** The session-timeout text (spec section 6) after a 401 ended the session; dismissible. */
export function SessionNotice() {
  const { t } = useTranslation();
  const reason = useSessionEndReason();
  if (reason !== 'expired') {
    return null;
  }
  return (
    <div className="session-notice container">
      <Alert tone="error">
        <span>{t('errors.SESSION_EXPIRED')}</span>{' '}
        <button type="button" className="session-notice__dismiss" onClick={dismissSessionEndReason}>
          {t('auth.dismiss')}
        </button>
      </Alert>
    </div>
  );
}
