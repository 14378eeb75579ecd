import type { Db } from '@skyparcel/db';
import { type ShipmentSummary, summariseShipments } from '@skyparcel/domain/customer-profile';
import { countWaitingPackages, findPaidShipRequestFigures } from './profile-summary.repository';

/** GET /UserProfile/get-shippment-summary: the caller's calendar year (UTC) so far. */
export async function getShipmentSummary(
  db: Db,
  userId: string,
  now: Date,
): Promise<ShipmentSummary> {
  const year = now.getUTCFullYear();
  const [requests, packagesWaiting] = await Promise.all([
    findPaidShipRequestFigures(db, userId, {
      from: new Date(Date.UTC(year, 0, 1)),
      to: new Date(Date.UTC(year + 1, 0, 1)),
    }),
    countWaitingPackages(db, userId),
  ]);
  return summariseShipments(year, requests, packagesWaiting);
}
