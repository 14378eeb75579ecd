import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Loader } from '@/components/ui/loader';
import { isApiError } from '@/lib/api-error';
import { useTranslation } from '@/lib/i18n';
import { usePackageLockers } from '../api/get-package-lockers';
import { queryLoadState } from '../query-load-state';
import { PackageLockerCard } from './package-locker-card';
import { SuiteGreeting } from './suite-greeting';
import '../suite.css';

/**
 * The caller's lockers (spec section 2, My package lockers). The load state is on the element
 * (`data-load-state`: idle, loading, succeeded, failed) for tests and styles; people see a
 * spinner, the addresses, or the error with a way to try again.
 */
export function PackageLockers() {
  const { t } = useTranslation();
  const query = usePackageLockers();
  const state = queryLoadState(query);

  return (
    <div className="package-lockers" data-load-state={state}>
      {state === 'loading' || state === 'idle' ? <Loader label={t('common.loading')} /> : null}
      {state === 'failed' ? (
        <Alert tone="error" title={t('suite.lockers.loadFailed')}>
          <p>{isApiError(query.error) ? query.error.message : t('errors.GENERIC')}</p>
          <Button variant="secondary" size="small" onClick={() => void query.refetch()}>
            {t('suite.lockers.retry')}
          </Button>
        </Alert>
      ) : null}
      {query.data && query.data.length === 0 ? (
        <p className="empty-state">{t('suite.lockers.empty')}</p>
      ) : null}
      {query.data && query.data.length > 0 ? (
        <>
          <SuiteGreeting />
          <div className="package-lockers__list">
            {query.data.map((locker) => (
              <PackageLockerCard key={locker.id} locker={locker} />
            ))}
          </div>
        </>
      ) : null}
    </div>
  );
}
