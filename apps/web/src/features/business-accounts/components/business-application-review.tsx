import {
  BUSINESS_APPLICATION_STATUSES,
  type BusinessApplication,
  type BusinessApplicationStatus,
} from '@skyparcel/domain/business';
import { useSearchParams } from 'react-router';
import { AppLink } from '@/components/ui/app-link';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { FormField } from '@/components/ui/form-field';
import { QueryState } from '@/components/ui/query-state';
import { Select } from '@/components/ui/select';
import { paths } from '@/config/paths';
import { formatDateTime } from '@/lib/format';
import { useLocale, useTranslation } from '@/lib/i18n';
import { useBusinessApplications } from '../api/business-account';
import { BusinessApplicationDetails } from './business-application-details';
import { TradeLicenseRenewalQueue } from './trade-license-renewal-queue';

function isStatus(value: string | null): value is BusinessApplicationStatus {
  return BUSINESS_APPLICATION_STATUSES.some((status) => status === value);
}

/**
 * The operators' business applications (issue 15): the queue of one state (pending first, the
 * longest waiting first) and, with `?application=`, one application with its document and the
 * verdict. The companies' trade license renewals wait below, in the same state.
 */
export function BusinessApplicationReview() {
  const [searchParams] = useSearchParams();
  const applicationId = searchParams.get('application');
  const statusParam = searchParams.get('status');
  const status = isStatus(statusParam) ? statusParam : 'pending';
  return applicationId ? (
    <BusinessApplicationDetails
      applicationId={applicationId}
      backHref={paths.adminBusinessApplications.getHref({ status })}
    />
  ) : (
    <BusinessApplicationQueue status={status} />
  );
}

type BusinessApplicationQueueProps = { status: BusinessApplicationStatus };

function BusinessApplicationQueue({ status }: BusinessApplicationQueueProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [, setSearchParams] = useSearchParams();
  const query = useBusinessApplications(status);
  const columns: DataTableColumn<BusinessApplication>[] = [
    {
      id: 'company',
      header: t('operator.businessApplications.company'),
      isRowHeader: true,
      cell: (row) => (
        <AppLink
          to={paths.adminBusinessApplications.getHref({ status, application: row.id })}
          aria-label={t('operator.businessApplications.openNamed', { name: row.companyName })}
        >
          {row.companyName}
        </AppLink>
      ),
    },
    {
      id: 'applicant',
      header: t('operator.businessApplications.applicant'),
      cell: (row) => `${row.applicant.name} · ${row.applicant.email}`,
    },
    {
      id: 'type',
      header: t('profilePage.business.fields.businessType'),
      cell: (row) => t(`profilePage.business.types.${row.businessType}`),
    },
    {
      id: 'customerId',
      header: t('operator.businessApplications.customerId'),
      cell: (row) => row.customerId ?? '',
    },
    {
      id: 'submitted',
      header: t('operator.businessApplications.submitted'),
      cell: (row) => formatDateTime(row.submittedAt, locale),
    },
  ];
  return (
    <div className="business-review">
      <FormField label={t('operator.businessApplications.show')}>
        <Select
          value={status}
          onChange={(event) => setSearchParams({ status: event.target.value })}
        >
          {BUSINESS_APPLICATION_STATUSES.map((option) => (
            <option key={option} value={option}>
              {t(`operator.businessApplications.status.${option}`)}
            </option>
          ))}
        </Select>
      </FormField>
      <QueryState
        query={query}
        isEmpty={(rows) => rows.length === 0}
        empty={t('operator.businessApplications.empty')}
        errorTitle={t('operator.businessApplications.loadError')}
      >
        {(rows) => (
          <DataTable
            columns={columns}
            rows={rows}
            getRowKey={(row) => row.id}
            caption={t('pages.adminBusinessApplications')}
          />
        )}
      </QueryState>
      <TradeLicenseRenewalQueue status={status} />
    </div>
  );
}
