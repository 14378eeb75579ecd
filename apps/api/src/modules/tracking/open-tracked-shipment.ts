import { formatOrderNumber } from '@skyparcel/domain/ship-requests';
import type { Tx } from '../../lib/tx';
import { findShipmentFacts, type ShipRequestRow } from '../ship-requests';
import { insertEvents, insertShipmentOnce, updateShipment } from './tracking.repository';

/**
 * The request's tracked shipment (decision 042). Call it when the request is paid: the shipment
 * opens with two system events at the warehouse, 'package_received' at the earliest receipt of
 * its packages (the spec's first status, so the timeline tells the whole story) and
 * 'preparing_package' at payment, so the public tracking finds it by its XWF order number at
 * once. Call it again once packed (or when anything it shows
 * changes): it then carries the air waybill, the boxes and the final weight, so it is found by
 * AWB too. Idempotent; inside the caller's transaction.
 */
export async function openTrackedShipment(
  tx: Tx,
  shipRequest: Pick<ShipRequestRow, 'id' | 'number' | 'airWaybillNumber' | 'paidAt' | 'updatedAt'>,
) {
  const facts = await findShipmentFacts(tx, shipRequest.id);
  if (!facts) {
    throw new Error(`ship request ${shipRequest.id} not found for tracking`);
  }
  const shown = {
    airWaybillNumber: shipRequest.airWaybillNumber,
    origin: facts.warehouseCity,
    destination: facts.destinationCity,
    pieces: facts.pieces,
    weightGrams: facts.weightGrams,
  };
  const { row, created } = await insertShipmentOnce(tx, {
    ...shown,
    shipRequestId: shipRequest.id,
    orderNumber: formatOrderNumber(shipRequest.number),
  });
  if (!created) {
    // The origin may have become the CAWB's airport: only what packing changes is refreshed.
    return updateShipment(tx, row.id, {
      airWaybillNumber: shown.airWaybillNumber,
      pieces: shown.pieces,
      weightGrams: shown.weightGrams,
    });
  }

  const preparingAt = shipRequest.paidAt ?? shipRequest.updatedAt;
  const system = {
    shipmentId: row.id,
    location: facts.warehouseCity,
    airportCode: null,
    note: null,
    recordedBy: null,
    source: 'system' as const,
    recordedAt: new Date(),
  };
  // Receipt comes first in the order rule; a receipt not before payment (a clock's skew) would
  // date the timeline backwards, so it is then left out rather than invented.
  const received =
    facts.firstReceivedAt !== null && facts.firstReceivedAt < preparingAt
      ? [{ ...system, status: 'package_received' as const, occurredAt: facts.firstReceivedAt }]
      : [];
  await insertEvents(tx, [
    ...received,
    { ...system, status: 'preparing_package', occurredAt: preparingAt },
  ]);
  return row;
}
