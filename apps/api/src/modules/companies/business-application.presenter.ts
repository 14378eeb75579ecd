import type { BusinessApplication } from '@skyparcel/domain/business';
import type { ContactBody } from '@skyparcel/domain/contacts';
import type { BusinessApplicationView } from './business-application.repository';

/** Where the license document is fetched: the applicant's route or the operators'. */
export function businessDocumentUrl(audience: 'applicant' | 'operator', applicationId: string) {
  return audience === 'applicant'
    ? '/api/business-account/document'
    : `/api/admin/business-applications/${applicationId}/document`;
}

function presentAddress(address: ContactBody) {
  return {
    firstName: address.firstName,
    lastName: address.lastName,
    street: address.street,
    street2: address.street2,
    city: address.city,
    stateOrProvince: address.stateOrProvince,
    zip: address.zip,
    countryCode: address.countryCode,
    phoneCountryCode: address.phoneCountryCode,
    phoneNumber: address.phoneNumber,
  };
}

/** An application as BusinessApplicationSchema answers it (never the stored file name). */
export function presentBusinessApplication(
  { application, applicant, customerId }: BusinessApplicationView,
  audience: 'applicant' | 'operator',
): BusinessApplication {
  return {
    id: application.id,
    status: application.status,
    companyName: application.companyName,
    businessType: application.businessType as BusinessApplication['businessType'],
    taxRegistrationNumber: application.taxRegistrationNumber,
    exportImportCode: application.exportImportCode,
    tradeLicenseNumber: application.tradeLicenseNumber,
    tradeLicenseExpiresOn: application.tradeLicenseExpiresOn,
    shipping: presentAddress(application.shipping),
    billing: presentAddress(application.billing),
    airportCode: application.airportCode,
    primaryCity: application.primaryCity,
    document: {
      fileName: application.documentOriginalName,
      contentType: application.documentContentType,
      sizeBytes: application.documentSizeBytes,
      url: businessDocumentUrl(audience, application.id),
    },
    applicant: {
      id: applicant.id,
      name: `${applicant.firstName} ${applicant.lastName}`,
      email: applicant.email,
    },
    rejectionReason: application.rejectionReason,
    customerId,
    submittedAt: application.createdAt.toISOString(),
    reviewedAt: application.reviewedAt?.toISOString() ?? null,
  };
}

/** The document's row as the file sender needs it. */
export function businessDocumentFile(view: BusinessApplicationView) {
  const { application } = view;
  return {
    originalName: application.documentOriginalName,
    storedName: application.documentStoredName,
    contentType: application.documentContentType,
    sizeBytes: application.documentSizeBytes,
  };
}
