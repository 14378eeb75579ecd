import type { Readable } from 'node:stream';
import type { AppError } from '@skyparcel/domain/errors';
import { DOCUMENT_UPLOAD_TYPES } from '@skyparcel/domain/packages';
import { isUniqueViolation } from '../../lib/unique-violation';
import type { FileStore } from '../files';

/** The document columns an application and a renewal share. */
export type LicenseDocumentColumns = {
  documentStoredName: string;
  documentOriginalName: string;
  documentContentType: string;
  documentSizeBytes: number;
};

/**
 * A trade license document (a business application's or a renewal's, decision 052): sniffed and
 * stored privately, then `write` records it (its row and audit, in one transaction). When the
 * write fails the file is removed again, so no document outlives its row; a clash on the
 * one-pending-per-applicant index answers `pendingError` (a second tab sent the same form).
 */
export async function withStoredLicenseDocument<T>(
  store: FileStore,
  upload: { originalName: string; source: Readable },
  write: (document: LicenseDocumentColumns) => Promise<T>,
  pending: { index: string; error: AppError },
): Promise<T> {
  const stored = await store.storeUpload(upload.source, DOCUMENT_UPLOAD_TYPES);
  try {
    return await write({
      documentStoredName: stored.storedName,
      // A browser never sends a NUL in a file name; PostgreSQL could not store one.
      documentOriginalName:
        upload.originalName.replaceAll('\u0000', '').slice(0, 200) || 'trade-license',
      documentContentType: stored.contentType,
      documentSizeBytes: stored.sizeBytes,
    });
  } catch (error) {
    await store.remove(stored.storedName);
    throw isUniqueViolation(error, pending.index) ? pending.error : error;
  }
}
