import {
  IDENTITY_STATUSES,
  type IdentityStatus,
  type StaffIdentitySummary,
} from '@skyparcel/domain/profile';
import { useNavigate, useSearchParams } from 'react-router';
import { AppLink } from '@/components/ui/app-link';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { FormField } from '@/components/ui/form-field';
import { PageNavigation } from '@/components/ui/page-navigation';
import { QueryState } from '@/components/ui/query-state';
import { Select } from '@/components/ui/select';
import { paths } from '@/config/paths';
import { formatCountryName, formatDateTime } from '@/lib/format';
import { useLocale, useTranslation } from '@/lib/i18n';
import { useStaffIdentities } from '../api/identity';
import '../identity.css';
import { IdentityReviewDetails } from './identity-review-details';
import { IdentityStatusBadge } from './identity-status-badge';

function isIdentityStatus(value: string | null): value is IdentityStatus {
  return IDENTITY_STATUSES.some((status) => status === value);
}

/**
 * The staff's identity checks (issue 14, decision 047): the queue of one state (pending first,
 * the longest waiting first), a page at a time, and, with `?user=`, one identity with its documents and the verdict.
 */
export function IdentityReview() {
  const [searchParams] = useSearchParams();
  const userId = searchParams.get('user');
  const statusParam = searchParams.get('status');
  const status = isIdentityStatus(statusParam) ? statusParam : 'pending';
  const page = Math.max(1, Math.trunc(Number(searchParams.get('page'))) || 1);
  return userId ? (
    <IdentityReviewDetails
      userId={userId}
      backHref={paths.staffIdentities.getHref({ status, page })}
    />
  ) : (
    <IdentityQueue status={status} page={page} />
  );
}

type IdentityQueueProps = { status: IdentityStatus; page: number };

function IdentityQueue({ status, page }: IdentityQueueProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const query = useStaffIdentities(status, page);
  const columns: DataTableColumn<StaffIdentitySummary>[] = [
    {
      id: 'customer',
      header: t('account.review.customer'),
      isRowHeader: true,
      cell: (row) => (
        <AppLink
          to={paths.staffIdentities.getHref({ status, page, user: row.userId })}
          aria-label={t('account.review.openNamed', { name: row.name })}
        >
          {row.name}
        </AppLink>
      ),
    },
    { id: 'suite', header: t('account.review.suite'), cell: (row) => row.suiteNumber ?? '' },
    {
      id: 'document',
      header: t('account.review.document'),
      cell: (row) =>
        row.documentType
          ? `${row.documentType === 'passport' ? t('account.identity.passport') : t('account.identity.nationalId')} · ${formatCountryName(row.issuingCountryCode ?? '', locale)}`
          : t('account.review.notGiven'),
    },
    { id: 'files', header: t('account.review.files'), cell: (row) => String(row.documentCount) },
    {
      id: 'status',
      header: t('account.identity.statusLabel'),
      cell: (row) => <IdentityStatusBadge status={row.status} />,
    },
    {
      id: 'updated',
      header: t('account.review.updated'),
      cell: (row) => formatDateTime(row.updatedAt, locale),
    },
  ];
  return (
    <div className="identity-review">
      <FormField label={t('account.review.show')}>
        <Select
          value={status}
          onChange={(event) =>
            void navigate(paths.staffIdentities.getHref({ status: event.target.value }))
          }
        >
          {IDENTITY_STATUSES.map((option) => (
            <option key={option} value={option}>
              {t(`account.identity.status.${option}`)}
            </option>
          ))}
        </Select>
      </FormField>
      <QueryState
        query={query}
        isEmpty={(result) => result.total === 0}
        empty={t('account.review.empty')}
        errorTitle={t('account.review.loadError')}
      >
        {(result) => (
          <>
            <DataTable
              columns={columns}
              rows={result.items}
              getRowKey={(row) => row.userId}
              caption={t('pages.staffIdentities')}
            />
            <PageNavigation
              page={result.page}
              pageCount={Math.max(1, Math.ceil(result.total / result.pageSize))}
              onPage={(next) =>
                void navigate(paths.staffIdentities.getHref({ status, page: next }))
              }
            />
          </>
        )}
      </QueryState>
    </div>
  );
}
