import type { ShipRequestStatus } from '@skyparcel/domain/ship-requests';
import type { CustomerShipment, CustomerShipmentStage } from '@skyparcel/domain/tracking';
import type { DbOrTx } from '../../lib/tx';
import { listEventsOfShipments } from '../../modules/tracking';
import type { Viewer } from '../../modules/users';
import { presentCustomerShipment } from './customer-shipment.presenter';
import { listOwnedShipments } from './customer-shipment.repository';

/** The suite's tabs: Preparing holds a request from payment to departure, Delivered the rest. */
const STATUSES_OF_STAGE: Record<CustomerShipmentStage, readonly ShipRequestStatus[]> = {
  preparing: ['paid', 'preparing', 'packed', 'departed'],
  delivered: ['delivered'],
};

/** The caller's paid requests of one suite tab, at one warehouse or all (issue 12). */
export async function listCustomerShipments(
  db: DbOrTx,
  viewer: Viewer,
  query: { stage: CustomerShipmentStage; warehouseId?: string | undefined },
): Promise<CustomerShipment[]> {
  const rows = await listOwnedShipments(db, viewer, {
    statuses: STATUSES_OF_STAGE[query.stage],
    warehouseId: query.warehouseId,
  });
  // Every request's events in one more query (not one per request), grouped by shipment.
  const shipmentIds = rows.flatMap((row) => (row.shipmentId ? [row.shipmentId] : []));
  const events = await listEventsOfShipments(db, shipmentIds);
  return rows.map((row) =>
    presentCustomerShipment(
      row,
      events.filter((event) => event.shipmentId === row.shipmentId),
    ),
  );
}
