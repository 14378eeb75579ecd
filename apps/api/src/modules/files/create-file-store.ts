import { createDiskFileStore } from './disk-file-store';
import type { FileStore } from './file-store';
import { createS3Client, createS3FileStore, type S3Settings } from './s3-file-store';

/** What app.ts reads from the configuration (env.ts' `fileStorage`, FILE_STORAGE and S3_*). */
export type FileStorageSettings = { kind: 'disk' } | ({ kind: 's3' } & S3Settings);

/**
 * The portal's root file store (decision 070): `uploadsDir` (env.ts' `resolveUploadsDir`) on
 * disk, else the bucket. Its owner closes it.
 */
export function createFileStore(storage: FileStorageSettings, uploadsDir: string): FileStore {
  if (storage.kind === 's3') {
    return createS3FileStore(createS3Client(storage), storage.bucket);
  }
  return createDiskFileStore(uploadsDir);
}
