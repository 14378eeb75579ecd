import type { Readable } from 'node:stream';
import type { Db } from '@skyparcel/db';
import { schema } from '@skyparcel/db';
import { AppError } from '@skyparcel/domain/errors';
import { isInSuite, type UploadType } from '@skyparcel/domain/packages';
import { and, count, eq, inArray } from 'drizzle-orm';
import { lockPackageState } from '../packages';
import type { PackageFileRow } from './document.repository';
import type { FileStore } from './file-store';

type FileDeps = { db: Db };

export type UploadTarget = {
  packageId: string;
  kind: 'document' | 'photo';
  documentName: string;
  originalName: string;
  uploadedBy: string;
  accepted: readonly UploadType[];
  maxFiles: number;
};

/**
 * Stores one file of a package and records it. The count limit is checked before a byte is
 * written and again, under the package's row lock, when the row is inserted; the row is written
 * only once the file is complete and kept, and a failed insert removes the file again.
 */
export async function uploadPackageFile(
  { db }: FileDeps,
  store: FileStore,
  target: UploadTarget,
  source: Readable,
) {
  const countFiles = async (reader: Pick<Db, 'select'>) => {
    const [row] = await reader
      .select({ value: count() })
      .from(schema.packageFiles)
      .where(
        and(
          eq(schema.packageFiles.packageId, target.packageId),
          eq(schema.packageFiles.kind, target.kind),
        ),
      );
    return row?.value ?? 0;
  };
  const limitReached = () =>
    new AppError('UPLOAD_FAILED', { fields: { file: 'validation.tooManyFiles' } });
  if ((await countFiles(db)) >= target.maxFiles) {
    source.resume();
    throw limitReached();
  }

  const stored = await store.storeUpload(source, target.accepted);
  try {
    return await db.transaction(async (tx) => {
      const status = await lockPackageState(tx, target.packageId);
      if (!status || (target.kind === 'document' && !isInSuite(status))) {
        throw new AppError('PACKAGE_NOT_CHANGEABLE');
      }
      if ((await countFiles(tx)) >= target.maxFiles) {
        throw limitReached();
      }
      const [row] = await tx
        .insert(schema.packageFiles)
        .values({
          packageId: target.packageId,
          kind: target.kind,
          documentName: target.documentName,
          // A browser never sends a NUL in a file name; PostgreSQL could not store one.
          originalName: target.originalName.replaceAll('\u0000', '').slice(0, 200),
          storedName: stored.storedName,
          contentType: stored.contentType,
          sizeBytes: stored.sizeBytes,
          uploadedBy: target.uploadedBy,
        })
        .returning();
      if (!row) {
        throw new Error('file row not inserted');
      }
      return row;
    });
  } catch (error) {
    await store.remove(stored.storedName);
    throw error;
  }
}

/** Removes files this request stored before a later part failed: an upload is all or nothing. */
export async function discardPackageFiles(
  { db }: FileDeps,
  store: FileStore,
  rows: PackageFileRow[],
) {
  if (rows.length === 0) {
    return;
  }
  await db.delete(schema.packageFiles).where(
    inArray(
      schema.packageFiles.id,
      rows.map((row) => row.id),
    ),
  );
  for (const row of rows) {
    await store.remove(row.storedName);
  }
}
