import { AppError } from '@skyparcel/domain/errors';
import { recordAudit } from '../../modules/audit';
import { type NotifyDeps, notifyCustomer } from '../../modules/notifications';
import {
  assignPackageOwner,
  type PackageCaller,
  requireStaffPackage,
} from '../../modules/packages';
import { findSuiteOwner } from './find-suite-owner';

/**
 * An unassigned package (its label's suite number matched nobody) is given to a customer once
 * staff know whose it is; the customer is then told of its arrival like any receipt. A package
 * that already has an owner is not moved to someone else here.
 */
export async function assignPackage(
  deps: NotifyDeps,
  clerk: PackageCaller,
  packageId: string,
  suiteNumber: string,
) {
  const { db, clock } = deps;
  const row = await requireStaffPackage(db, clerk, packageId);
  const owner = await findSuiteOwner(db, suiteNumber);
  if (!owner) {
    throw new AppError('SUITE_NOT_FOUND', { params: { suite: suiteNumber } });
  }
  const assigned = await db.transaction(async (tx) => {
    const updated = await assignPackageOwner(tx, packageId, owner.userId, clock());
    if (!updated) {
      throw new AppError('PACKAGE_NOT_CHANGEABLE');
    }
    await recordAudit(tx, {
      actor: clerk.id,
      action: 'package.assign',
      subject: owner.userId,
      detail: {
        packageId,
        suiteNumber: owner.suiteNumber,
        labelSuiteNumber: row.pkg.labelSuiteNumber,
      },
    });
    return updated;
  });
  await notifyCustomer(deps, assigned, {
    kind: 'package_received',
    warehouseName: row.warehouseName,
    freeStorageDays: row.freeStorageDays,
  });
  return assigned;
}
