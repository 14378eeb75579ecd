import type { Db } from '@skyparcel/db';
import { schema } from '@skyparcel/db';
import type { InvoiceCargo } from '@skyparcel/domain/invoices';
import { totalDimWeightLb } from '@skyparcel/domain/ship-requests';
import { and, asc, count, eq, inArray, max, min, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../lib/tx';

const { ediBookings, ediUploads, shipRequests, shipRequestBoxes, warehouses } = schema;

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

/**
 * The pallets the EDI row of this ship request named (the file's `palletCount`): null for loose
 * boxes, and for a request a customer made (no booking row).
 */
export async function findBookedPalletCount(
  db: DbOrTx,
  shipRequestId: string,
): Promise<number | null> {
  const [row] = await db
    .select({ palletCount: ediBookings.palletCount })
    .from(ediBookings)
    .where(eq(ediBookings.shipRequestId, shipRequestId));
  return row?.palletCount ?? null;
}

/**
 * What an upload's invoice in one currency carries (an invoice has one currency, so a file of
 * two gets two invoices, each of its own shipments; decision 054): how many shipments and boxes,
 * the pallets its rows named, the boxes' volumetric weight and their DIM weight (the domain's
 * rule over each size of box, counted: an upload has up to 10,000 rows of up to 99 boxes).
 * Null when no upload has this serial number.
 */
export async function summariseBookedCargo(
  db: DbOrTx,
  booking: { serialNumber: number; currency: string },
): Promise<InvoiceCargo | null> {
  const shipmentsOfInvoice = and(
    eq(ediUploads.serialNumber, booking.serialNumber),
    eq(shipRequests.currency, booking.currency),
  );
  const [[shipments], sizes] = await Promise.all([
    db
      .select({
        shipmentCount: count(),
        palletCount: sql<number | null>`sum(${ediBookings.palletCount})::int`,
      })
      .from(ediBookings)
      .innerJoin(ediUploads, eq(ediUploads.id, ediBookings.uploadId))
      .innerJoin(shipRequests, eq(shipRequests.id, ediBookings.shipRequestId))
      .where(shipmentsOfInvoice),
    db
      .select({
        lengthMm: shipRequestBoxes.lengthMm,
        widthMm: shipRequestBoxes.widthMm,
        heightMm: shipRequestBoxes.heightMm,
        count: count(),
        volumetricWeightGrams: sql<number>`sum(${shipRequestBoxes.volumetricWeightGrams})::int`,
      })
      .from(ediBookings)
      .innerJoin(ediUploads, eq(ediUploads.id, ediBookings.uploadId))
      .innerJoin(shipRequests, eq(shipRequests.id, ediBookings.shipRequestId))
      .innerJoin(shipRequestBoxes, eq(shipRequestBoxes.shipRequestId, ediBookings.shipRequestId))
      .where(shipmentsOfInvoice)
      .groupBy(shipRequestBoxes.lengthMm, shipRequestBoxes.widthMm, shipRequestBoxes.heightMm),
  ]);
  if (!shipments || shipments.shipmentCount === 0) {
    return null;
  }
  const volumetricGrams = sizes.reduce((sum, size) => sum + size.volumetricWeightGrams, 0);
  return {
    shipmentCount: shipments.shipmentCount,
    boxCount: sizes.reduce((sum, size) => sum + size.count, 0),
    palletCount: shipments.palletCount,
    dimWeight: { amount: totalDimWeightLb(sizes), unit: 'Lb' },
    volWeight: { amount: volumetricGrams / 1000, unit: 'Kg' },
  };
}
