import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type DbHandle, migrateDb, openDb } from '@skyparcel/db';
import type { TestProject } from 'vitest/node';
import { loadConfig } from '../plugins/env';
import { prepareDatabase } from '../prepare-database';
import { TEST_AUTH_SECRET } from '../testing/test-auth-secret';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A tarball of the embedded database, migrated and empty. */
    migratedTemplate: string;
    /** A tarball of the demo as `npm start` prepares it today, on the real clock. */
    demoToday: string;
  }
}

const files: string[] = [];

async function dumpTo(handle: DbHandle, name: string): Promise<string> {
  const dump = await handle.dumpDataDir?.();
  if (!dump) {
    throw new Error('PGlite could not dump its data directory');
  }
  const path = join(tmpdir(), `skyparcel-calendar-${name}-${process.pid}.tar`);
  await writeFile(path, Buffer.from(await dump.arrayBuffer()));
  files.push(path);
  return path;
}

/**
 * Two embedded databases for the whole calendar run (decision 057), each run loading a copy in
 * under a second: one migrated and empty, which a fresh start seeds at its own moment, and the
 * demo prepared today on the real clock (the twin of the pinned runs), which the living demo's
 * runs restart on later moments.
 */
export async function setup(project: TestProject) {
  const handle = await openDb({ kind: 'pglite', dataDir: undefined });
  try {
    await migrateDb(handle);
    project.provide('migratedTemplate', await dumpTo(handle, 'migrated'));
    const uploads = await mkdtemp(join(tmpdir(), 'skyparcel-calendar-setup-'));
    files.push(uploads);
    const config = loadConfig({ NODE_ENV: 'development', UPLOADS_DIR: uploads });
    await prepareDatabase(handle, config, TEST_AUTH_SECRET);
    project.provide('demoToday', await dumpTo(handle, 'today'));
  } finally {
    await handle.close();
  }
}

export async function teardown() {
  await Promise.all(files.map((path) => rm(path, { recursive: true, force: true })));
}
