import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Hits per route and client in the current window, shared by every API process on this database
 * (ADR 023): a limit counted in one process's memory would let two processes behind one proxy
 * allow twice the hits. Rows whose window has ended are swept away.
 */
export const rateLimitHits = pgTable('rate_limit_hits', {
  /** `<method><route>:<client key>`, e.g. `POST/api/login/login:203.0.113.7`. */
  key: text().primaryKey(),
  hits: integer().notNull(),
  windowEndsAt: timestamp({ withTimezone: true }).notNull(),
});
