import type { Db } from '@skyparcel/db';
import { AppError } from '@skyparcel/domain/errors';
import { currencyDecimals } from '@skyparcel/domain/money';
import { formatOrderNumber, totalDimWeightLb } from '@skyparcel/domain/ship-requests';
import { writeCsv } from '../../lib/csv-writer';
import {
  type EdiCaller,
  listBookedShipments,
  requireCompanyUpload,
} from '../../modules/edi-booking';

/** The report's columns, in order (codes, not texts: a spreadsheet reads them in any language). */
export const EDI_BOOKING_REPORT_COLUMNS = [
  'row',
  'order_number',
  'air_waybill',
  'status',
  'shipper',
  'consignee',
  'city',
  'country',
  'origin_airport',
  'destination_airport',
  'pieces',
  'weight_kg',
  'billed_weight_kg',
  'declared_value',
  'declared_currency',
  'description',
  'hs_code',
  'product_type',
  'freight',
  'freight_currency',
  // Added after the rest (decision 061), so a spreadsheet reading columns by place still works.
  'pallets',
  'dim_weight_lb',
] as const;

const major = (minor: number, currency: string) => {
  const decimals = currencyDecimals(currency);
  return (minor / 10 ** decimals).toFixed(decimals);
};

/**
 * POST /ReportSKEC/generate-csv (issue 15): the shipments a booked upload made, one line each in
 * the file's row order, with their order number, AWB, state now, weights and freight, the
 * pallets the row named and the boxes' DIM weight (csv-stringify, as the other CSV exports).
 */
export async function generateEdiBookingReportCsv(
  db: Db,
  caller: EdiCaller,
  uploadId: string,
): Promise<{ csv: string; fileName: string }> {
  const { upload } = await requireCompanyUpload(db, caller, uploadId);
  if (upload.status !== 'success') {
    throw new AppError('EDI_UPLOAD_NOT_BOOKED', {
      params: { serialNumber: String(upload.serialNumber) },
    });
  }
  const shipments = await listBookedShipments(db, upload.id);
  const lines = shipments.map(({ booking, request, boxes }) => [
    booking.rowNumber,
    formatOrderNumber(request.number),
    request.airWaybillNumber ?? '',
    request.status,
    booking.shipperName,
    request.shipTo.consigneeName,
    request.shipTo.city,
    request.destinationCountryCode,
    booking.originAirportCode,
    booking.destinationAirportCode,
    boxes.length,
    ((request.finalWeightGrams ?? 0) / 1000).toFixed(3),
    ((request.billedWeightGrams ?? 0) / 1000).toFixed(3),
    major(booking.declaredValueMinor, booking.declaredCurrency),
    booking.declaredCurrency,
    booking.description,
    booking.hsCode,
    booking.productTypeCode,
    major(request.totalMinor, request.currency),
    request.currency,
    booking.palletCount ?? '',
    totalDimWeightLb(boxes).toFixed(2),
  ]);
  return {
    csv: writeCsv([[...EDI_BOOKING_REPORT_COLUMNS], ...lines]),
    fileName: `booking-${upload.serialNumber}-report.csv`,
  };
}
