import type { DbOrTx } from '../../lib/tx';
import { listEffectiveEvents, type ShipmentEvent } from './tracking.repository';

/**
 * A shipment's timeline as it reads now (decision 042): every event, oldest first, each with its
 * newest correction applied and marked. `deliveryStatusOf` (domain) derives the delivery status
 * from it.
 */
export function listShipmentEvents(db: DbOrTx, shipmentId: string): Promise<ShipmentEvent[]> {
  return listEffectiveEvents(db, [shipmentId]);
}

/**
 * The timelines of several shipments in two queries whatever their number (the suite's lists),
 * oldest first per shipment, corrections applied as in `listShipmentEvents`.
 */
export function listEventsOfShipments(
  db: DbOrTx,
  shipmentIds: readonly string[],
): Promise<ShipmentEvent[]> {
  return listEffectiveEvents(db, shipmentIds);
}
