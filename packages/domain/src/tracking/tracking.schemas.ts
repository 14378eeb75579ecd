import { z } from 'zod';
import { TrackingStatusSchema } from './tracking-statuses';

export const TrackingEventSchema = z.object({
  status: TrackingStatusSchema,
  occurredAt: z.string(),
  location: z.string(),
  airportCode: z.string().nullable(),
});
export type TrackingEvent = z.infer<typeof TrackingEventSchema>;

export const TrackedShipmentSchema = z.object({
  /** The number the visitor typed, as it was matched. */
  trackingNumber: z.string(),
  airWaybillNumber: z.string().nullable(),
  orderNumber: z.string().nullable(),
  origin: z.string(),
  destination: z.string(),
  pieces: z.number().int(),
  weightKg: z.number(),
  status: TrackingStatusSchema,
  events: z.array(TrackingEventSchema),
});
export type TrackedShipment = z.infer<typeof TrackedShipmentSchema>;

export const TrackingResultSchema = z.object({
  results: z.array(TrackedShipmentSchema),
  /** Numbers that matched nothing; the page shows 'No tracking records' for each. */
  notFound: z.array(z.string()),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type TrackingResult = z.infer<typeof TrackingResultSchema>;
