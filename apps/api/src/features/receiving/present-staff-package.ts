import type { Db } from '@skyparcel/db';
import type { Clock } from '../../lib/clock';
import { listPackageFiles } from '../../modules/files';
import { loadPackageParts, type PackageCaller, requireStaffPackage } from '../../modules/packages';
import { presentStaffDetails } from './staff-package.presenter';

/** A package at one of the clerk's warehouses as the staff console shows it now. */
export async function presentStaffPackage(
  { db, clock }: { db: Db; clock: Clock },
  clerk: PackageCaller,
  packageId: string,
) {
  const row = await requireStaffPackage(db, clerk, packageId);
  const [parts, files] = await Promise.all([
    loadPackageParts(db, row.pkg.id),
    listPackageFiles(db, row.pkg.id),
  ]);
  return presentStaffDetails(row, parts, files, clock());
}
