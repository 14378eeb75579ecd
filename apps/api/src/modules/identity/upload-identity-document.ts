import type { Readable } from 'node:stream';
import type { Db } from '@skyparcel/db';
import { AppError } from '@skyparcel/domain/errors';
import { DOCUMENT_UPLOAD_TYPES } from '@skyparcel/domain/packages';
import { MAX_ID_DOCUMENTS } from '@skyparcel/domain/profile';
import { recordAudit } from '../audit';
import type { FileStore } from '../files';
import {
  countIdentityDocuments,
  type IdentityDocumentRow,
  insertIdentityDocument,
  lockIdentity,
  updateIdentity,
} from './identity.repository';
import type { IdentityCaller } from './set-user-identification';

/**
 * The spec's profile text for a failed upload ('Update failed, please try to upload your
 * documents again.'), keeping the file store's reason (type, size) in `fields`.
 */
function uploadFailed(error: unknown): unknown {
  if (error instanceof AppError && ['UPLOAD_FAILED', 'UPLOAD_TOO_LARGE'].includes(error.code)) {
    return new AppError('ID_DOCUMENT_UPLOAD_FAILED', error.fields ? { fields: error.fields } : {});
  }
  return error;
}

function tooMany() {
  return new AppError('ID_DOCUMENT_UPLOAD_FAILED', {
    fields: { file: 'validation.tooManyIdFiles' },
  });
}

/**
 * POST /UserProfile/upload-file (issue 14): one scan of the customer's passport or ID, sniffed
 * and capped at 5 MB by the file store, at most MAX_ID_DOCUMENTS per customer (checked before a
 * byte is written and again under the identity's lock). The identity goes back to pending: staff
 * look at the new document. A failed insert removes the stored file again.
 */
export async function uploadIdentityDocument(
  { db }: { db: Db },
  store: FileStore,
  caller: IdentityCaller,
  upload: { originalName: string; source: Readable },
): Promise<IdentityDocumentRow> {
  if ((await countIdentityDocuments(db, caller.id)) >= MAX_ID_DOCUMENTS) {
    upload.source.resume();
    throw tooMany();
  }
  const stored = await store.storeUpload(upload.source, DOCUMENT_UPLOAD_TYPES).catch((error) => {
    throw uploadFailed(error);
  });
  try {
    return await db.transaction(async (tx) => {
      const identity = await lockIdentity(tx, caller.id);
      if ((await countIdentityDocuments(tx, caller.id)) >= MAX_ID_DOCUMENTS) {
        throw tooMany();
      }
      const row = await insertIdentityDocument(tx, {
        userId: caller.id,
        // A browser never sends a NUL in a file name; PostgreSQL could not store one.
        originalName: upload.originalName.replaceAll('\u0000', '').slice(0, 200) || 'document',
        storedName: stored.storedName,
        contentType: stored.contentType,
        sizeBytes: stored.sizeBytes,
      });
      await updateIdentity(tx, caller.id, {
        status: 'pending',
        rejectionReason: null,
        reviewedBy: null,
        reviewedAt: null,
      });
      await recordAudit(tx, {
        actor: caller.actingAdminId ?? caller.id,
        action: 'identity.upload-document',
        subject: caller.id,
        detail: { documentId: row.id, statusBefore: identity.status, sizeBytes: row.sizeBytes },
      });
      return row;
    });
  } catch (error) {
    await store.remove(stored.storedName);
    throw error;
  }
}
