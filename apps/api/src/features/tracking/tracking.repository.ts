import type { Db } from '@skyparcel/db';
import { schema } from '@skyparcel/db';
import { asc, desc, eq, inArray, or, sql } from 'drizzle-orm';

const shipments = schema.trackedShipments;
const events = schema.trackingEvents;
const corrections = schema.trackingEventCorrections;

/**
 * Every shipment whose air waybill or order number is among `numbers`, with all its events as
 * they read now, in ONE SQL statement whatever the count (the benchmark compares 10 numbers
 * against 1). An event's newest correction replaces its status, time and place (decision 042:
 * events are append-only, the newest correction wins), through a lateral join per event.
 * The clerk's note is the customer's to read, not the public's: it is not selected.
 */
export function findTrackedShipments(db: Db, numbers: string[]) {
  const latest = db
    .select({
      status: corrections.status,
      occurredAt: corrections.occurredAt,
      location: corrections.location,
      airportCode: corrections.airportCode,
    })
    .from(corrections)
    .where(eq(corrections.eventId, events.id))
    .orderBy(desc(corrections.correctedAt), desc(corrections.id))
    .limit(1)
    .as('latest_correction');
  const status = sql<
    (typeof events.status.enumValues)[number] | null
  >`coalesce(${latest.status}, ${events.status})`;
  const occurredAt = sql<Date | null>`coalesce(${latest.occurredAt}, ${events.occurredAt})`.mapWith(
    events.occurredAt,
  );
  return db
    .select({
      shipmentId: shipments.id,
      airWaybillNumber: shipments.airWaybillNumber,
      orderNumber: shipments.orderNumber,
      origin: shipments.origin,
      destination: shipments.destination,
      pieces: shipments.pieces,
      weightGrams: shipments.weightGrams,
      status,
      occurredAt,
      location: sql<string | null>`coalesce(${latest.location}, ${events.location})`,
      airportCode: sql<
        string | null
      >`case when ${latest.status} is null then ${events.airportCode} else ${latest.airportCode} end`,
    })
    .from(shipments)
    .leftJoin(events, eq(events.shipmentId, shipments.id))
    .leftJoinLateral(latest, sql`true`)
    .where(
      or(inArray(shipments.airWaybillNumber, numbers), inArray(shipments.orderNumber, numbers)),
    )
    .orderBy(asc(shipments.id), asc(occurredAt), asc(events.recordedAt));
}

export type TrackedShipmentRow = Awaited<ReturnType<typeof findTrackedShipments>>[number];
