import { schema } from '@skyparcel/db';
import { AppError } from '@skyparcel/domain/errors';
import { fromMajor } from '@skyparcel/domain/money';
import { formatPackageNumber, type ReceivePackageBody } from '@skyparcel/domain/packages';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { SessionUser } from '../../plugins/auth';
import { notifyCustomer } from '../notifications/notify-customer';
import { replaceLineItems } from '../packages/line-items';
import { findSuiteOwner } from './find-suite-owner';
import { findPackageByTrackingNumber } from './staff-package.repository';
import { requireStaffWarehouse } from './staff-scope';

/**
 * A clerk records a package at their warehouse (issue 4). The suite number on the label finds
 * the customer; an unknown one keeps the package unassigned (the label's number is kept) until
 * staff assign it. A retailer tracking number already received at this warehouse answers 409
 * naming that package unless the clerk confirms. The owner gets a notification and an e-mail;
 * the receipt is audited.
 */
export async function receivePackage(
  app: FastifyInstance,
  clerk: SessionUser,
  warehouseIdOrCode: string,
  body: ReceivePackageBody,
) {
  const { warehouse } = await requireStaffWarehouse(app.db, clerk, warehouseIdOrCode);
  if (!body.confirmDuplicate) {
    // The same box scanned twice is a slip far more often than a reused number (issue 10).
    const existing = await findPackageByTrackingNumber(
      app.db,
      warehouse.id,
      body.retailerTrackingNumber,
    );
    if (existing) {
      throw new AppError('DUPLICATE_TRACKING_NUMBER', {
        params: { packageNumber: formatPackageNumber(existing.number) },
      });
    }
  }
  const owner = body.suiteNumber ? await findSuiteOwner(app.db, body.suiteNumber) : undefined;
  const now = new Date();

  const pkg = await app.db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(schema.packages)
      .values({
        userId: owner?.userId ?? null,
        warehouseId: warehouse.id,
        labelSuiteNumber: body.suiteNumber ?? null,
        status: 'in_review',
        retailerName: body.retailerName,
        retailerTrackingNumber: body.retailerTrackingNumber,
        carrier: body.carrier,
        weightAmount: body.weight.amount,
        weightUnit: body.weight.unit,
        length: body.dimensions.length,
        width: body.dimensions.width,
        depth: body.dimensions.depth,
        lengthUnit: body.dimensions.unit,
        warehouseComment: body.warehouseComment ?? null,
        receivedAt: now,
        receivedBy: clerk.id,
      })
      .returning();
    if (!inserted) {
      throw new Error('package not inserted');
    }
    if (body.pieces.length > 0) {
      await tx.insert(schema.packagePieces).values(
        body.pieces.map((piece, index) => {
          const value = fromMajor(piece.value.amount, piece.value.currency);
          return {
            packageId: inserted.id,
            sortOrder: index,
            receptacleId: piece.receptacleId,
            valueMinor: value.amountMinor,
            currency: value.currency,
          };
        }),
      );
    }
    const totals = await replaceLineItems(tx, inserted.id, body.lineItems);
    const [withTotals] = await tx
      .update(schema.packages)
      .set(totals)
      .where(eq(schema.packages.id, inserted.id))
      .returning();
    await tx.insert(schema.packageStatusHistory).values({
      packageId: inserted.id,
      actorUserId: clerk.id,
      toStatus: 'in_review',
      createdAt: now,
    });
    await tx.insert(schema.auditLog).values({
      actorUserId: clerk.id,
      action: 'package.receive',
      targetUserId: owner?.userId ?? null,
      details: {
        packageId: inserted.id,
        warehouseId: warehouse.id,
        suiteNumber: body.suiteNumber,
        ...(body.confirmDuplicate ? { confirmedDuplicate: true } : {}),
      },
    });
    return withTotals ?? inserted;
  });

  await notifyCustomer(app, pkg, {
    kind: 'package_received',
    warehouseName: warehouse.name,
    freeStorageDays: warehouse.freeStorageDays,
  });
  return pkg;
}
