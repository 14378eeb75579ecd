import type { AdminUser } from '@skyparcel/domain/accounts';
import type { Page } from '@skyparcel/domain/reference';
import { Link } from 'react-router';
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

/**
 * One page of users. On a phone each row becomes a card whose cells carry their column name
 * (`data-label`), so nothing scrolls sideways.
 */
export function UserTable({ result, listHref, onPage }: UserTableProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const pageCount = Math.max(1, Math.ceil(result.total / result.pageSize));

  if (result.items.length === 0) {
    return <p className="empty-state">{t('operator.users.noResults')}</p>;
  }

  const columns = {
    name: t('operator.users.columns.name'),
    email: t('operator.users.columns.email'),
    role: t('operator.users.columns.role'),
    status: t('operator.users.columns.status'),
    created: t('operator.users.columns.created'),
  };

  return (
    <div className="user-results">
      <p className="user-results__count">
        {t('operator.users.resultCount', { total: formatNumber(result.total, locale, 0) })}
      </p>
      <table className="user-table">
        <caption className="visually-hidden">{t('operator.users.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{columns.name}</th>
            <th scope="col">{columns.email}</th>
            <th scope="col">{columns.role}</th>
            <th scope="col">{columns.status}</th>
            <th scope="col">{columns.created}</th>
          </tr>
        </thead>
        <tbody>
          {result.items.map((user) => (
            <tr key={user.id}>
              <th scope="row" data-label={columns.name}>
                <Link to={paths.adminUser.getHref(user.id)} state={{ listHref }}>
                  {[user.firstName, user.lastName].join(' ')}
                </Link>
              </th>
              <td data-label={columns.email}>
                <span dir="ltr">{user.email}</span>
              </td>
              <td data-label={columns.role}>{t(ROLE_LABEL_KEYS[user.role])}</td>
              <td data-label={columns.status}>
                <UserStatusBadges user={user} />
              </td>
              <td data-label={columns.created}>{formatDateTime(user.createdAt, locale)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <PageNavigation page={result.page} pageCount={pageCount} onPage={onPage} />
    </div>
  );
}
