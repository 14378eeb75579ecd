import type { Db } from '@skyparcel/db';
import { AppError } from '@skyparcel/domain/errors';
import { requireOwnedPackage } from '../packages';
import type { Viewer } from '../users';
import { findOwnedRequestHolding, type ShipRequestView } from './ship-request.repository';

/**
 * GET /Warehouses/shipment-charge-details/{packageId} (spec section 7): the request that holds
 * the caller's package, whose stored quote lines are the charges. Another's package answers the
 * catalogue's 403; a package in no request (or only in cancelled ones) 404.
 */
export async function findChargeDetails(
  db: Db,
  { viewer, packageId }: { viewer: Viewer; packageId: string },
): Promise<ShipRequestView> {
  await requireOwnedPackage(db, viewer, packageId);
  const view = await findOwnedRequestHolding(db, viewer, packageId);
  if (!view) {
    throw new AppError('SHIP_REQUEST_NOT_FOUND', { params: { id: packageId } });
  }
  return view;
}
