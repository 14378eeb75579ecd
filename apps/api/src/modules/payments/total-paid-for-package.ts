import type { Db } from '@skyparcel/db';
import { requireOwnedPackage } from '../packages';
import { listOwnedShipRequests } from '../ship-requests';
import type { Viewer } from '../users';
import { sumPaidForShipRequests } from './payment.repository';

/**
 * GET /shipping/packages/{packageId}/total-paid: what the customer paid for the ship requests
 * that hold this package (a request's whole amount: its packages travel together). Another
 * customer's package answers 403 'Package with id is not associated with this user'.
 */
export async function totalPaidForPackage(db: Db, viewer: Viewer, packageId: string) {
  await requireOwnedPackage(db, viewer, packageId);
  const requests = await listOwnedShipRequests(db, viewer);
  const holding = requests
    .filter((request) => request.packages.some((pkg) => pkg.id === packageId))
    .map((request) => request.id);
  const [total] = holding.length > 0 ? await sumPaidForShipRequests(db, holding) : [];
  return {
    packageId,
    totalPaid: total ? { amountMinor: total.amountMinor, currency: total.currency } : null,
  };
}
