import { useLocation, useParams } from 'react-router';
import { AppLink } from '@/components/ui/app-link';
import { DocumentTitle } from '@/components/ui/document-title';
import { paths } from '@/config/paths';
import { useCurrentUser } from '@/features/auth/api/get-user';
import { UserAdminPanel } from '@/features/user-management/components/user-admin-panel';
import { useTranslation } from '@/lib/i18n';

/** Where the list sent us from, so Back returns to the same search and page. */
function readListHref(state: unknown): string {
  if (typeof state === 'object' && state !== null && 'listHref' in state) {
    const { listHref } = state;
    if (typeof listHref === 'string' && listHref.startsWith(paths.adminUsers.path)) {
      return listHref;
    }
  }
  return paths.adminUsers.getHref();
}

/** `/admin/users/:userId`: one user's details and the admin's actions on them (ADMIN only). */
export function AdminUserPage() {
  const { t } = useTranslation();
  const { userId = '' } = useParams();
  const { state } = useLocation();
  const { data: currentUser } = useCurrentUser();
  const pageName = t('pages.adminUser');
  return (
    <div className="container page page--narrow">
      <DocumentTitle title={pageName} />
      <p className="back-link">
        <AppLink to={readListHref(state)}>{t('operator.user.back')}</AppLink>
      </p>
      <UserAdminPanel key={userId} userId={userId} currentUserId={currentUser?.id} />
    </div>
  );
}
