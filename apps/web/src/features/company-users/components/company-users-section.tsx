import {
  COMPANY_ROLES,
  type CompanyUser,
  type InviteColleagueBody,
  InviteColleagueBodySchema,
  isCompanyRole,
} from '@skyparcel/domain/business';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { QueryState } from '@/components/ui/query-state';
import { Select } from '@/components/ui/select';
import { isApiError } from '@/lib/api-error';
import { useTranslateMessage, useTranslation } from '@/lib/i18n';
import { applyServerErrors, useDomainForm } from '@/lib/use-domain-form';
import {
  useCompanyMaintenance,
  useInviteColleague,
  useUpdateColleagueRole,
  useUpdateColleagueStatus,
} from '../api/company-users';

type Notice = { tone: 'success' | 'error'; text: string };

/**
 * The profile's Users section for a SHIPPER ADMIN (spec section 2, user maintenance; issue 15):
 * the company's Customer ID and users, each made SHIPPER or SHIPPER ADMIN, deactivated or
 * reactivated, and a colleague invited by e-mail. The server keeps the last SHIPPER ADMIN.
 */
export function CompanyUsersSection() {
  const { t } = useTranslation();
  const query = useCompanyMaintenance();
  const updateRole = useUpdateColleagueRole();
  const updateStatus = useUpdateColleagueStatus();
  const [notice, setNotice] = useState<Notice | null>(null);

  function failed(error: unknown) {
    setNotice({ tone: 'error', text: isApiError(error) ? error.message : t('errors.GENERIC') });
  }

  function handleRole(user: CompanyUser, role: string) {
    if (!isCompanyRole(role)) {
      return;
    }
    setNotice(null);
    updateRole.mutate(
      { id: user.id, role },
      {
        onSuccess: () => setNotice({ tone: 'success', text: t('profilePage.companyUsers.saved') }),
        onError: failed,
      },
    );
  }

  function handleStatus(user: CompanyUser) {
    setNotice(null);
    updateStatus.mutate(
      { id: user.id, isActive: !user.isActive },
      {
        onSuccess: () => setNotice({ tone: 'success', text: t('profilePage.companyUsers.saved') }),
        onError: failed,
      },
    );
  }

  const columns: DataTableColumn<CompanyUser>[] = [
    {
      id: 'name',
      header: t('profilePage.companyUsers.name'),
      isRowHeader: true,
      cell: (user) => `${user.firstName} ${user.lastName}`,
    },
    { id: 'email', header: t('profilePage.companyUsers.email'), cell: (user) => user.email },
    {
      id: 'role',
      header: t('profilePage.companyUsers.role'),
      cell: (user) =>
        isCompanyRole(user.role) ? (
          // A bare select: the row's column header names it, and `aria-label` the person.
          <select
            className="select"
            aria-label={t('profilePage.companyUsers.roleOf', { name: user.email })}
            value={user.role}
            onChange={(event) => handleRole(user, event.target.value)}
          >
            {COMPANY_ROLES.map((role) => (
              <option key={role} value={role}>
                {t(
                  `profilePage.companyUsers.roles.${role === 'SHIPPER' ? 'shipper' : 'shipperAdmin'}`,
                )}
              </option>
            ))}
          </select>
        ) : (
          user.role
        ),
    },
    {
      id: 'status',
      header: t('profilePage.companyUsers.status'),
      cell: (user) =>
        !user.isActive ? (
          <Badge tone="danger">{t('profilePage.companyUsers.inactive')}</Badge>
        ) : user.isInvitationPending ? (
          <Badge tone="warning">{t('profilePage.companyUsers.invited')}</Badge>
        ) : (
          <Badge tone="success">{t('profilePage.companyUsers.active')}</Badge>
        ),
    },
    {
      id: 'action',
      header: t('profilePage.companyUsers.action'),
      cell: (user) =>
        isCompanyRole(user.role) ? (
          <Button variant="secondary" size="small" onClick={() => handleStatus(user)}>
            {t(
              user.isActive
                ? 'profilePage.companyUsers.deactivate'
                : 'profilePage.companyUsers.reactivate',
            )}
          </Button>
        ) : null,
    },
  ];

  return (
    <section className="card" aria-labelledby="company-users-title">
      <h2 id="company-users-title">{t('profilePage.sections.users')}</h2>
      <QueryState query={query} errorTitle={t('profilePage.companyUsers.loadError')}>
        {({ company, users }) => (
          <>
            <p>
              {t('profilePage.companyUsers.company', {
                company: company.name,
                customerId: company.customerId ?? '',
              })}
            </p>
            {notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}
            <DataTable
              columns={columns}
              rows={users}
              getRowKey={(user) => user.id}
              caption={t('profilePage.sections.users')}
            />
          </>
        )}
      </QueryState>
      <InviteColleagueForm />
    </section>
  );
}

function InviteColleagueForm() {
  const { t } = useTranslation();
  const translateMessage = useTranslateMessage();
  const invite = useInviteColleague();
  const [notice, setNotice] = useState<Notice | null>(null);
  const { register, handleSubmit, setError, reset, formState } = useDomainForm(
    InviteColleagueBodySchema,
    { defaultValues: { email: '', firstName: '', lastName: '', role: 'SHIPPER' } },
  );
  const { errors } = formState;

  async function handleValid(body: InviteColleagueBody) {
    setNotice(null);
    try {
      await invite.mutateAsync(body);
      setNotice({
        tone: 'success',
        text: t('profilePage.companyUsers.invitedNotice', { email: body.email }),
      });
      reset();
    } catch (error) {
      setNotice({ tone: 'error', text: applyServerErrors(setError, error, t('errors.GENERIC')) });
    }
  }

  return (
    <form className="form" noValidate onSubmit={handleSubmit(handleValid)}>
      <h3>{t('profilePage.companyUsers.inviteTitle')}</h3>
      <div className="form-grid form-grid--2">
        <FormField
          label={t('profilePage.companyUsers.email')}
          error={translateMessage(errors.email?.message)}
          isRequired
        >
          <Input type="email" autoComplete="off" {...register('email')} />
        </FormField>
        <FormField
          label={t('profilePage.companyUsers.inviteRole')}
          error={translateMessage(errors.role?.message)}
        >
          <Select {...register('role')}>
            <option value="SHIPPER">{t('profilePage.companyUsers.roles.shipper')}</option>
            <option value="SHIPPER ADMIN">
              {t('profilePage.companyUsers.roles.shipperAdmin')}
            </option>
          </Select>
        </FormField>
        <FormField
          label={t('profilePage.companyUsers.firstName')}
          error={translateMessage(errors.firstName?.message)}
          isRequired
        >
          <Input {...register('firstName')} />
        </FormField>
        <FormField
          label={t('profilePage.companyUsers.lastName')}
          error={translateMessage(errors.lastName?.message)}
          isRequired
        >
          <Input {...register('lastName')} />
        </FormField>
      </div>
      {notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}
      <div className="button-row">
        <Button type="submit" isLoading={invite.isPending}>
          {t('profilePage.companyUsers.invite')}
        </Button>
      </div>
    </form>
  );
}
