import { AppError } from '@skyparcel/domain/errors';
import { formatPackageNumber, type ReceivePackageBody } from '@skyparcel/domain/packages';
import { recordAudit } from '../../modules/audit';
import { type NotifyDeps, notifyCustomer } from '../../modules/notifications';
import {
  findPackageByTrackingNumber,
  insertReceivedPackage,
  type PackageCaller,
  requireStaffWarehouse,
} from '../../modules/packages';
import { findSuiteOwner } from './find-suite-owner';

/**
 * A clerk records a package at their warehouse (issue 4). The suite number on the label finds
 * the customer; an unknown one keeps the package unassigned (the label's number is kept) until
 * staff assign it. A retailer tracking number already received at this warehouse answers 409
 * naming that package unless the clerk confirms. The owner gets a notification and an e-mail;
 * the receipt is audited.
 */
export async function receivePackage(
  deps: NotifyDeps,
  clerk: PackageCaller,
  warehouseIdOrCode: string,
  body: ReceivePackageBody,
) {
  const { db, clock } = deps;
  const { warehouse, freeStorageDays } = await requireStaffWarehouse(db, clerk, warehouseIdOrCode);
  if (!body.confirmDuplicate) {
    // The same box scanned twice is a slip far more often than a reused number (issue 10).
    const existing = await findPackageByTrackingNumber(
      db,
      warehouse.id,
      body.retailerTrackingNumber,
    );
    if (existing) {
      throw new AppError('DUPLICATE_TRACKING_NUMBER', {
        params: { packageNumber: formatPackageNumber(existing.number) },
      });
    }
  }
  const owner = body.suiteNumber ? await findSuiteOwner(db, body.suiteNumber) : undefined;
  const now = clock();

  const pkg = await db.transaction(async (tx) => {
    const received = await insertReceivedPackage(tx, {
      body,
      warehouseId: warehouse.id,
      ownerUserId: owner?.userId ?? null,
      clerkUserId: clerk.id,
      now,
    });
    await recordAudit(tx, {
      actor: clerk.id,
      action: 'package.receive',
      subject: owner?.userId ?? null,
      detail: {
        packageId: received.id,
        warehouseId: warehouse.id,
        suiteNumber: body.suiteNumber,
        ...(body.confirmDuplicate ? { confirmedDuplicate: true } : {}),
      },
    });
    return received;
  });

  await notifyCustomer(deps, pkg, {
    kind: 'package_received',
    warehouseName: warehouse.name,
    freeStorageDays,
  });
  return pkg;
}
