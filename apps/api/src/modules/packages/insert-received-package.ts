import { schema } from '@skyparcel/db';
import { fromMajor } from '@skyparcel/domain/money';
import type { ReceivePackageBody } from '@skyparcel/domain/packages';
import type { Tx } from '../../lib/tx';
import { saveLineItems } from './line-items';
import type { PackageRow } from './package.repository';

export type ReceivedPackage = {
  body: ReceivePackageBody;
  warehouseId: string;
  /** The customer the label's suite number found; null keeps the package unassigned. */
  ownerUserId: string | null;
  clerkUserId: string;
  now: Date;
};

/**
 * Writes a package as received, in the caller's transaction: the package in review, its pieces,
 * its declared line items with their totals, and the first entry of its status history.
 */
export async function insertReceivedPackage(
  tx: Tx,
  { body, warehouseId, ownerUserId, clerkUserId, now }: ReceivedPackage,
): Promise<PackageRow> {
  const [inserted] = await tx
    .insert(schema.packages)
    .values({
      userId: ownerUserId,
      warehouseId,
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
      receivedBy: clerkUserId,
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
  const withTotals = await saveLineItems(tx, inserted.id, body.lineItems);
  await tx.insert(schema.packageStatusHistory).values({
    packageId: inserted.id,
    actorUserId: clerkUserId,
    toStatus: 'in_review',
    createdAt: now,
  });
  return withTotals ?? inserted;
}
