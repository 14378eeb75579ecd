import { useLocation } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { QueryState } from '@/components/ui/query-state';
import { formatDateTime } from '@/lib/format';
import { useLocale, useTranslation } from '@/lib/i18n';
import { useMyBusinessApplication } from '../api/business-account';
import { BusinessApplicationForm } from './business-application-form';
import { TradeLicenseRenewal } from './trade-license-renewal';

/** The section's anchor on the profile (`/profile#business`). */
const BUSINESS_SECTION_ID = 'business';

export type BusinessAccountSectionProps = {
  /** An individual customer may apply; a company's users see where their account stands. */
  canApply: boolean;
  /** A company's SHIPPER ADMIN sees the trade license and renews it. */
  canRenewLicense?: boolean;
  /** What registration knows of the applicant, to start the form with (issue 15). */
  applicant?: { firstName: string; lastName: string } | undefined;
};

/**
 * The profile's Business account section (issue 15, decision 052): the signup form, the waiting
 * application, the approval with the Customer ID, or the rejection's reason and the form again;
 * for a SHIPPER ADMIN, the company's trade license and its renewal.
 */
export function BusinessAccountSection({
  canApply,
  canRenewLicense = false,
  applicant,
}: BusinessAccountSectionProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const query = useMyBusinessApplication();
  const { hash } = useLocation();
  return (
    <section className="card" aria-labelledby="business-account-title">
      <h2 id="business-account-title">{t('profilePage.sections.business')}</h2>
      <QueryState query={query} errorTitle={t('profilePage.business.loadError')}>
        {({ application }) => {
          if (application?.status === 'pending') {
            return (
              <Alert tone="info" title={t('profilePage.business.pendingTitle')}>
                {t('profilePage.business.pending', {
                  company: application.companyName,
                  date: formatDateTime(application.submittedAt, locale),
                })}
              </Alert>
            );
          }
          if (application?.status === 'approved') {
            return (
              <Alert tone="success" title={t('profilePage.business.approvedTitle')}>
                {t('profilePage.business.approved', {
                  company: application.companyName,
                  customerId: application.customerId ?? '',
                })}
              </Alert>
            );
          }
          if (!canApply) {
            return <p>{t('profilePage.business.member')}</p>;
          }
          return (
            <>
              {application?.status === 'rejected' ? (
                <Alert tone="error" title={t('profilePage.business.rejectedTitle')}>
                  {t('profilePage.business.rejected', {
                    reason: application.rejectionReason ?? '',
                  })}
                </Alert>
              ) : null}
              <p>{t('profilePage.business.lead')}</p>
              <BusinessApplicationForm
                applicant={applicant}
                isFocusedOnOpen={hash === `#${BUSINESS_SECTION_ID}`}
              />
            </>
          );
        }}
      </QueryState>
      {canRenewLicense ? <TradeLicenseRenewal /> : null}
    </section>
  );
}
