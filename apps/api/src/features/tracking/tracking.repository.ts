import type { Db } from '@skyparcel/db';
import { schema } from '@skyparcel/db';
import type { TrackingStatus } from '@skyparcel/domain/tracking';
import { inArray, or, sql } from 'drizzle-orm';

const shipments = schema.trackedShipments;
const events = schema.trackingEvents;
const corrections = schema.trackingEventCorrections;

/** One event as the statement below writes it: [status, occurredAt (ISO 8601), location, airport]. */
export type TrackedEventTuple = [TrackingStatus, string, string, string | null];

/**
 * Every shipment whose air waybill or order number is among `numbers`, with all its events as
 * they read now, in ONE SQL statement whatever the count (the benchmark compares 10 numbers
 * against 1, decision 044). Each shipment is one row carrying its timeline as a JSON array built
 * in SQL (json_agg), so ten shipments cost the driver ten rows, not a row per event. An event's
 * newest correction replaces its status, time and place (decision 042: events are append-only,
 * the newest correction wins), through a lateral probe of the corrections' index per event.
 * The clerk's note is the customer's to read, not the public's: it is not selected.
 */
export function findTrackedShipments(db: Db, numbers: string[]) {
  // Qualified by hand: inside the subquery an unqualified "id" would be the events' own.
  const timeline = sql<TrackedEventTuple[]>`(
    select coalesce(json_agg(json_build_array(
             coalesce(c.status, e.status),
             coalesce(c.occurred_at, e.occurred_at),
             coalesce(c.location, e.location),
             case when c.status is null then e.airport_code else c.airport_code end)
           order by coalesce(c.occurred_at, e.occurred_at), e.recorded_at), '[]'::json)
    from ${events} e
    left join lateral (
      select ${corrections.status}, ${corrections.occurredAt}, ${corrections.location},
             ${corrections.airportCode}
      from ${corrections}
      where ${corrections.eventId} = e.id
      order by ${corrections.correctedAt} desc, ${corrections.id} desc
      limit 1) c on true
    where e.shipment_id = "tracked_shipments"."id")`;
  return db
    .select({
      shipmentId: shipments.id,
      airWaybillNumber: shipments.airWaybillNumber,
      orderNumber: shipments.orderNumber,
      origin: shipments.origin,
      destination: shipments.destination,
      pieces: shipments.pieces,
      weightGrams: shipments.weightGrams,
      timeline,
    })
    .from(shipments)
    .where(
      or(inArray(shipments.airWaybillNumber, numbers), inArray(shipments.orderNumber, numbers)),
    );
}

export type TrackedShipmentRow = Awaited<ReturnType<typeof findTrackedShipments>>[number];
