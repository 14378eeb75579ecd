import type { Db } from '@skyparcel/db';
import type { ReviewBusinessApplicationBody } from '@skyparcel/domain/business';
import { AppError } from '@skyparcel/domain/errors';
import { matchLocale } from '@skyparcel/domain/locale';
import { translate } from '@skyparcel/i18n';
import type { Clock } from '../../lib/clock';
import { recordAudit } from '../audit';
import { type Mailer, renderMail } from '../mail';
import { endUserSessions } from '../sessions';
import { lockUserById, updateUser } from '../users';
import {
  lockBusinessApplication,
  updateBusinessApplication,
} from './business-application.repository';
import { insertCompany, nextCustomerId } from './company.repository';

/**
 * An operator's verdict on a waiting business application (issue 15), audited. Approval, in one
 * transaction: the next Customer ID (`SKEC` + the sequence), the company with its trade license,
 * the applicant made its SHIPPER ADMIN (so `agentCodeIsNull` turns false at the next call) and
 * signed out everywhere (a role change ends sessions, ADR 021), and
 * the applicant's e-mail in their language, queued in the same transaction. A rejection keeps
 * the reason and e-mails it. A decided application is not decided again.
 */
export async function reviewBusinessApplication(
  deps: { db: Db; clock: Clock; mailer: Pick<Mailer, 'send'> },
  reviewer: { id: string },
  applicationId: string,
  verdict: ReviewBusinessApplicationBody,
): Promise<{ customerId: string | null }> {
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    const application = await lockBusinessApplication(tx, applicationId);
    if (!application) {
      throw new AppError('BUSINESS_APPLICATION_NOT_FOUND');
    }
    if (application.status !== 'pending') {
      throw new AppError('BUSINESS_APPLICATION_DECIDED');
    }
    const applicant = await lockUserById(tx, application.applicantUserId);
    if (!applicant) {
      throw new AppError('BUSINESS_APPLICATION_NOT_FOUND');
    }
    if (verdict.decision === 'approved' && applicant.companyId) {
      throw new AppError('ALREADY_BUSINESS_ACCOUNT');
    }

    let customerId: string | null = null;
    if (verdict.decision === 'approved') {
      customerId = await nextCustomerId(tx);
      const company = await insertCompany(tx, {
        name: application.companyName,
        customerId,
        tradeLicenseNumber: application.tradeLicenseNumber,
        tradeLicenseExpiresOn: application.tradeLicenseExpiresOn,
      });
      await updateUser(tx, applicant.id, { role: 'SHIPPER ADMIN', companyId: company.id });
      // A role change ends the user's sessions (ADR 021): the next sign-in carries the new role.
      await endUserSessions(tx, applicant.id);
      await updateBusinessApplication(tx, application.id, {
        status: 'approved',
        companyId: company.id,
        reviewedBy: reviewer.id,
        reviewedAt: now,
      });
    } else {
      await updateBusinessApplication(tx, application.id, {
        status: 'rejected',
        rejectionReason: verdict.reason ?? null,
        reviewedBy: reviewer.id,
        reviewedAt: now,
      });
    }
    await recordAudit(tx, {
      actor: reviewer.id,
      action: `business-application.${verdict.decision === 'approved' ? 'approve' : 'reject'}`,
      subject: applicant.id,
      detail: { applicationId, customerId, reason: verdict.reason ?? null },
    });

    const locale = matchLocale(applicant.preferredLocale) ?? 'en-US';
    const group = verdict.decision === 'approved' ? 'businessApproved' : 'businessRejected';
    const t = (key: string) =>
      translate(locale, `mail.${group}.${key}`, {
        name: applicant.firstName,
        company: application.companyName,
        customerId: customerId ?? '',
        reason: verdict.reason ?? '',
      });
    await deps.mailer.send(
      {
        to: applicant.email,
        ...renderMail({
          locale,
          subject: t('subject'),
          heading: t('heading'),
          paragraphs: [t('body')],
        }),
      },
      tx,
    );
    return { customerId };
  });
}
