import { useNavigate, useSearchParams } from 'react-router';
import { ButtonLink } from '@/components/ui/button-link';
import { DocumentTitle } from '@/components/ui/document-title';
import { QueryState } from '@/components/ui/query-state';
import { paths } from '@/config/paths';
import {
  type StaffPackageFilter,
  useStaffPackages,
} from '@/features/receiving/api/get-staff-packages';
import {
  isPackageStatus,
  PackageSearchForm,
} from '@/features/receiving/components/package-search-form';
import { StaffPackageTable } from '@/features/receiving/components/staff-package-table';
import { useTranslation } from '@/lib/i18n';

/** `/staff/packages?suite=…&status=…&from=…&to=…&retailer=…&page=2` (STAFF and ADMIN). */
export function StaffPackagesPage() {
  const { t } = useTranslation();
  const pageName = t('pages.staffPackages');
  return (
    <div className="container page">
      <DocumentTitle title={pageName} />
      <h1>{pageName}</h1>
      <p className="page__lead">{t('operator.packages.lead')}</p>
      <p>
        <ButtonLink to={paths.staff.getHref()} variant="secondary" size="small">
          {t('operator.packages.receiveLink')}
        </ButtonLink>
      </p>
      <PackageList />
    </div>
  );
}

/** The search lives in the address, so the back link, reloads and shared links keep it. */
function PackageList() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const status = params.get('status');
  const filter: StaffPackageFilter = {
    suite: params.get('suite') ?? '',
    status: isPackageStatus(status) ? status : '',
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
    retailer: params.get('retailer') ?? '',
    page: Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1),
  };
  const query = useStaffPackages(filter);

  return (
    <section className="card" aria-label={t('operator.packages.title')}>
      <PackageSearchForm
        key={JSON.stringify({ ...filter, page: 0 })}
        filter={filter}
        onSearch={(search) => void navigate(paths.staffPackages.getHref({ ...search, page: 1 }))}
      />
      <QueryState query={query}>
        {(result) => (
          <StaffPackageTable
            result={result}
            onPage={(page) => void navigate(paths.staffPackages.getHref({ ...filter, page }))}
          />
        )}
      </QueryState>
    </section>
  );
}
