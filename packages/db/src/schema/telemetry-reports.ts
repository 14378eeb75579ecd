import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/*
 * The telemetry dashboard's daily rollup (issue 28, decision 065): derived from the raw page
 * views of `telemetry_events` by the fold pass (apps/api modules/telemetry-reports), which
 * recomputes whole UTC days, so a row is always a day's exact figure, never a difference. The
 * dashboard reads only these rows: about a hundred a day, whatever the traffic.
 */
export const telemetryDaily = pgTable(
  'telemetry_daily',
  {
    /** The UTC day the page views occurred on. */
    day: date({ mode: 'string' }).notNull(),
    /** all | page | entry | language | device | browser | audience | conversion (domain). */
    dimension: text().notNull(),
    /** The page pattern, language, …; '' for `all`. */
    value: text().notNull(),
    pageViews: bigint({ mode: 'number' }).notNull(),
    sessions: bigint({ mode: 'number' }).notNull(),
    /** Distinct `ai_user` ids; a cookieless session counts as one user of its own. */
    users: bigint({ mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.day, table.dimension, table.value] })],
);

/**
 * The fold's watermark, one row: page views received up to `receivedThrough` are in the
 * rollup. The next fold recomputes the days of rows received after it (less an overlap).
 */
export const telemetryFoldWatermark = pgTable(
  'telemetry_fold_watermark',
  {
    /** Always true: the table holds one row. */
    isSingleton: boolean().primaryKey().default(true),
    receivedThrough: timestamp({ withTimezone: true }).notNull(),
    foldedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [check('telemetry_fold_watermark_single_row', sql`${table.isSingleton}`)],
);
