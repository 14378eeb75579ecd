import type { Db } from '@skyparcel/db';
import { AppError } from '@skyparcel/domain/errors';
import { isInSuite } from '@skyparcel/domain/packages';
import type { FastifyBaseLogger } from 'fastify';
import { deletePackageFileRow, type FileStore, requireOwnedDocument } from '../../modules/files';
import type { Viewer } from '../../modules/users';

/**
 * DELETE /Packages/uploaded-files/delete/{serialNumber}: the customer removes a document of a
 * package still in the suite; documents of a package on its way out are part of its record.
 */
export async function deleteDocument(
  { db, store, log }: { db: Db; store: FileStore; log: Pick<FastifyBaseLogger, 'warn'> },
  viewer: Viewer,
  serialNumber: number,
) {
  const { file, pkg } = await requireOwnedDocument(db, viewer, serialNumber);
  if (!isInSuite(pkg.status)) {
    throw new AppError('DOCUMENT_DELETE_FAILED');
  }
  await deletePackageFileRow(db, file.id);
  // The row goes first: a file without a row is harmless, a row without its file is not.
  await store
    .remove(file.storedName)
    .catch((error: unknown) =>
      log.warn({ err: error, storedName: file.storedName }, 'stored file not removed'),
    );
}
