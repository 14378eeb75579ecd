import type { ShipmentEventView, TrackingEventSource } from '@skyparcel/domain/tracking';
import type { ShipmentEvent } from '../../modules/tracking';

/** An event as the staff screens read it: corrections applied, never the recording clerk's id. */
export function presentShipmentEvent(event: ShipmentEvent): ShipmentEventView {
  return {
    id: event.id,
    status: event.status,
    occurredAt: event.occurredAt.toISOString(),
    location: event.location,
    airportCode: event.airportCode,
    note: event.note,
    source: event.source satisfies TrackingEventSource,
    correction: event.correction
      ? { reason: event.correction.reason, correctedAt: event.correction.correctedAt.toISOString() }
      : null,
  };
}
