// The files module: the photos and documents of packages, their rows and their stored bytes, and
// the one place that builds their URLs. Features reach files only through this door (decision 028).
export { countPhotosSince } from './count-packing-photos';
export type { PackageFileKind, PackageFileRow } from './document.repository';
export {
  deletePackageFileRow,
  hasPackageDocument,
  listOwnedDocuments,
  listPackageFiles,
  requireOwnedDocument,
  requirePackageFile,
} from './document.repository';
export type { StoredFile } from './file-store';
export { removeStoredFile, storeFileBytes, storeUpload, sweepPartialFiles } from './file-store';
export type { FileAudience, FileLink } from './package-file-url';
export { packageFileUrl } from './package-file-url';
export { presentPackageFiles } from './package-files.presenter';
export { presentOwnedPackage } from './present-owned-package';
export type { StoredFileRow } from './send-stored-file';
export { sendStoredFile } from './send-stored-file';
export type { UploadTarget } from './upload-package-file';
export { discardPackageFiles, uploadPackageFile } from './upload-package-file';
