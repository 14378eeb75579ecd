import { randomUUID } from 'node:crypto';
import type { Db } from '@skyparcel/db';
import { bookedShipmentFigures, type EdiBookingRow } from '@skyparcel/domain/edi-booking';
import type { RateCardStep } from '@skyparcel/domain/pricing';
import { formatOrderNumber } from '@skyparcel/domain/ship-requests';
import { allocateAirWaybills } from '../air-waybills';
import { recordAudit } from '../audit';
import { assertCompanyMayBook, findCompanyBillTo } from '../companies';
import { issueBookingInvoices } from '../invoices';
import { type BookedShipRequest, insertBookedShipRequests } from '../ship-requests';
import { openBookedShipments } from '../tracking';
import { findUserById } from '../users';
import { type EdiCaller, insertEdiBookings, updateUpload } from './edi-upload.repository';

/** Where a booked row ships from and at what price: its origin warehouse and the lane's card. */
export type EdiLane = {
  warehouseId: string;
  warehouseCity: string;
  rateCard: { currency: string; steps: readonly RateCardStep[] };
};

export type EdiRowToBook = { rowNumber: number; row: EdiBookingRow; lane: EdiLane };

/**
 * Books every valid row of an upload in ONE transaction (issue 15, decision 054): air waybills
 * from the configured ranges (one lock for the file, as packing draws them), each row a packed
 * ship request with source 'edi', its boxes, its tracked shipment and an `edi_bookings` row; the
 * upload turns success and the company's invoice on account is issued in the same transaction,
 * so it is booked and billed entirely or not at all.
 */
export async function bookEdiRows(
  db: Db,
  caller: EdiCaller,
  uploadId: string,
  rows: readonly EdiRowToBook[],
  bookedAt: Date,
) {
  return db.transaction(async (tx) => {
    // Checked again inside the booking: a license that expired while the file was being read
    // books nothing either (the upload checked it first, before reading a row).
    await assertCompanyMayBook(tx, caller.companyId, bookedAt);
    const airWaybills = await allocateAirWaybills(tx, rows.length);
    const booked = rows.map(({ rowNumber, row, lane }, index) => {
      const figures = bookedShipmentFigures(row, lane.rateCard);
      const request: BookedShipRequest = {
        id: randomUUID(),
        userId: caller.id,
        warehouseId: lane.warehouseId,
        destinationCountryCode: row.consignee.countryCode,
        shipTo: {
          consigneeName: row.consignee.name,
          street: row.consignee.street,
          street2: row.consignee.street2,
          city: row.consignee.city,
          stateOrProvince: row.consignee.stateOrProvince,
          zip: row.consignee.zip,
          countryCode: row.consignee.countryCode,
          phoneCountryCode: row.consignee.phoneCountryCode,
          phoneNumber: row.consignee.phoneNumber,
          addressType: 'work',
        },
        quoteLines: figures.quoteLines,
        totalMinor: figures.totalMinor,
        currency: figures.currency,
        airWaybillNumber: airWaybills[index] ?? '',
        finalWeightGrams: figures.finalWeightGrams,
        billedWeightGrams: figures.billedWeightGrams,
        boxes: figures.boxes,
      };
      return { rowNumber, row, lane, request, figures };
    });

    const numbers = await insertBookedShipRequests(
      tx,
      booked.map(({ request }) => request),
      bookedAt,
    );
    await openBookedShipments(
      tx,
      booked.map(({ request, lane }) => ({
        shipRequestId: request.id,
        orderNumber: numbers.get(request.id) ?? 0,
        airWaybillNumber: request.airWaybillNumber,
        origin: lane.warehouseCity,
        destination: request.shipTo.city,
        pieces: request.boxes.length,
        weightGrams: request.finalWeightGrams,
      })),
      bookedAt,
    );
    await insertEdiBookings(
      tx,
      booked.map(({ rowNumber, row, request, figures }) => ({
        uploadId,
        rowNumber,
        shipRequestId: request.id,
        shipperName: row.shipperName,
        shipperPhone: row.shipperPhone,
        description: row.description,
        hsCode: row.hsCode,
        productTypeCode: row.productType,
        declaredValueMinor: figures.declaredValueMinor,
        declaredCurrency: row.declaredValue.currency,
        originAirportCode: row.originAirport,
        destinationAirportCode: row.destinationAirport,
        palletCount: row.palletCount,
      })),
    );
    await recordAudit(tx, {
      actor: caller.id,
      action: 'edi-upload.book',
      subject: caller.id,
      detail: { uploadId, companyId: caller.companyId, shipments: rows.length },
    });
    const upload = await updateUpload(tx, uploadId, {
      status: 'success',
      phase: 'done',
      rowCount: rows.length,
      rowsChecked: rows.length,
      finishedAt: bookedAt,
    });
    // Billed on account in the same transaction: booked and invoiced, or neither.
    const uploader = await findUserById(tx, caller.id);
    await issueBookingInvoices(tx, {
      userId: caller.id,
      billTo: await findCompanyBillTo(tx, caller.companyId, uploader?.email ?? ''),
      upload: { serialNumber: upload.serialNumber, fileName: upload.originalFileName },
      shipments: booked.map(({ request }) => ({
        orderNumber: formatOrderNumber(numbers.get(request.id) ?? 0),
        airWaybillNumber: request.airWaybillNumber,
        quoteLines: request.quoteLines,
        warehouseId: request.warehouseId,
        currency: request.currency,
      })),
      issuedAt: bookedAt,
    });
    return upload;
  });
}
