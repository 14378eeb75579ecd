import { ButtonLink } from '@/components/ui/button-link';
import { DocumentTitle } from '@/components/ui/document-title';
import { paths } from '@/config/paths';
import { useCurrentUser } from '@/features/auth/api/get-user';
import { ReceivePackageForm } from '@/features/receiving/components/receive-package-form';
import { useTranslation } from '@/lib/i18n';

/**
 * `/staff`: where a warehouse clerk lands after signing in, on the receiving form (issue 4); an
 * admin finds user management here too.
 */
export function StaffPage() {
  const { t } = useTranslation();
  const pageName = t('pages.staff');
  return (
    <div className="container page page--narrow">
      <DocumentTitle title={pageName} />
      <StaffWelcome title={pageName} />
    </div>
  );
}

type StaffWelcomeProps = {
  title: string;
};

function StaffWelcome({ title }: StaffWelcomeProps) {
  const { t } = useTranslation();
  const { data: user } = useCurrentUser();
  return (
    <section className="staff-console" aria-labelledby="staff-console-title">
      <h1 id="staff-console-title">{title}</h1>
      {user ? (
        <p className="page__lead">{t('operator.staff.welcome', { name: user.firstName })}</p>
      ) : null}
      <p>{t('operator.staff.lead')}</p>
      <p>
        <ButtonLink to={paths.staffPackages.getHref()} variant="secondary" size="small">
          {t('operator.packages.listLink')}
        </ButtonLink>{' '}
        <ButtonLink to={paths.staffPacking.getHref()} variant="secondary" size="small">
          {t('operator.packing.packingLink')}
        </ButtonLink>{' '}
        <ButtonLink to={paths.staffScans.getHref()} variant="secondary" size="small">
          {t('operator.scans.link')}
        </ButtonLink>{' '}
        <ButtonLink to={paths.staffIdentities.getHref()} variant="secondary" size="small">
          {t('operator.staff.identitiesLink')}
        </ButtonLink>
      </p>
      <div className="card staff-console__card">
        <ReceivePackageForm />
      </div>
      {user?.role === 'ADMIN' ? (
        <div className="card staff-console__card">
          <h2>{t('operator.staff.adminTitle')}</h2>
          <p>{t('operator.users.lead')}</p>
          <ButtonLink to={paths.adminUsers.getHref()}>{t('operator.staff.manageUsers')}</ButtonLink>{' '}
          <ButtonLink to={paths.adminPrices.getHref()}>{t('operator.prices.manage')}</ButtonLink>{' '}
          <ButtonLink to={paths.adminInvoices.getHref()}>{t('pages.adminInvoices')}</ButtonLink>{' '}
          <ButtonLink to={paths.adminBusinessApplications.getHref()}>
            {t('pages.adminBusinessApplications')}
          </ButtonLink>
        </div>
      ) : null}
    </section>
  );
}
