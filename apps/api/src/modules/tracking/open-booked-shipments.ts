import { randomUUID } from 'node:crypto';
import { schema } from '@skyparcel/db';
import { formatOrderNumber } from '@skyparcel/domain/ship-requests';
import { sql } from 'drizzle-orm';
import { jsonRows } from '../../lib/json-rows';
import type { Tx } from '../../lib/tx';
import { insertEvents } from './tracking.repository';

const { trackedShipments } = schema;
const CHUNK = 2_000;

/** A booked shipment as tracking shows it from the start (decision 054). */
export type BookedShipment = {
  shipRequestId: string;
  orderNumber: number;
  airWaybillNumber: string;
  origin: string;
  destination: string;
  pieces: number;
  weightGrams: number;
};

/**
 * Opens the tracked shipments of booked EDI rows in bulk, inside the booking's transaction: found
 * by AWB and XWF number at once, with the events a paid and a packed request have
 * ('preparing_package', 'package_prepared') at the booking time, as `openTrackedShipment` and
 * packing write them one by one. No notification: the uploader sees the booking itself.
 */
export async function openBookedShipments(
  tx: Tx,
  shipments: readonly BookedShipment[],
  bookedAt: Date,
): Promise<void> {
  const rows = shipments.map((shipment) => ({
    id: randomUUID(),
    shipRequestId: shipment.shipRequestId,
    orderNumber: formatOrderNumber(shipment.orderNumber),
    airWaybillNumber: shipment.airWaybillNumber,
    origin: shipment.origin,
    destination: shipment.destination,
    pieces: shipment.pieces,
    weightGrams: shipment.weightGrams,
  }));
  for (let start = 0; start < rows.length; start += CHUNK) {
    await tx.execute(sql`
      insert into ${trackedShipments} (id, ship_request_id, order_number, air_waybill_number,
        origin, destination, pieces, weight_grams)
      select id, "shipRequestId", "orderNumber", "airWaybillNumber", origin, destination, pieces,
        "weightGrams"
      from jsonb_to_recordset(${jsonRows(rows.slice(start, start + CHUNK))}) as r(id uuid,
        "shipRequestId" uuid, "orderNumber" text, "airWaybillNumber" text, origin text,
        destination text, pieces integer, "weightGrams" integer)`);
  }
  await insertEvents(
    tx,
    rows.flatMap((row) =>
      (['preparing_package', 'package_prepared'] as const).map((status) => ({
        shipmentId: row.id,
        status,
        occurredAt: bookedAt,
        location: row.origin,
        airportCode: null,
        note: null,
        recordedBy: null,
        source: 'system' as const,
        recordedAt: bookedAt,
      })),
    ),
  );
}
