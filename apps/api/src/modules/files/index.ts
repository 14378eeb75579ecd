// The files module: the photos and documents of packages, their rows and their stored bytes, and
// the one place that builds their URLs. Features reach files only through this door (decision 028);
// every stored byte goes through one FileStore, on disk or S3 (decision 070).
export { countPhotosSince } from './count-packing-photos';
export type { FileStorageSettings } from './create-file-store';
export { createFileStore } from './create-file-store';
export { createDiskFileStore } from './disk-file-store';
export type { PackageFileKind, PackageFileRow } from './document.repository';
export {
  deletePackageFileRow,
  hasPackageDocument,
  listOwnedDocuments,
  listPackageFiles,
  requireOwnedDocument,
  requirePackageFile,
} from './document.repository';
export type { FileStore, ListedFile, OpenedFile, StoredFile } from './file-store';
export type { MoveReport } from './move-files-to-s3';
export { moveFilesToS3 } from './move-files-to-s3';
export type { FileAudience, FileLink } from './package-file-url';
export { packageFileUrl } from './package-file-url';
export { presentPackageFiles } from './package-files.presenter';
export { presentOwnedPackage } from './present-owned-package';
export { createS3Client } from './s3-file-store';
export type { StoredFileRow } from './send-stored-file';
export { sendStoredFile } from './send-stored-file';
export type { UploadTarget } from './upload-package-file';
export { discardPackageFiles, uploadPackageFile } from './upload-package-file';
