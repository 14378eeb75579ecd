import { schema } from '@skyparcel/db';
import { TRACKING_STATUSES, type TrackingStatus } from '@skyparcel/domain/tracking';
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../lib/tx';

const { trackedShipments, trackingEvents, trackingEventCorrections } = schema;

/** Bind parameters per statement stay far below PostgreSQL's 65,535. */
const CHUNK = 5_000;

export type TrackedShipmentRow = typeof trackedShipments.$inferSelect;
export type TrackingEventRow = typeof trackingEvents.$inferSelect;
export type NewTrackingEvent = Omit<typeof trackingEvents.$inferInsert, 'id'>;
export type TrackingEventCorrectionRow = typeof trackingEventCorrections.$inferSelect;

/**
 * An event as it reads now: the newest correction's status, time, place and note over the
 * original scan (append-only, decision 042), with who corrected it and why.
 */
export type ShipmentEvent = Omit<TrackingEventRow, 'status' | 'occurredAt'> & {
  status: TrackingStatus;
  occurredAt: Date;
  /** The status and time as first scanned: the dedupe key of the same scan recorded again. */
  scanned: { status: TrackingStatus; occurredAt: Date };
  correction: Pick<TrackingEventCorrectionRow, 'reason' | 'correctedBy' | 'correctedAt'> | null;
};

/** Opens the shipment of a request once: a second call finds the first one's row. */
export async function insertShipmentOnce(
  tx: Tx,
  values: Omit<typeof trackedShipments.$inferInsert, 'id'> & { shipRequestId: string },
): Promise<{ row: TrackedShipmentRow; created: boolean }> {
  const [inserted] = await tx
    .insert(trackedShipments)
    .values(values)
    .onConflictDoNothing({ target: trackedShipments.shipRequestId })
    .returning();
  if (inserted) {
    return { row: inserted, created: true };
  }
  const [existing] = await tx
    .select()
    .from(trackedShipments)
    .where(eq(trackedShipments.shipRequestId, values.shipRequestId));
  if (!existing) {
    throw new Error('a tracked shipment neither inserted nor found');
  }
  return { row: existing, created: false };
}

export async function updateShipment(
  tx: Tx,
  id: string,
  changes: Partial<
    Pick<
      TrackedShipmentRow,
      'airWaybillNumber' | 'origin' | 'destination' | 'pieces' | 'weightGrams'
    >
  >,
) {
  const [row] = await tx
    .update(trackedShipments)
    .set(changes)
    .where(eq(trackedShipments.id, id))
    .returning();
  return row;
}

/** The shipments of these air waybills (in chunks, so a file of 10,000 stays within limits). */
export async function findShipmentsByAirWaybill(db: DbOrTx, numbers: readonly string[]) {
  const rows: TrackedShipmentRow[] = [];
  for (let start = 0; start < numbers.length; start += CHUNK) {
    const chunk = numbers.slice(start, start + CHUNK);
    rows.push(
      ...(await db
        .select()
        .from(trackedShipments)
        .where(inArray(trackedShipments.airWaybillNumber, chunk))),
    );
  }
  return rows;
}

/** Shows the flight's airports as the shipments' origin and destination (a CAWB's route). */
export async function setRouteOfRequests(
  tx: Tx,
  shipRequestIds: readonly string[],
  route: { origin: string; destination: string },
) {
  if (shipRequestIds.length === 0) {
    return;
  }
  await tx
    .update(trackedShipments)
    .set(route)
    .where(inArray(trackedShipments.shipRequestId, [...shipRequestIds]));
}

/** One shipment by id or air waybill, locked, so its events are recorded one at a time. */
export async function lockShipment(
  tx: Tx,
  ref: { shipmentId: string } | { airWaybillNumber: string },
): Promise<TrackedShipmentRow | undefined> {
  const where =
    'shipmentId' in ref
      ? eq(trackedShipments.id, ref.shipmentId)
      : eq(trackedShipments.airWaybillNumber, ref.airWaybillNumber);
  const [row] = await tx.select().from(trackedShipments).where(where).for('update');
  return row;
}

export async function findShipmentOfRequest(db: DbOrTx, shipRequestId: string) {
  const [row] = await db
    .select()
    .from(trackedShipments)
    .where(eq(trackedShipments.shipRequestId, shipRequestId));
  return row;
}

/** The same scan recorded before (the dedupe key: shipment, status, time), if any. */
export async function findSameScan(
  db: DbOrTx,
  shipmentId: string,
  status: TrackingStatus,
  occurredAt: Date,
) {
  const [row] = await db
    .select()
    .from(trackingEvents)
    .where(
      and(
        eq(trackingEvents.shipmentId, shipmentId),
        eq(trackingEvents.status, status),
        eq(trackingEvents.occurredAt, occurredAt),
      ),
    );
  return row;
}

export async function insertEvent(tx: Tx, values: NewTrackingEvent) {
  const [row] = await tx.insert(trackingEvents).values(values).returning();
  if (!row) {
    throw new Error('a tracking event was not inserted');
  }
  return row;
}

export async function findEvent(db: DbOrTx, eventId: string) {
  const [row] = await db.select().from(trackingEvents).where(eq(trackingEvents.id, eventId));
  return row;
}

export async function insertCorrection(
  tx: Tx,
  values: Omit<typeof trackingEventCorrections.$inferInsert, 'id'>,
) {
  const [row] = await tx.insert(trackingEventCorrections).values(values).returning();
  if (!row) {
    throw new Error('a tracking event correction was not inserted');
  }
  return row;
}

/** Every event of these shipments as it reads now, oldest first per shipment (two queries). */
export async function listEffectiveEvents(
  db: DbOrTx,
  shipmentIds: readonly string[],
): Promise<ShipmentEvent[]> {
  if (shipmentIds.length === 0) {
    return [];
  }
  const events: TrackingEventRow[] = [];
  const corrections: { correction: TrackingEventCorrectionRow }[] = [];
  for (let start = 0; start < shipmentIds.length; start += CHUNK) {
    const chunk = shipmentIds.slice(start, start + CHUNK);
    events.push(
      ...(await db.select().from(trackingEvents).where(inArray(trackingEvents.shipmentId, chunk))),
    );
    corrections.push(
      ...(await db
        .select({ correction: trackingEventCorrections })
        .from(trackingEventCorrections)
        .innerJoin(trackingEvents, eq(trackingEvents.id, trackingEventCorrections.eventId))
        .where(inArray(trackingEvents.shipmentId, chunk))),
    );
  }
  corrections.sort(
    (a, b) =>
      b.correction.correctedAt.getTime() - a.correction.correctedAt.getTime() ||
      b.correction.id.localeCompare(a.correction.id),
  );
  const latest = new Map<string, TrackingEventCorrectionRow>();
  for (const { correction } of corrections) {
    if (!latest.has(correction.eventId)) {
      latest.set(correction.eventId, correction);
    }
  }
  return events
    .map((event): ShipmentEvent => {
      const correction = latest.get(event.id);
      const scanned = { status: event.status, occurredAt: event.occurredAt };
      if (!correction) {
        return { ...event, scanned, correction: null };
      }
      return {
        ...event,
        scanned,
        status: correction.status,
        occurredAt: correction.occurredAt,
        location: correction.location,
        airportCode: correction.airportCode,
        note: correction.note,
        correction: {
          reason: correction.reason,
          correctedBy: correction.correctedBy,
          correctedAt: correction.correctedAt,
        },
      };
    })
    .sort(byTimeline);
}

/**
 * Oldest first; two events of one moment keep the order they were recorded in, and the normal
 * order of statuses when they were recorded together (one import).
 */
export function byTimeline(a: ShipmentEvent, b: ShipmentEvent): number {
  return (
    a.shipmentId.localeCompare(b.shipmentId) ||
    a.occurredAt.getTime() - b.occurredAt.getTime() ||
    a.recordedAt.getTime() - b.recordedAt.getTime() ||
    TRACKING_STATUSES.indexOf(a.status) - TRACKING_STATUSES.indexOf(b.status)
  );
}
