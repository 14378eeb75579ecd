import { randomInt } from 'node:crypto';
import type { Db } from '@skyparcel/db';
import { schema } from '@skyparcel/db';
import type { PackageStatus } from '@skyparcel/domain/packages';
import type { PackageRow } from '../modules/packages';
import type { TestUser } from './build-user';
import { warehouseIdOf } from './build-user';

type BuildPackageOptions = {
  /** Whose suite it is in; null leaves it unassigned (no suite number matched its label). */
  owner: Pick<TestUser, 'user'> | null;
  /** The warehouse's code; US-DE unless told. */
  warehouse?: string;
  status?: PackageStatus;
  retailerName?: string;
  retailerTrackingNumber?: string;
  receivedAt?: Date;
};

/**
 * A package already in `status` (in review unless told) at a warehouse: the row receiving writes
 * (`insertReceivedPackage`: 2 kg, 30×20×10 cm, from Amazon by UPS), set straight to its state.
 * It has no status history, pieces or line items, so a test that counts the moves a call makes
 * starts from none (receiving and the moves have their own tests). A package held for action
 * has the item-details reason, the one a customer can answer.
 */
export async function buildPackage(
  db: Db,
  { owner, warehouse = 'US-DE', status = 'in_review', ...details }: BuildPackageOptions,
): Promise<PackageRow> {
  const [pkg] = await db
    .insert(schema.packages)
    .values({
      userId: owner?.user.id ?? null,
      warehouseId: await warehouseIdOf(db, warehouse),
      status,
      reason: status === 'action_required' ? 'item_details' : null,
      retailerName: details.retailerName ?? 'Amazon',
      retailerTrackingNumber: details.retailerTrackingNumber ?? `TRK${randomInt(1e9, 9e9)}`,
      carrier: 'UPS',
      weightAmount: 2,
      weightUnit: 'Kg',
      length: 30,
      width: 20,
      depth: 10,
      lengthUnit: 'Cm',
      receivedAt: details.receivedAt ?? new Date(),
    })
    .returning();
  if (!pkg) {
    throw new Error('package not created');
  }
  return pkg;
}
