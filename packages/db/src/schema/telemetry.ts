import { boolean, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/*
 * Page views and allow-listed events the portal's own ingestion endpoint (POST /v2/track)
 * accepted (issue 28, decision 064). Migration 0039 makes the table PARTITION BY RANGE
 * (occurred_at), one partition a month (`telemetry_events_yYYYYmMM`) plus a DEFAULT one, which
 * drizzle-kit cannot express: the retention pass drops whole months instead of deleting rows.
 * No primary key (a partitioned table's key would have to hold occurred_at, and nothing refers
 * to a row), and no column for the client's address, ever.
 */
export const telemetryEvents = pgTable(
  'telemetry_events',
  {
    /** The envelope's time, as the browser stamped it. */
    occurredAt: timestamp({ withTimezone: true }).notNull(),
    receivedAt: timestamp({ withTimezone: true }).notNull(),
    /** 'pageview' | 'event'. */
    kind: text().notNull(),
    /** A page view's route pattern (`/tracking/:trackingNumber`) or the allow-listed event name. */
    name: text().notNull(),
    /** The path as a pattern: no query, no fragment, ids replaced by `:id`. */
    page: text().notNull(),
    sessionId: text().notNull(),
    /** The anonymous `ai_user` id; null when the page view was sent cookieless. */
    userId: text(),
    /** The signed-in user's opaque id. */
    authUserId: text(),
    signedIn: boolean().notNull(),
    role: text(),
    language: text().notNull(),
    /** 'desktop' | 'tablet' | 'phone' | 'other', from the User-Agent at ingestion. */
    device: text().notNull(),
    /** A coarse browser family from the User-Agent ('Chrome', 'Safari', …, 'Other'). */
    browser: text().notNull(),
    country: text(),
  },
  (table) => [index('telemetry_events_occurred_at_idx').on(table.occurredAt)],
);
