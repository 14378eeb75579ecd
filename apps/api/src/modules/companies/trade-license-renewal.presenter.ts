import type { TradeLicenseRenewal } from '@skyparcel/domain/business';
import type { TradeLicenseRenewalView } from './trade-license-renewal.repository';

/** Where the renewal's document is fetched: the company's route or the operators'. */
function renewalDocumentUrl(audience: 'company' | 'operator', id: string) {
  return audience === 'company'
    ? `/api/business-account/trade-license/renewals/${id}/document`
    : `/api/admin/trade-license-renewals/${id}/document`;
}

/** A renewal as TradeLicenseRenewalSchema answers it (never the stored file name). */
export function presentTradeLicenseRenewal(
  { renewal, company, submitter }: TradeLicenseRenewalView,
  audience: 'company' | 'operator',
): TradeLicenseRenewal {
  return {
    id: renewal.id,
    status: renewal.status,
    companyName: company.name,
    customerId: company.customerId,
    currentLicenseNumber: company.tradeLicenseNumber,
    currentExpiresOn: company.tradeLicenseExpiresOn,
    tradeLicenseNumber: renewal.tradeLicenseNumber,
    tradeLicenseExpiresOn: renewal.tradeLicenseExpiresOn,
    document: {
      fileName: renewal.documentOriginalName,
      contentType: renewal.documentContentType,
      sizeBytes: renewal.documentSizeBytes,
      url: renewalDocumentUrl(audience, renewal.id),
    },
    submittedBy: {
      id: submitter.id,
      name: `${submitter.firstName} ${submitter.lastName}`,
      email: submitter.email,
    },
    rejectionReason: renewal.rejectionReason,
    submittedAt: renewal.createdAt.toISOString(),
    reviewedAt: renewal.reviewedAt?.toISOString() ?? null,
  };
}

/** The document's row as the file sender needs it. */
export function renewalDocumentFile({ renewal }: TradeLicenseRenewalView) {
  return {
    originalName: renewal.documentOriginalName,
    storedName: renewal.documentStoredName,
    contentType: renewal.documentContentType,
    sizeBytes: renewal.documentSizeBytes,
  };
}
