import type { Db } from '@skyparcel/db';
import type { Clock } from '../../lib/clock';
import { loadPackageParts, type PackageCaller, requireStaffPackage } from '../../modules/packages';
import { presentStaffDetails } from './staff-package.presenter';

/** A package at one of the clerk's warehouses as the staff console shows it now. */
export async function presentStaffPackage(
  { db, clock }: { db: Db; clock: Clock },
  clerk: PackageCaller,
  packageId: string,
) {
  const row = await requireStaffPackage(db, clerk, packageId);
  return presentStaffDetails(row, await loadPackageParts(db, row.pkg.id), clock());
}
