import type { Db } from '@skyparcel/db';
import { AppError } from '@skyparcel/domain/errors';
import type { Clock } from '../../lib/clock';
import { findOwnedPackage, loadPackageParts, presentPackageDetails } from '../packages';
import type { Viewer } from '../users';
import { listPackageFiles } from './document.repository';
import { presentPackageFiles } from './package-files.presenter';

/**
 * The details of a package the customer may see (their own or, in a business, the company's) as they see them now (after a change, for the answer):
 * My Suite and the additional services both answer with it. It sits here because files are the
 * module that sees both a package's parts and its files (packages never import files).
 */
export async function presentOwnedPackage(
  { db, clock }: { db: Db; clock: Clock },
  viewer: Viewer,
  packageId: string,
) {
  const row = await findOwnedPackage(db, viewer, packageId);
  if (!row) {
    throw new AppError('PACKAGE_NOT_FOUND', { params: { id: packageId } });
  }
  const [parts, files] = await Promise.all([
    loadPackageParts(db, packageId),
    listPackageFiles(db, packageId),
  ]);
  return presentPackageDetails(
    row,
    parts,
    presentPackageFiles(files, 'customer', row.pkg),
    clock(),
  );
}
