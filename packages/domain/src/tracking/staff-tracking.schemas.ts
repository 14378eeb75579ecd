import { z } from 'zod';
import {
  BoundedDateSchema,
  DATE_RANGE_KEY,
  EARLIEST_DATE,
  LATEST_DATE,
} from '../input/bounded-input';
import { normalizeAirWaybill } from '../shipping/air-waybill';
import { TrackingEventSourceSchema, TrackingStatusSchema } from './tracking-statuses';

const text = (max: number) =>
  z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, 'validation.required')
    .max(max, 'validation.tooLong');
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, 'validation.tooLong')
    .nullish()
    .transform((value) => (value ? value : null));
const AirportCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{3}$/, 'validation.invalid');

/** A scan as a clerk records it (POST /staff/shipments/{shipRequestId}/events, decision 042). */
export const StaffTrackingEventBodySchema = z.object({
  status: TrackingStatusSchema,
  occurredAt: BoundedDateSchema,
  location: text(200),
  airportCode: AirportCodeSchema.nullish().transform((value) => value ?? null),
  note: optionalText(500),
});
export type StaffTrackingEventBody = z.infer<typeof StaffTrackingEventBodySchema>;

/** A correction: the event as it should read, and why (POST /staff/tracking-events/{id}/corrections). */
export const TrackingEventCorrectionBodySchema = StaffTrackingEventBodySchema.extend({
  reason: text(500),
});
export type TrackingEventCorrectionBody = z.infer<typeof TrackingEventCorrectionBodySchema>;

/** An event as staff and the customer's timeline see it, corrections applied. */
export const ShipmentEventSchema = z.object({
  id: z.string(),
  status: TrackingStatusSchema,
  occurredAt: z.string(),
  location: z.string(),
  airportCode: z.string().nullable(),
  note: z.string().nullable(),
  source: TrackingEventSourceSchema,
  /** The newest correction's reason and time; null for an event as scanned. */
  correction: z.object({ reason: z.string(), correctedAt: z.string() }).nullable(),
});
export type ShipmentEventView = z.infer<typeof ShipmentEventSchema>;

export const RecordedTrackingEventSchema = z.object({
  event: ShipmentEventSchema,
  /** False when the same scan was recorded before: nothing changed. */
  created: z.boolean(),
});

/** A CAWB as staff create it (POST /staff/master-waybills). */
export const CreateMasterWaybillBodySchema = z.object({
  flightNumber: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9]{2}\d{1,4}[A-Z]?$/, 'validation.invalid'),
  departureDate: z.iso.date('validation.invalid'),
  originAirportCode: AirportCodeSchema,
  destinationAirportCode: AirportCodeSchema,
});
export type CreateMasterWaybillBody = z.infer<typeof CreateMasterWaybillBodySchema>;

/** The packed requests a CAWB carries, all of them (PUT /staff/master-waybills/{id}/shipments). */
export const AssignMasterWaybillBodySchema = z.object({
  shipRequestIds: z
    .array(z.uuid('validation.invalid'))
    .max(500, 'validation.tooMany')
    .transform((ids) => [...new Set(ids)]),
});

export const MasterWaybillSchema = z.object({
  id: z.string(),
  number: z.string(),
  flightNumber: z.string(),
  departureDate: z.string(),
  originAirportCode: z.string(),
  destinationAirportCode: z.string(),
  /** The XWF order numbers of the requests it carries. */
  orderNumbers: z.array(z.string()),
});
export type MasterWaybillView = z.infer<typeof MasterWaybillSchema>;

/** The columns of a carrier's scan file, in this order after a header line naming them. */
export const TRACKING_IMPORT_COLUMNS = [
  'airWaybillNumber',
  'status',
  'occurredAt',
  'location',
  'airportCode',
  'note',
] as const;
export const MAX_TRACKING_IMPORT_ROWS = 20_000;
export const MAX_TRACKING_IMPORT_BYTES = 5 * 1024 * 1024;

// ISO 8601; without an offset the time is UTC, as carriers' files mostly give it.
const IMPORT_TIME = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:?\d{2})?$/;

/** One row of a scan file, as read from CSV text or a spreadsheet cell (a Date stays a Date). */
export const TrackingImportRowSchema = z.object({
  airWaybillNumber: z
    .string()
    .transform((value) => normalizeAirWaybill(value) ?? '')
    .pipe(z.string().min(1, 'validation.invalid')),
  status: z.string().trim().toLowerCase().pipe(TrackingStatusSchema),
  occurredAt: z
    .union([
      z.date(),
      z
        .string()
        .trim()
        .regex(IMPORT_TIME, 'validation.invalid')
        .transform((value) => {
          const iso = value.replace(' ', 'T');
          return new Date(/(Z|[+-]\d{2}:?\d{2})$/.test(iso) ? iso : `${iso}Z`);
        }),
    ])
    .pipe(
      z
        .date({ error: 'validation.invalid' })
        .min(EARLIEST_DATE, DATE_RANGE_KEY)
        .max(LATEST_DATE, DATE_RANGE_KEY),
    ),
  location: text(200),
  airportCode: z
    .string()
    .trim()
    .transform((value) => value.toUpperCase())
    .pipe(z.union([z.literal(''), z.string().regex(/^[A-Z]{3}$/, 'validation.invalid')]))
    .transform((value) => value || null),
  note: optionalText(500),
});
export type TrackingImportRow = z.infer<typeof TrackingImportRowSchema>;

export const TrackingImportResultSchema = z.object({
  /** The rows the file had. */
  rows: z.number().int(),
  /** New events recorded. */
  imported: z.number().int(),
  /** Rows that were the same scan as an event already recorded (this file imported twice). */
  duplicates: z.number().int(),
});
export type TrackingImportResult = z.infer<typeof TrackingImportResultSchema>;
