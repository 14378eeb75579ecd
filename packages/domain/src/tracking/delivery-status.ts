import { z } from 'zod';
import type { TrackingStatus } from './tracking-statuses';

/** The delivery status enumeration of spec section 3. */
export const DELIVERY_STATUSES = [
  'awaitingAction',
  'arrivingSoon',
  'onTheWay',
  'delivered',
] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];
export const DeliveryStatusSchema = z.enum(DELIVERY_STATUSES);

const BY_TRACKING_STATUS: Record<TrackingStatus, DeliveryStatus> = {
  package_received: 'awaitingAction',
  preparing_package: 'awaitingAction',
  package_prepared: 'awaitingAction',
  departed_origin_airport: 'onTheWay',
  arrived_transit_airport: 'onTheWay',
  at_transit_sort_facility: 'onTheWay',
  departed_transit_airport: 'onTheWay',
  arrived_destination_airport: 'arrivingSoon',
  at_destination_sort_facility: 'arrivingSoon',
  undergoing_import_clearance: 'arrivingSoon',
  arrived_at_facility: 'arrivingSoon',
  out_for_delivery: 'arrivingSoon',
  delivered: 'delivered',
  undelivered: 'awaitingAction',
  return_to_hub: 'awaitingAction',
  refused_by_recipient: 'awaitingAction',
  unable_to_deliver: 'awaitingAction',
};

/**
 * The one place a shipment's delivery status is derived (spec section 3, decision 042): from its
 * latest event (events oldest first, corrections applied). Before departure and after an
 * exception someone has to act (awaitingAction); in the air onTheWay; from the destination
 * airport to the door arrivingSoon; then delivered. No event yet: awaitingAction.
 */
export function deliveryStatusOf(events: readonly { status: TrackingStatus }[]): DeliveryStatus {
  const latest = events.at(-1);
  return latest ? BY_TRACKING_STATUS[latest.status] : 'awaitingAction';
}
