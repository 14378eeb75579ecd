import type { Db } from '@skyparcel/db';
import { AppError } from '@skyparcel/domain/errors';
import { recordAudit } from '../audit';
import type { FileStore } from '../files';
import {
  deleteIdentityDocumentRow,
  findOwnedIdentityDocument,
  lockIdentity,
} from './identity.repository';
import type { IdentityCaller } from './set-user-identification';

/**
 * DELETE /UserProfile/delete-file (issue 14): one of the caller's own ID documents (another
 * customer's id is not found). The documents of a verified identity stay, since staff verified
 * against them (ID_DOCUMENT_LOCKED): a customer replaces one by uploading the new one first,
 * which puts the identity back to pending. The file is removed once the row is.
 */
export async function deleteIdentityDocument(
  { db, store }: { db: Db; store: FileStore },
  caller: IdentityCaller,
  documentId: string,
): Promise<void> {
  const deleted = await db.transaction(async (tx) => {
    const identity = await lockIdentity(tx, caller.id);
    const document = await findOwnedIdentityDocument(tx, caller.id, documentId);
    if (!document) {
      throw new AppError('ID_DOCUMENT_NOT_FOUND');
    }
    if (identity.status === 'verified') {
      throw new AppError('ID_DOCUMENT_LOCKED');
    }
    await deleteIdentityDocumentRow(tx, caller.id, documentId);
    await recordAudit(tx, {
      actor: caller.actingAdminId ?? caller.id,
      action: 'identity.delete-document',
      subject: caller.id,
      detail: { documentId },
    });
    return document;
  });
  await store.remove(deleted.storedName);
}
