import { z } from 'zod';
import { EDI_FILE_FORMATS, EDI_UPLOAD_STATUSES } from '../edi-booking/edi-booking.schemas';
import { DATE_RANGE_KEY } from '../input/bounded-input';
import { INVOICE_AGES } from './delivery-performance';

const ReportDaySchema = z.iso
  .date({ error: 'validation.date' })
  .refine((day) => day >= '1900-01-01' && day <= '2200-12-31', DATE_RANGE_KEY);

const CountryCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, 'validation.countryCode');

/**
 * The query of every report (issue 15, decision 055): a range of days (both included, UTC; the
 * last six months when left out) and a lane: origin (the warehouse's country) and destination.
 */
export const ReportQuerySchema = z
  .object({
    dateFrom: ReportDaySchema.optional(),
    dateTo: ReportDaySchema.optional(),
    origin: CountryCodeSchema.optional(),
    destination: CountryCodeSchema.optional(),
  })
  .refine((query) => !(query.dateFrom && query.dateTo) || query.dateFrom <= query.dateTo, {
    error: 'validation.dateOrder',
    path: ['dateTo'],
  });
export type ReportQuery = z.infer<typeof ReportQuerySchema>;

/** The reports, by the name of their call (`/api/reports/{name}` and `{name}.csv`). */
export const REPORT_NAMES = [
  'shipments-per-week',
  'lanes',
  'delivery-performance',
  'duties-and-vat',
  'outstanding-invoices',
  'bookings-per-upload',
] as const;
export type ReportName = (typeof REPORT_NAMES)[number];

const RangeSchema = z.object({ dateFrom: z.string(), dateTo: z.string() });
const LaneSchema = { origin: z.string(), destination: z.string() };
const AmountSchema = z.object({ currency: z.string(), amountMinor: z.number().int() });

/** Paid shipments per ISO week (by its Monday), every week of the range listed. */
export const ShipmentsPerWeekReportSchema = z.object({
  range: RangeSchema,
  total: z.number().int(),
  weeks: z.array(z.object({ weekStart: z.string(), shipments: z.number().int() })),
});
export type ShipmentsPerWeekReport = z.infer<typeof ShipmentsPerWeekReportSchema>;

/** Shipments and weight paid in the range, and the invoices billed in it, per lane. */
export const LaneReportSchema = z.object({
  range: RangeSchema,
  lanes: z.array(
    z.object({
      ...LaneSchema,
      shipments: z.number().int(),
      weightGrams: z.number().int(),
      spend: z.array(AmountSchema),
    }),
  ),
});
export type LaneReport = z.infer<typeof LaneReportSchema>;

/** Deliveries in the range per lane: how many kept the promised transit, and the mean days. */
export const DeliveryPerformanceReportSchema = z.object({
  range: RangeSchema,
  promisedTransitDays: z.number().int(),
  lanes: z.array(
    z.object({
      ...LaneSchema,
      delivered: z.number().int(),
      onTime: z.number().int(),
      onTimePercent: z.number(),
      averageTransitDays: z.number(),
    }),
  ),
});
export type DeliveryPerformanceReport = z.infer<typeof DeliveryPerformanceReportSchema>;

const DutiesAndVatSchema = {
  currency: z.string(),
  dutiesMinor: z.number().int(),
  vatMinor: z.number().int(),
};

/** Duties and VAT of the invoices issued in the range and paid in full, per month and currency. */
export const DutiesAndVatReportSchema = z.object({
  range: RangeSchema,
  months: z.array(z.object({ month: z.string(), ...DutiesAndVatSchema })),
  totals: z.array(z.object(DutiesAndVatSchema)),
});
export type DutiesAndVatReport = z.infer<typeof DutiesAndVatReportSchema>;

/** The invoices issued in the range and still owed, per currency and by how overdue they are. */
export const OutstandingInvoicesReportSchema = z.object({
  range: RangeSchema,
  currencies: z.array(
    z.object({
      currency: z.string(),
      invoices: z.number().int(),
      outstandingMinor: z.number().int(),
      overdueMinor: z.number().int(),
      ages: z.array(
        z.object({
          age: z.enum(INVOICE_AGES),
          invoices: z.number().int(),
          outstandingMinor: z.number().int(),
        }),
      ),
    }),
  ),
});
export type OutstandingInvoicesReport = z.infer<typeof OutstandingInvoicesReportSchema>;

/** Uploads shown at most: the latest of the range (a bar each). */
export const MAX_REPORT_UPLOADS = 100;

/**
 * The company's EDI uploads of the range (up to the latest MAX_REPORT_UPLOADS, oldest first) and
 * the shipments each booked; with a lane, only its bookings on that lane, and uploads with some.
 */
export const BookingsPerUploadReportSchema = z.object({
  range: RangeSchema,
  totalBookings: z.number().int(),
  uploads: z.array(
    z.object({
      serialNumber: z.number().int(),
      fileName: z.string(),
      format: z.enum(EDI_FILE_FORMATS),
      status: z.enum(EDI_UPLOAD_STATUSES),
      uploadedAt: z.string(),
      rows: z.number().int(),
      bookings: z.number().int(),
    }),
  ),
});
export type BookingsPerUploadReport = z.infer<typeof BookingsPerUploadReportSchema>;

/** The origins and destinations the company has shipped between: the lane filter's choices. */
export const ReportLaneOptionsSchema = z.object({
  origins: z.array(z.string()),
  destinations: z.array(z.string()),
});
export type ReportLaneOptions = z.infer<typeof ReportLaneOptionsSchema>;
