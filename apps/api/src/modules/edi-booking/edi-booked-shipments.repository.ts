import type { Db } from '@skyparcel/db';
import { schema } from '@skyparcel/db';
import { asc, count, eq, inArray, max, min } from 'drizzle-orm';

const { ediBookings, shipRequests, shipRequestBoxes, warehouses } = schema;

/**
 * The shipments an upload booked, in the file's row order, with their boxes and warehouse: what
 * the labels and the booking report print. The upload is the caller's company's (checked first
 * by `requireCompanyUpload`). Reads `ship_requests` directly: a booking's request is made only by
 * this module (decision 054), and one query serves ten thousand rows.
 */
export async function listBookedShipments(db: Db, uploadId: string) {
  const rows = await db
    .select({
      booking: ediBookings,
      request: {
        id: shipRequests.id,
        number: shipRequests.number,
        status: shipRequests.status,
        shipTo: shipRequests.shipTo,
        destinationCountryCode: shipRequests.destinationCountryCode,
        airWaybillNumber: shipRequests.airWaybillNumber,
        finalWeightGrams: shipRequests.finalWeightGrams,
        billedWeightGrams: shipRequests.billedWeightGrams,
        totalMinor: shipRequests.totalMinor,
        currency: shipRequests.currency,
      },
      warehouse: warehouses,
    })
    .from(ediBookings)
    .innerJoin(shipRequests, eq(shipRequests.id, ediBookings.shipRequestId))
    .innerJoin(warehouses, eq(warehouses.id, shipRequests.warehouseId))
    .where(eq(ediBookings.uploadId, uploadId))
    .orderBy(asc(ediBookings.rowNumber));
  const boxes = await db
    .select()
    .from(shipRequestBoxes)
    .where(
      inArray(
        shipRequestBoxes.shipRequestId,
        db
          .select({ id: ediBookings.shipRequestId })
          .from(ediBookings)
          .where(eq(ediBookings.uploadId, uploadId)),
      ),
    )
    .orderBy(asc(shipRequestBoxes.boxNumber));
  const boxesOf = new Map<string, (typeof boxes)[number][]>();
  for (const box of boxes) {
    boxesOf.set(box.shipRequestId, [...(boxesOf.get(box.shipRequestId) ?? []), box]);
  }
  return rows.map((row) => ({ ...row, boxes: boxesOf.get(row.request.id) ?? [] }));
}

export type BookedShipmentView = Awaited<ReturnType<typeof listBookedShipments>>[number];

/**
 * How many shipments an upload booked and its first and last air waybill (one range is drawn
 * per file, so they bound it): the confirmation e-mail's facts, in one small query.
 */
export async function summariseBookedAirWaybills(db: Db, uploadId: string) {
  const [row] = await db
    .select({
      count: count(),
      first: min(shipRequests.airWaybillNumber),
      last: max(shipRequests.airWaybillNumber),
    })
    .from(ediBookings)
    .innerJoin(shipRequests, eq(shipRequests.id, ediBookings.shipRequestId))
    .where(eq(ediBookings.uploadId, uploadId));
  return { count: row?.count ?? 0, first: row?.first ?? '', last: row?.last ?? '' };
}
