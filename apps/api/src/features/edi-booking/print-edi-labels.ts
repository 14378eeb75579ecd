import type { Db } from '@skyparcel/db';
import { AppError } from '@skyparcel/domain/errors';
import { dimWeightLb, formatOrderNumber } from '@skyparcel/domain/ship-requests';
import {
  type EdiCaller,
  listBookedShipments,
  requireCompanyUpload,
} from '../../modules/edi-booking';
import { renderShippingLabels, type ShippingLabel } from '../../modules/shipping-labels';

/**
 * POST /Booking/print-label (issue 15): ONE PDF with the fulfilment label (decision 043) of
 * every box of every shipment an upload booked, in the file's row order. The airports are the
 * ones the row named; the sender is the shipper, at the origin warehouse that takes the goods in.
 * Each label names the pallets the row gave, if any, and its box's DIM weight.
 */
export async function printEdiLabels(
  db: Db,
  caller: EdiCaller,
  uploadId: string,
): Promise<{ pdf: Buffer; fileName: string }> {
  const { upload } = await requireCompanyUpload(db, caller, uploadId);
  if (upload.status !== 'success') {
    throw new AppError('EDI_UPLOAD_NOT_BOOKED', {
      params: { serialNumber: String(upload.serialNumber) },
    });
  }
  const shipments = await listBookedShipments(db, upload.id);
  const labels = shipments.flatMap(({ booking, request, warehouse, boxes }) =>
    boxes.map(
      (box): ShippingLabel => ({
        airWaybillNumber: request.airWaybillNumber ?? '',
        orderNumber: formatOrderNumber(request.number),
        boxNumber: box.boxNumber,
        boxCount: boxes.length,
        weightGrams: box.actualWeightGrams,
        dimWeightLb: dimWeightLb(box),
        palletCount: booking.palletCount,
        originAirportCode: booking.originAirportCode,
        destinationAirportCode: booking.destinationAirportCode,
        sender: {
          name: booking.shipperName,
          street: warehouse.street,
          street2: warehouse.street2,
          city: warehouse.city,
          state: warehouse.state,
          zip: warehouse.zip,
          countryCode: warehouse.countryCode,
          phone: booking.shipperPhone ?? warehouse.phone,
        },
        consignee: request.shipTo,
      }),
    ),
  );
  const pdf = await renderShippingLabels(labels, {
    title: `Shipping labels of booking ${upload.serialNumber}`,
    subject: `EDI booking ${upload.serialNumber}: ${shipments.length} shipments`,
  });
  return { pdf, fileName: `booking-${upload.serialNumber}-labels.pdf` };
}
