import type { AdminUser } from '@skyparcel/domain/accounts';
import { useEffect, useRef, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { QueryState } from '@/components/ui/query-state';
import {
  canOpenPortal,
  OpenCustomerPortalButton,
} from '@/features/admin-return/components/open-customer-portal-button';
import { formatDateTime } from '@/lib/format';
import { useLocale, useTranslation } from '@/lib/i18n';
import { useAdminUser } from '../api/get-admin-user';
import { ROLE_LABEL_KEYS } from './role-labels';
import { StaffWarehousesForm } from './staff-warehouses-form';
import { UserAccessActions } from './user-access-actions';
import { UserRoleForm } from './user-role-form';
import { UserStatusBadges } from './user-status-badges';
import '../user-management.css';

export type UserAdminPanelProps = {
  userId: string;
  /** The signed-in admin: their own account is shown but cannot be changed here. */
  currentUserId: string | undefined;
};

/** One user as the admin sees them (spec section 6), with what the admin may change. */
export function UserAdminPanel({ userId, currentUserId }: UserAdminPanelProps) {
  const query = useAdminUser(userId);
  return (
    <QueryState query={query}>
      {(user) => <UserAdminView user={user} currentUserId={currentUserId} />}
    </QueryState>
  );
}

type UserAdminViewProps = {
  user: AdminUser;
  currentUserId: string | undefined;
};

function UserAdminView({ user, currentUserId }: UserAdminViewProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [notice, setNotice] = useState<string | null>(null);
  const noticeRef = useRef<HTMLDivElement>(null);

  // The button that was pressed may be gone (Deactivate becomes Activate): keep focus nearby.
  useEffect(() => {
    if (notice) {
      noticeRef.current?.focus();
    }
  }, [notice]);

  const name = [user.firstName, user.lastName].join(' ');
  const isOwnAccount = user.id === currentUserId;
  const isOperator = user.role === 'STAFF' || user.role === 'ADMIN';
  const facts = [
    { label: t('operator.users.columns.email'), value: <span dir="ltr">{user.email}</span> },
    { label: t('operator.users.columns.role'), value: t(ROLE_LABEL_KEYS[user.role]) },
    {
      label: t('operator.user.suiteNumber'),
      value: user.suiteNumber ?? t('operator.user.noSuite'),
    },
    {
      label: t('operator.user.emailConfirmed'),
      value: user.emailConfirmed ? t('operator.user.yes') : t('operator.user.no'),
    },
    ...(isOperator
      ? [
          {
            label: t('operator.user.authenticator'),
            value: user.hasAuthenticator
              ? t('operator.user.authenticatorSet')
              : t('operator.user.authenticatorNotSet'),
          },
        ]
      : []),
    { label: t('operator.users.columns.created'), value: formatDateTime(user.createdAt, locale) },
  ];

  return (
    <article className="details-page user-admin" aria-labelledby="user-admin-name">
      <header className="details-page__header">
        <h1 id="user-admin-name">{name}</h1>
        <UserStatusBadges user={user} />
      </header>
      <div ref={noticeRef} tabIndex={-1} className="user-admin__notice">
        {notice ? <Alert tone="success">{notice}</Alert> : null}
      </div>
      <section className="card details-page__section" aria-labelledby="user-admin-account">
        <h2 id="user-admin-account">{t('operator.user.account')}</h2>
        <dl className="facts facts--table">
          {facts.map((fact) => (
            <div key={fact.label} className="facts__item">
              <dt>{fact.label}</dt>
              <dd>{fact.value}</dd>
            </div>
          ))}
        </dl>
      </section>
      {isOwnAccount ? (
        <Alert tone="info">{t('operator.user.ownAccount')}</Alert>
      ) : (
        <>
          <section className="card details-page__section" aria-labelledby="user-admin-access">
            <h2 id="user-admin-access">{t('operator.user.accessTitle')}</h2>
            <UserAccessActions user={user} onDone={setNotice} />
          </section>
          <section className="card details-page__section" aria-labelledby="user-admin-role">
            <h2 id="user-admin-role">{t('operator.users.columns.role')}</h2>
            <UserRoleForm key={user.role} user={user} onDone={setNotice} />
          </section>
          {user.role === 'STAFF' ? (
            <section className="card details-page__section" aria-labelledby="user-admin-warehouses">
              <h2 id="user-admin-warehouses">{t('operator.user.warehousesTitle')}</h2>
              <StaffWarehousesForm user={user} onDone={setNotice} />
            </section>
          ) : null}
          {canOpenPortal(user) ? (
            <section className="card details-page__section" aria-labelledby="user-admin-portal">
              <h2 id="user-admin-portal">{t('adminReturn.sectionTitle')}</h2>
              <OpenCustomerPortalButton user={user} />
            </section>
          ) : null}
        </>
      )}
    </article>
  );
}
