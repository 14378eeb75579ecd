import { QueryState } from '@/components/ui/query-state';
import { useTranslation } from '@/lib/i18n';
import { queryLoadState } from '@/lib/query-load-state';
import { usePackageLockers } from '../api/get-package-lockers';
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
      <QueryState
        query={query}
        isEmpty={(lockers) => lockers.length === 0}
        empty={t('suite.lockers.empty')}
        errorTitle={t('suite.lockers.loadFailed')}
      >
        {(lockers) => (
          <>
            <SuiteGreeting />
            <div className="package-lockers__list">
              {lockers.map((locker) => (
                <PackageLockerCard key={locker.id} locker={locker} />
              ))}
            </div>
          </>
        )}
      </QueryState>
    </div>
  );
}
