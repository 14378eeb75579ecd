import { z } from 'zod';
import { parseTrackingInput } from './parse-tracking-input';
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
  /** Numbers that matched nothing; the page shows 'No tracking records.' for each. */
  notFound: z.array(z.string()),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type TrackingResult = z.infer<typeof TrackingResultSchema>;

/**
 * Query of the tracking search (spec section 7): `keyword` becomes the list of normalised numbers.
 * A failure carries the message `errors.<CODE>` and, in `params.numbers`, the invalid parts.
 */
export const TrackingQuerySchema = z.object({
  keyword: z.string({ error: 'errors.TRACKING_EMPTY' }).transform((keyword, ctx) => {
    const parsed = parseTrackingInput(keyword);
    if (!parsed.ok) {
      ctx.addIssue({
        code: 'custom',
        message: `errors.${parsed.code}`,
        params: { code: parsed.code, numbers: parsed.invalid.join(', ') },
      });
      return z.NEVER;
    }
    return parsed.numbers;
  }),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type TrackingQuery = z.infer<typeof TrackingQuerySchema>;
