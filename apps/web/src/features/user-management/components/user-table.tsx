import type { AdminUser } from '@skyparcel/domain/accounts';
import type { Page } from '@skyparcel/domain/reference';
import { AppLink } from '@/components/ui/app-link';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { PageNavigation } from '@/components/ui/page-navigation';
import { paths } from '@/config/paths';
import { formatDateTime, formatNumber } from '@/lib/format';
import { useLocale, useTranslation } from '@/lib/i18n';
import { ROLE_LABEL_KEYS } from './role-labels';
import { UserStatusBadges } from './user-status-badges';
import '../user-management.css';

export type UserTableProps = {
  result: Page<AdminUser>;
  /** Where the detail page's back link returns: this list with its search. */
  listHref: string;
  onPage: (page: number) => void;
};

/** One page of users, never empty (on a phone, one card per user). */
export function UserTable({ result, listHref, onPage }: UserTableProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const pageCount = Math.max(1, Math.ceil(result.total / result.pageSize));

  const columns: DataTableColumn<AdminUser>[] = [
    {
      id: 'name',
      header: t('operator.users.columns.name'),
      isRowHeader: true,
      cell: (user) => (
        <AppLink to={paths.adminUser.getHref(user.id)} state={{ listHref }}>
          {[user.firstName, user.lastName].join(' ')}
        </AppLink>
      ),
    },
    {
      id: 'email',
      header: t('operator.users.columns.email'),
      cell: (user) => <span dir="ltr">{user.email}</span>,
    },
    {
      id: 'role',
      header: t('operator.users.columns.role'),
      cell: (user) => t(ROLE_LABEL_KEYS[user.role]),
    },
    {
      id: 'status',
      header: t('operator.users.columns.status'),
      cell: (user) => <UserStatusBadges user={user} />,
    },
    {
      id: 'created',
      header: t('operator.users.columns.created'),
      cell: (user) => formatDateTime(user.createdAt, locale),
    },
  ];

  return (
    <div className="user-results">
      <p className="results-count">
        {t('operator.users.resultCount', { total: formatNumber(result.total, locale, 0) })}
      </p>
      <DataTable
        columns={columns}
        rows={result.items}
        getRowKey={(user) => user.id}
        caption={t('operator.users.caption')}
      />
      <PageNavigation page={result.page} pageCount={pageCount} onPage={onPage} />
    </div>
  );
}
