import { currencyDecimals } from '@skyparcel/domain/money';
import type {
  BookingsPerUploadReport,
  DeliveryPerformanceReport,
  DutiesAndVatReport,
  LaneReport,
  OutstandingInvoicesReport,
  ShipmentsPerWeekReport,
} from '@skyparcel/domain/reports';
import { writeCsv } from '../../lib/csv-writer';

/**
 * Each report as CSV (issue 15, decision 055): the rows of its table, with codes for headers
 * (a spreadsheet reads them in any language), money in major units of its currency and weight
 * in kilograms, as the invoices CSV does.
 */
const major = (amountMinor: number, currency: string) => {
  const decimals = currencyDecimals(currency);
  return (amountMinor / 10 ** decimals).toFixed(decimals);
};
const kilograms = (grams: number) => (grams / 1000).toFixed(3);

export function shipmentsPerWeekCsv(report: ShipmentsPerWeekReport): string {
  return writeCsv([
    ['week_start', 'shipments'],
    ...report.weeks.map((week) => [week.weekStart, week.shipments]),
  ]);
}

/** One line per lane and currency billed; a lane nothing was billed on has one without money. */
export function laneCsv(report: LaneReport): string {
  return writeCsv([
    ['origin', 'destination', 'shipments', 'weight_kg', 'currency', 'spend'],
    ...report.lanes.flatMap((lane) => {
      const head = [lane.origin, lane.destination, lane.shipments, kilograms(lane.weightGrams)];
      return lane.spend.length === 0
        ? [[...head, '', '']]
        : lane.spend.map((spend) => [
            ...head,
            spend.currency,
            major(spend.amountMinor, spend.currency),
          ]);
    }),
  ]);
}

export function deliveryPerformanceCsv(report: DeliveryPerformanceReport): string {
  return writeCsv([
    [
      'origin',
      'destination',
      'delivered',
      'on_time',
      'on_time_percent',
      'average_transit_days',
      'promised_transit_days',
    ],
    ...report.lanes.map((lane) => [
      lane.origin,
      lane.destination,
      lane.delivered,
      lane.onTime,
      lane.onTimePercent.toFixed(1),
      lane.averageTransitDays.toFixed(1),
      report.promisedTransitDays,
    ]),
  ]);
}

export function dutiesAndVatCsv(report: DutiesAndVatReport): string {
  return writeCsv([
    ['month', 'currency', 'duties', 'vat'],
    ...report.months.map((month) => [
      month.month,
      month.currency,
      major(month.dutiesMinor, month.currency),
      major(month.vatMinor, month.currency),
    ]),
  ]);
}

export function outstandingInvoicesCsv(report: OutstandingInvoicesReport): string {
  return writeCsv([
    ['currency', 'age', 'invoices', 'outstanding'],
    ...report.currencies.flatMap((currency) =>
      currency.ages.map((age) => [
        currency.currency,
        age.age,
        age.invoices,
        major(age.outstandingMinor, currency.currency),
      ]),
    ),
  ]);
}

export function bookingsPerUploadCsv(report: BookingsPerUploadReport): string {
  return writeCsv([
    ['serial_number', 'file_name', 'format', 'status', 'uploaded_at', 'rows', 'bookings'],
    ...report.uploads.map((upload) => [
      upload.serialNumber,
      upload.fileName,
      upload.format,
      upload.status,
      upload.uploadedAt,
      upload.rows,
      upload.bookings,
    ]),
  ]);
}
