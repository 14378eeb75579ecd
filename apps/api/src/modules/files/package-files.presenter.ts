import type { PackageFilesView, PackageRow } from '../packages';
import type { PackageFileRow } from './document.repository';
import { type FileAudience, packageFileUrl } from './package-file-url';

/**
 * A package's files as its details view shows them: the return label it chose, the photos for
 * the viewer and the documents list. `audience` says where this caller fetches a file: the
 * customer's routes or the staff console's.
 */
export function presentPackageFiles(
  files: PackageFileRow[],
  audience: FileAudience,
  pkg: Pick<PackageRow, 'warehouseId' | 'returnLabelSerialNumber'>,
): PackageFilesView {
  const fileUrl = (file: PackageFileRow) => packageFileUrl(audience, file, pkg.warehouseId);
  const label = files.find(
    (file) => file.kind === 'document' && file.serialNumber === pkg.returnLabelSerialNumber,
  );
  return {
    returnLabel: label
      ? { serialNumber: label.serialNumber, fileName: label.originalName, url: fileUrl(label) }
      : null,
    photos: files
      .filter((file) => file.kind === 'photo')
      .map((file) => ({ id: file.id, url: fileUrl(file) })),
    documents: files
      .filter((file) => file.kind === 'document')
      .map((file) => ({
        serialNumber: file.serialNumber,
        documentName: file.documentName,
        uploadedAt: file.createdAt.toISOString(),
      })),
  };
}
