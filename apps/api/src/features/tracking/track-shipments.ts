import type { Db } from '@skyparcel/db';
import type { TrackedShipment, TrackingEvent, TrackingResult } from '@skyparcel/domain/tracking';
import { MAX_TRACKING_NUMBERS } from '@skyparcel/domain/tracking';
import { findTrackedShipments, type TrackedShipmentRow } from './tracking.repository';

/** A shipment's events as the API answers them (times in UTC, ISO 8601 with milliseconds). */
function eventsOf(row: TrackedShipmentRow): TrackingEvent[] {
  return row.timeline.map(([status, occurredAt, location, airportCode]) => ({
    status,
    occurredAt: new Date(occurredAt).toISOString(),
    location,
    airportCode,
  }));
}

/**
 * Public tracking (spec section 4): each typed number's shipment with its full timeline, in the
 * order typed, and the numbers that matched nothing ('No tracking records.').
 */
export async function trackShipments(
  db: Db,
  numbers: string[],
  page: number,
): Promise<TrackingResult> {
  const shipments = (await findTrackedShipments(db, numbers)).map((row) => ({
    first: row,
    events: eventsOf(row),
  }));
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
