import type { Db } from '@skyparcel/db';
import { AppError } from '@skyparcel/domain/errors';
import type { Clock } from '../../lib/clock';
import { listPackageFiles } from '../../modules/files';
import { findOwnedPackage, loadPackageParts } from '../../modules/packages';
import { presentPackageDetails } from './package.presenter';

/** The details of a customer's own package as they see them now (after a change, for the answer). */
export async function presentOwnedPackage(
  { db, clock }: { db: Db; clock: Clock },
  userId: string,
  packageId: string,
) {
  const row = await findOwnedPackage(db, userId, packageId);
  if (!row) {
    throw new AppError('PACKAGE_NOT_FOUND', { params: { id: packageId } });
  }
  const [parts, files] = await Promise.all([
    loadPackageParts(db, packageId),
    listPackageFiles(db, packageId),
  ]);
  return presentPackageDetails(row, { ...parts, files }, clock(), 'customer');
}
