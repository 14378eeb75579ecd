import { USER_LIST_STATUSES, type UserListStatus } from '@skyparcel/domain/accounts';
import { useNavigate, useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { DocumentTitle } from '@/components/ui/document-title';
import { Loader } from '@/components/ui/loader';
import { paths } from '@/config/paths';
import { RoleRequired } from '@/features/auth/components/role-required';
import { useUsers } from '@/features/user-management/api/get-users';
import { InviteUserForm } from '@/features/user-management/components/invite-user-form';
import { UserSearchForm } from '@/features/user-management/components/user-search-form';
import { UserTable } from '@/features/user-management/components/user-table';
import { isApiError } from '@/lib/api-error';
import { useTranslation } from '@/lib/i18n';

/** `/admin/users?status=pending&keyword=…&page=2`: the operator's user list (ADMIN only). */
export function AdminUsersPage() {
  const { t } = useTranslation();
  const pageName = t('pages.adminUsers');
  return (
    <div className="container page">
      <DocumentTitle title={pageName} />
      <RoleRequired roles={['ADMIN']} pageName={pageName}>
        <h1>{pageName}</h1>
        <p className="page__lead">{t('operator.users.lead')}</p>
        <UserList />
        <details className="disclosure invite-user">
          <summary className="disclosure__summary">{t('operator.invite.title')}</summary>
          <div className="disclosure__body">
            <InviteUserForm />
          </div>
        </details>
      </RoleRequired>
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
  const { data, error } = useUsers(filter);
  const listHref = paths.adminUsers.getHref(filter);

  return (
    <section className="card user-list" aria-label={t('operator.users.caption')}>
      <UserSearchForm
        key={`${filter.status}|${filter.keyword}`}
        keyword={filter.keyword}
        status={filter.status}
        onSearch={(search) => void navigate(paths.adminUsers.getHref({ ...search, page: 1 }))}
      />
      {error ? (
        <Alert tone="error">{isApiError(error) ? error.message : t('errors.GENERIC')}</Alert>
      ) : null}
      {data ? (
        <UserTable
          result={data}
          listHref={listHref}
          onPage={(page) => void navigate(paths.adminUsers.getHref({ ...filter, page }))}
        />
      ) : error ? null : (
        <Loader label={t('common.loading')} />
      )}
    </section>
  );
}
