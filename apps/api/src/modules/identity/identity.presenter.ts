import type { IdentityDocument, UserIdentification } from '@skyparcel/domain/profile';
import type { IdentityDocumentRow, IdentityRow } from './identity.repository';
import { identityDocumentUrl } from './identity-document-url';

/** The identity as its owner sees it; no row yet is 'missing'. */
export function presentIdentification(row: IdentityRow | undefined): UserIdentification {
  return {
    documentType: row?.documentType ?? null,
    issuingCountryCode: row?.issuingCountryCode ?? null,
    number: row?.number ?? null,
    status: row?.status ?? 'missing',
    rejectionReason: row?.rejectionReason ?? null,
    reviewedAt: row?.reviewedAt?.toISOString() ?? null,
  };
}

export function presentIdentityDocument(
  row: IdentityDocumentRow,
  audience: 'owner' | 'staff',
): IdentityDocument {
  return {
    id: row.id,
    fileName: row.originalName,
    contentType: row.contentType,
    sizeBytes: row.sizeBytes,
    uploadedAt: row.createdAt.toISOString(),
    url: identityDocumentUrl(audience, row),
  };
}
