import { z } from 'zod';
import { SHIP_REQUEST_STATUSES } from '../ship-requests/ship-request-status';
import { parseTrackingInput } from './parse-tracking-input';
import { TrackingEventSourceSchema, TrackingStatusSchema } from './tracking-statuses';

/** GET /staff/shipments?number=: one air waybill or XWF order number, as the public types it. */
export const StaffShipmentQuerySchema = z.object({
  number: z
    .string({ error: 'validation.required' })
    .max(40)
    .transform((text, ctx) => {
      const parsed = parseTrackingInput(text);
      const [number] = parsed.ok ? parsed.numbers : [];
      if (!number || (parsed.ok && parsed.numbers.length > 1)) {
        ctx.addIssue({ code: 'custom', message: 'errors.TRACKING_INVALID_NUMBER' });
        return z.NEVER;
      }
      return number;
    }),
});

/** An event as the scan screen shows it: its id (to correct it), who recorded it, the last reason. */
export const StaffTrackingEventSchema = z.object({
  id: z.string(),
  status: TrackingStatusSchema,
  occurredAt: z.string(),
  location: z.string(),
  airportCode: z.string().nullable(),
  note: z.string().nullable(),
  source: TrackingEventSourceSchema,
  /** The newest correction's reason, when the event was corrected. */
  correctionReason: z.string().nullable(),
});
export type StaffTrackingEvent = z.infer<typeof StaffTrackingEventSchema>;

/** A shipment on the staff's scan screen (issue 12, Scans). */
export const StaffShipmentSchema = z.object({
  shipRequestId: z.string(),
  orderNumber: z.string(),
  airWaybillNumber: z.string().nullable(),
  status: z.enum(SHIP_REQUEST_STATUSES),
  warehouseCode: z.string(),
  destinationCode: z.string(),
  events: z.array(StaffTrackingEventSchema),
});
export type StaffShipment = z.infer<typeof StaffShipmentSchema>;
