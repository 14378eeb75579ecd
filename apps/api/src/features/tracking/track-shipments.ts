import type { Db } from '@skyparcel/db';
import type { TrackedShipment, TrackingEvent, TrackingResult } from '@skyparcel/domain/tracking';
import { MAX_TRACKING_NUMBERS } from '@skyparcel/domain/tracking';
import { findTrackedShipments, type TrackedShipmentRow } from './tracking.repository';

function groupByShipment(rows: TrackedShipmentRow[]) {
  const byId = new Map<string, { first: TrackedShipmentRow; events: TrackingEvent[] }>();
  for (const row of rows) {
    const entry = byId.get(row.shipmentId) ?? { first: row, events: [] };
    if (row.status && row.occurredAt && row.location !== null) {
      entry.events.push({
        status: row.status,
        occurredAt: row.occurredAt.toISOString(),
        location: row.location,
        airportCode: row.airportCode,
      });
    }
    byId.set(row.shipmentId, entry);
  }
  return [...byId.values()];
}

/**
 * Public tracking (spec section 4): each typed number's shipment with its full timeline, in the
 * order typed, and the numbers that matched nothing ('No tracking records').
 */
export async function trackShipments(
  db: Db,
  numbers: string[],
  page: number,
): Promise<TrackingResult> {
  const shipments = groupByShipment(await findTrackedShipments(db, numbers));
  const results: TrackedShipment[] = [];
  const notFound: string[] = [];
  for (const number of numbers) {
    const match = shipments.find(
      ({ first }) => first.airWaybillNumber === number || first.orderNumber === number,
    );
    const latest = match?.events.at(-1);
    if (!match || !latest) {
      notFound.push(number);
      continue;
    }
    results.push({
      trackingNumber: number,
      airWaybillNumber: match.first.airWaybillNumber,
      orderNumber: match.first.orderNumber,
      origin: match.first.origin,
      destination: match.first.destination,
      pieces: match.first.pieces,
      weightKg: match.first.weightGrams / 1000,
      status: latest.status,
      events: match.events,
    });
  }
  return { results, notFound, page, pageSize: MAX_TRACKING_NUMBERS, total: results.length };
}
