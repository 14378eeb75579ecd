import { useNavigate, useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { ButtonLink } from '@/components/ui/button-link';
import { DocumentTitle } from '@/components/ui/document-title';
import { Loader } from '@/components/ui/loader';
import { paths } from '@/config/paths';
import { RoleRequired } from '@/features/auth/components/role-required';
import {
  type StaffPackageFilter,
  useStaffPackages,
} from '@/features/receiving/api/get-staff-packages';
import { PackageCards } from '@/features/receiving/components/package-cards';
import {
  isPackageStatus,
  PackageSearchForm,
} from '@/features/receiving/components/package-search-form';
import { isApiError } from '@/lib/api-error';
import { useTranslation } from '@/lib/i18n';

/** `/staff/packages?suite=…&status=…&from=…&to=…&retailer=…&page=2` (STAFF and ADMIN). */
export function StaffPackagesPage() {
  const { t } = useTranslation();
  const pageName = t('operator.packages.title');
  return (
    <div className="container page">
      <DocumentTitle title={pageName} />
      <RoleRequired roles={['STAFF', 'ADMIN']} pageName={pageName}>
        <h1>{pageName}</h1>
        <p className="page__lead">{t('operator.packages.lead')}</p>
        <p>
          <ButtonLink to={paths.staff.getHref()} variant="secondary" size="small">
            {t('operator.packages.receiveLink')}
          </ButtonLink>
        </p>
        <PackageList />
      </RoleRequired>
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
  const { data, error } = useStaffPackages(filter);

  return (
    <section className="card" aria-label={t('operator.packages.title')}>
      <PackageSearchForm
        key={JSON.stringify({ ...filter, page: 0 })}
        filter={filter}
        onSearch={(search) => void navigate(paths.staffPackages.getHref({ ...search, page: 1 }))}
      />
      {error ? (
        <Alert tone="error">{isApiError(error) ? error.message : t('errors.GENERIC')}</Alert>
      ) : null}
      {data ? (
        <PackageCards
          result={data}
          onPage={(page) => void navigate(paths.staffPackages.getHref({ ...filter, page }))}
        />
      ) : error ? null : (
        <Loader label={t('common.loading')} />
      )}
    </section>
  );
}
