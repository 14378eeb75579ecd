import { z } from 'zod';

/** The 17 tracking statuses of spec section 4, in the order a shipment normally meets them. */
export const TRACKING_STATUSES = [
  'package_received',
  'preparing_package',
  'package_prepared',
  'departed_origin_airport',
  'arrived_transit_airport',
  'at_transit_sort_facility',
  'departed_transit_airport',
  'arrived_destination_airport',
  'at_destination_sort_facility',
  'undergoing_import_clearance',
  'arrived_at_facility',
  'out_for_delivery',
  'delivered',
  'undelivered',
  'return_to_hub',
  'refused_by_recipient',
  'unable_to_deliver',
] as const;
export type TrackingStatus = (typeof TRACKING_STATUSES)[number];
export const TrackingStatusSchema = z.enum(TRACKING_STATUSES);

/** Statuses after which nothing more is expected to happen to a shipment. */
export const FINAL_TRACKING_STATUSES: readonly TrackingStatus[] = [
  'delivered',
  'refused_by_recipient',
];

/** The exceptions of spec section 4: a delivery that did not go as planned. */
export const EXCEPTION_TRACKING_STATUSES = [
  'undelivered',
  'return_to_hub',
  'refused_by_recipient',
  'unable_to_deliver',
] as const satisfies readonly TrackingStatus[];
export type ExceptionTrackingStatus = (typeof EXCEPTION_TRACKING_STATUSES)[number];

export function isExceptionTrackingStatus(
  status: TrackingStatus,
): status is ExceptionTrackingStatus {
  return (EXCEPTION_TRACKING_STATUSES as readonly TrackingStatus[]).includes(status);
}

/** Who recorded an event: a clerk's scan, a carrier's file, or the system (payment, packing). */
export const TRACKING_EVENT_SOURCES = ['staff', 'import', 'system'] as const;
export type TrackingEventSource = (typeof TRACKING_EVENT_SOURCES)[number];
export const TrackingEventSourceSchema = z.enum(TRACKING_EVENT_SOURCES);
