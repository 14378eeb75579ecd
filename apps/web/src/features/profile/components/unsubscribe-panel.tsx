import { useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { AppLink } from '@/components/ui/app-link';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-error';
import { useTranslation } from '@/lib/i18n';
import { useUnsubscribe } from '../api/communication-preferences';

/**
 * `/unsubscribe?key=…` (issue 14, decision 048): an e-mail's link opens this page, signed in
 * or not, and the button confirms. Nothing changes on opening: mail scanners open links too.
 */
export function UnsubscribePanel() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const token = search.get('key') ?? '';
  const unsubscribe = useUnsubscribe();

  if (!token) {
    return <Alert tone="error">{t('profilePage.unsubscribe.missing')}</Alert>;
  }
  if (unsubscribe.data) {
    return (
      <div className="profile-section">
        <Alert tone="success">{unsubscribe.data.message}</Alert>
        <p>
          <AppLink to={paths.profile.getHref('communication')}>
            {t('profilePage.unsubscribe.toProfile')}
          </AppLink>
        </p>
      </div>
    );
  }
  const error = unsubscribe.error;
  return (
    <div className="profile-section">
      <p>{t('profilePage.unsubscribe.lead')}</p>
      {error ? (
        <Alert tone="error">{isApiError(error) ? error.message : t('errors.GENERIC')}</Alert>
      ) : null}
      <div className="button-row">
        <Button isLoading={unsubscribe.isPending} onClick={() => unsubscribe.mutate(token)}>
          {t('profilePage.unsubscribe.confirm')}
        </Button>
      </div>
    </div>
  );
}
