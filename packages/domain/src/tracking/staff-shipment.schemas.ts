import { z } from 'zod';
import { SHIP_REQUEST_STATUSES } from '../ship-requests/ship-request-status';
import { parseTrackingInput } from './parse-tracking-input';
import { ShipmentEventSchema } from './staff-tracking.schemas';

/** GET /staff/shipments?number=: one air waybill or XWF order number, as the public types it. */
export const StaffShipmentQuerySchema = z.object({
  number: z
    .string({ error: 'validation.required' })
    .max(40)
    .transform((text, ctx) => {
      const parsed = parseTrackingInput(text);
      const [number] = parsed.ok ? parsed.numbers : [];
      if (!number || (parsed.ok && parsed.numbers.length > 1)) {
        ctx.addIssue({ code: 'custom', message: 'validation.invalid' });
        return z.NEVER;
      }
      return number;
    }),
});

/** A shipment on the staff's scan screen (issue 12, Scans). */
export const StaffShipmentSchema = z.object({
  shipRequestId: z.string(),
  orderNumber: z.string(),
  airWaybillNumber: z.string().nullable(),
  status: z.enum(SHIP_REQUEST_STATUSES),
  warehouseCode: z.string(),
  destinationCode: z.string(),
  events: z.array(ShipmentEventSchema),
});
export type StaffShipment = z.infer<typeof StaffShipmentSchema>;
