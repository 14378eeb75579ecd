// The tracking module: the tracked shipments, their append-only events and the corrections of
// them (`tracked_shipments`, `tracking_events`, `tracking_event_corrections`; decision 042).
// Payment opens a shipment, packing and the staff scan screens record events, the public and
// customer views read timelines: all only through this door.
export type { TrackingEventCorrection } from './correct-tracking-event';
export { correctTrackingEvent } from './correct-tracking-event';
export { listEventsOfShipments, listShipmentEvents } from './list-shipment-events';
export type { BookedShipment } from './open-booked-shipments';
export { openBookedShipments } from './open-booked-shipments';
export { openTrackedShipment } from './open-tracked-shipment';
export type {
  RecordedTrackingEvent,
  ShipmentRef,
  TrackingDeps,
  TrackingEventInput,
} from './record-tracking-event';
export {
  recordTrackingEvent,
  recordTrackingEventIn,
  recordTrackingEventsIn,
} from './record-tracking-event';
export type { ShipmentEvent, TrackedShipmentRow } from './tracking.repository';
export {
  findShipmentOfRequest,
  findShipmentsByAirWaybill,
  listEffectiveEvents,
  setRouteOfRequests,
} from './tracking.repository';
