import { z } from 'zod';
import { DATE_RANGE_KEY } from '../input/bounded-input';

/**
 * The rollup's dimensions (decision 065): one row per UTC day, dimension and value.
 * `all` (value '') is the day's totals; `entry` is the first page view of each session that day;
 * `audience` is signed in or visitor; `conversion` counts the sessions that reached a page of
 * TELEMETRY_CONVERSION_PAGES.
 */
export const TELEMETRY_DIMENSIONS = [
  'all',
  'page',
  'entry',
  'language',
  'device',
  'browser',
  'audience',
  'conversion',
] as const;
export type TelemetryDimension = (typeof TELEMETRY_DIMENSIONS)[number];

export const TELEMETRY_AUDIENCES = ['signedIn', 'visitor'] as const;
export type TelemetryAudience = (typeof TELEMETRY_AUDIENCES)[number];

export const TELEMETRY_CONVERSIONS = ['signUp', 'shipmentStarted'] as const;
export type TelemetryConversion = (typeof TELEMETRY_CONVERSIONS)[number];

/**
 * The page view that marks each conversion, by its page (the route pattern the client sends).
 * The ship wizard is the route `/ship` (apps/web config/paths.ts). Registration has no route of
 * its own (the Register modal opens over any page with `?register` or `?createAccount=signup`),
 * so the client names the page view of the open Register modal `/register`.
 */
export const TELEMETRY_CONVERSION_PAGES: Readonly<Record<TelemetryConversion, string>> = {
  signUp: '/register',
  shipmentStarted: '/ship',
};

/** Rows a breakdown lists at most, the largest first (pages, entry pages, languages, …). */
export const TELEMETRY_TOP_ROWS = 20;

const TelemetryDaySchema = z.iso
  .date({ error: 'validation.date' })
  .refine((day) => day >= '1900-01-01' && day <= '2200-12-31', DATE_RANGE_KEY);

/**
 * The dashboard's query (issue 28): a period of UTC days, both included. Left out, `to` is today
 * and `from` the 30 days up to it; the period's rules are `resolveTelemetryPeriod`'s.
 */
export const TelemetryDashboardQuerySchema = z.object({
  from: TelemetryDaySchema.optional(),
  to: TelemetryDaySchema.optional(),
});
export type TelemetryDashboardQuery = z.infer<typeof TelemetryDashboardQuerySchema>;

const CountSchema = z.number().int().nonnegative();
const PercentSchema = z.number().min(0).max(100);

/** A breakdown's row: page views and sessions of one value, its share of the period's page views. */
const BreakdownRowSchema = z.object({
  value: z.string(),
  pageViews: CountSchema,
  sessions: CountSchema,
  sharePercent: PercentSchema,
});
export type TelemetryBreakdownRow = z.infer<typeof BreakdownRowSchema>;

/**
 * The dashboard's answer. Figures of a period are sums of its days: a session that spans
 * midnight counts on both days, and `users` exists per day only (decision 065).
 */
export const TelemetryDashboardSchema = z.object({
  period: z.object({ from: z.string(), to: z.string() }),
  /** When the figures were last brought up to date (the fold); null before the first. */
  foldedAt: z.string().nullable(),
  totals: z.object({ pageViews: CountSchema, sessions: CountSchema }),
  /** Every day of the period, oldest first, zero when nothing was seen. */
  days: z.array(
    z.object({
      day: z.string(),
      pageViews: CountSchema,
      users: CountSchema,
      sessions: CountSchema,
    }),
  ),
  pages: z.array(BreakdownRowSchema),
  /** Where sessions began: `sessions` is how many began there, `sharePercent` of all sessions. */
  entryPages: z.array(
    z.object({ value: z.string(), sessions: CountSchema, sharePercent: PercentSchema }),
  ),
  languages: z.array(BreakdownRowSchema),
  devices: z.array(BreakdownRowSchema),
  browsers: z.array(BreakdownRowSchema),
  audiences: z.array(BreakdownRowSchema.extend({ value: z.enum(TELEMETRY_AUDIENCES) })),
  /** Sessions that reached the conversion's page, and their share of all sessions. */
  conversions: z.array(
    z.object({
      name: z.enum(TELEMETRY_CONVERSIONS),
      sessions: CountSchema,
      ratePercent: PercentSchema,
    }),
  ),
});
export type TelemetryDashboard = z.infer<typeof TelemetryDashboardSchema>;
