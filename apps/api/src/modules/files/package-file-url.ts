import type { PackageFileRow } from './document.repository';

/** Who fetches the file: the customer from their suite, or staff from the console. */
export type FileAudience = 'customer' | 'staff';

export type FileLink = Pick<PackageFileRow, 'id' | 'kind' | 'serialNumber' | 'packageId'>;

/**
 * The one place that says where a package's file is fetched (issue 10: file URLs written once),
 * matching the download routes in features/uploads: a customer's photo under its warehouse and
 * package, a customer's document by its serial number (spec section 7, Uploads), any file of
 * the package for staff.
 */
export function packageFileUrl(audience: FileAudience, file: FileLink, warehouseId: string) {
  if (audience === 'staff') {
    return `/api/staff/packages/${file.packageId}/files/${file.id}`;
  }
  return file.kind === 'photo'
    ? `/api/warehouses/${warehouseId}/packages/${file.packageId}/photos/${file.id}`
    : `/api/Packages/uploaded-files/${file.serialNumber}/file`;
}
