import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { DbHandle } from './client';
import type * as schema from './schema/index';

/**
 * The committed migration history; the same folder serves PGlite and PostgreSQL. Resolved through
 * the package, so it is found from the source tree and from the bundled server alike.
 */
export const MIGRATIONS_FOLDER = join(
  dirname(createRequire(import.meta.url).resolve('@skyparcel/db/package.json')),
  'migrations',
);

export async function migrateDb(
  handle: DbHandle,
  migrationsFolder = MIGRATIONS_FOLDER,
): Promise<void> {
  if (handle.kind === 'pglite') {
    await migratePglite(handle.db as PgliteDatabase<typeof schema>, { migrationsFolder });
    return;
  }
  const run = (db: DbHandle['db']) =>
    migratePg(db as NodePgDatabase<typeof schema>, { migrationsFolder });
  await (handle.withoutTimeouts ? handle.withoutTimeouts(run) : run(handle.db));
}
