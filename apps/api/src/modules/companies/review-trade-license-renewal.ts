import type { Db } from '@skyparcel/db';
import type { ReviewBusinessApplicationBody } from '@skyparcel/domain/business';
import { AppError } from '@skyparcel/domain/errors';
import { matchLocale } from '@skyparcel/domain/locale';
import { translate } from '@skyparcel/i18n';
import type { Clock } from '../../lib/clock';
import { recordAudit } from '../audit';
import { type Mailer, renderMail } from '../mail';
import { findUserById } from '../users';
import { findCompany } from './company.repository';
import {
  lockTradeLicenseRenewal,
  updateCompanyLicense,
  updateTradeLicenseRenewal,
} from './trade-license-renewal.repository';

/**
 * An operator's verdict on a waiting license renewal (issue 15, decision 052), in one
 * transaction with its audit and the e-mail to the admin who sent it (in their language).
 * Approval writes the new number and expiry onto the company: an expired license's block lifts
 * at once, and the 30-day reminder, claimed per expiry date, can come again for the new date. A
 * rejection keeps the license on file and the reason. A decided renewal is not decided again.
 */
export async function reviewTradeLicenseRenewal(
  deps: { db: Db; clock: Clock; mailer: Pick<Mailer, 'send'> },
  reviewer: { id: string },
  renewalId: string,
  verdict: ReviewBusinessApplicationBody,
): Promise<void> {
  const now = deps.clock();
  await deps.db.transaction(async (tx) => {
    const renewal = await lockTradeLicenseRenewal(tx, renewalId);
    if (!renewal) {
      throw new AppError('TRADE_LICENSE_RENEWAL_NOT_FOUND');
    }
    if (renewal.status !== 'pending') {
      throw new AppError('BUSINESS_APPLICATION_DECIDED');
    }
    const isApproved = verdict.decision === 'approved';
    if (isApproved) {
      await updateCompanyLicense(tx, renewal.companyId, {
        tradeLicenseNumber: renewal.tradeLicenseNumber,
        tradeLicenseExpiresOn: renewal.tradeLicenseExpiresOn,
      });
    }
    await updateTradeLicenseRenewal(tx, renewal.id, {
      status: isApproved ? 'approved' : 'rejected',
      rejectionReason: isApproved ? null : (verdict.reason ?? null),
      reviewedBy: reviewer.id,
      reviewedAt: now,
    });
    await recordAudit(tx, {
      actor: reviewer.id,
      action: `trade-license-renewal.${isApproved ? 'approve' : 'reject'}`,
      subject: renewal.submittedBy,
      detail: {
        renewalId,
        companyId: renewal.companyId,
        tradeLicenseNumber: renewal.tradeLicenseNumber,
        tradeLicenseExpiresOn: renewal.tradeLicenseExpiresOn,
        reason: verdict.reason ?? null,
      },
    });

    const [submitter, company] = await Promise.all([
      findUserById(tx, renewal.submittedBy),
      findCompany(tx, renewal.companyId),
    ]);
    if (!submitter || !company) {
      return;
    }
    const locale = matchLocale(submitter.preferredLocale) ?? 'en-US';
    const group = isApproved ? 'tradeLicenseRenewalApproved' : 'tradeLicenseRenewalRejected';
    const t = (key: string) =>
      translate(locale, `mail.${group}.${key}`, {
        name: submitter.firstName,
        company: company.name,
        number: renewal.tradeLicenseNumber,
        date: renewal.tradeLicenseExpiresOn,
        reason: verdict.reason ?? '',
      });
    await deps.mailer.send(
      {
        to: submitter.email,
        ...renderMail({
          locale,
          subject: t('subject'),
          heading: t('heading'),
          paragraphs: [t('body')],
        }),
      },
      tx,
    );
  });
}
