import { USER_LIST_STATUSES, type UserListStatus } from '@skyparcel/domain/accounts';
import { useNavigate, useSearchParams } from 'react-router';
import { DocumentTitle } from '@/components/ui/document-title';
import { QueryState } from '@/components/ui/query-state';
import { paths } from '@/config/paths';
import { DeletionRequestsPanel } from '@/features/account-deletion-admin/components/deletion-requests-panel';
import { useUsers } from '@/features/user-management/api/get-users';
import { InviteUserForm } from '@/features/user-management/components/invite-user-form';
import { UserSearchForm } from '@/features/user-management/components/user-search-form';
import { UserTable } from '@/features/user-management/components/user-table';
import { useTranslation } from '@/lib/i18n';

/** `/admin/users?status=pending&keyword=…&page=2`: the operator's user list (ADMIN only). */
export function AdminUsersPage() {
  const { t } = useTranslation();
  const pageName = t('pages.adminUsers');
  return (
    <div className="container page">
      <DocumentTitle title={pageName} />
      <h1>{pageName}</h1>
      <p className="page__lead">{t('operator.users.lead')}</p>
      <UserList />
      <DeletionRequestsPanel />
      <details className="disclosure invite-user">
        <summary className="disclosure__summary">{t('operator.invite.title')}</summary>
        <div className="disclosure__body">
          <InviteUserForm />
        </div>
      </details>
    </div>
  );
}

function readStatus(value: string | null): UserListStatus {
  return USER_LIST_STATUSES.find((status) => status === value) ?? 'all';
}

/** The search lives in the address, so the back link, reloads and shared links keep it. */
function UserList() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const filter = {
    keyword: searchParams.get('keyword') ?? '',
    status: readStatus(searchParams.get('status')),
    page: Math.max(1, Number.parseInt(searchParams.get('page') ?? '1', 10) || 1),
  };
  const query = useUsers(filter);
  const listHref = paths.adminUsers.getHref(filter);

  return (
    <section className="card user-list" aria-label={t('operator.users.caption')}>
      <UserSearchForm
        key={`${filter.status}|${filter.keyword}`}
        keyword={filter.keyword}
        status={filter.status}
        onSearch={(search) => void navigate(paths.adminUsers.getHref({ ...search, page: 1 }))}
      />
      <QueryState
        query={query}
        isEmpty={(result) => result.items.length === 0}
        empty={t('operator.users.noResults')}
      >
        {(result) => (
          <UserTable
            result={result}
            listHref={listHref}
            onPage={(page) => void navigate(paths.adminUsers.getHref({ ...filter, page }))}
          />
        )}
      </QueryState>
    </section>
  );
}
