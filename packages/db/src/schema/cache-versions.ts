import { bigint, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One row per cache the API processes keep of some tables (decision 071): a statement-level
 * trigger on each of those tables raises `version` in the writer's transaction and notifies the
 * channel `cache_versions`, so every process drops its copy within a second of the commit.
 */
export const cacheVersions = pgTable('cache_versions', {
  /** The cache's name, e.g. `reference-lists`. */
  name: text().primaryKey(),
  version: bigint({ mode: 'number' }).notNull(),
  changedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
