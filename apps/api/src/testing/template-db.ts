import { randomUUID } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type DbHandle, migrateDb, openDb } from '@skyparcel/db';
import { seedDemoPackages, seedReferenceData } from '@skyparcel/db/seed';
import pg from 'pg';
import { seedDemoCoupons } from '../features/coupon-admin/seed-demo-coupons';
import { seedDemoTracking } from '../features/packing/seed-demo-tracking';
import { systemClock } from '../lib/clock';
import { seedDemoCompany } from '../modules/companies';
import { createDiskFileStore } from '../modules/files';
import { seedDemoIdentity } from '../modules/identity';
import { seedDemoShipRequest } from '../modules/ship-requests';
import { seedDemoShippingPreferences } from '../modules/shipping-preferences';
import { DEMO_ACCOUNTS, seedDemoAccounts } from '../modules/users';
import { TEST_AUTH_SECRET } from './test-auth-secret';

const TEMPLATE_DATABASE = 'skyparcel_template';

/** `postgres://…/postgres` with another database name. */
function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

async function adminQuery(url: string, sql: string) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Migrations, reference data and the demo accounts, suites and tracking every test expects. */
export async function migrateAndSeed(handle: DbHandle) {
  await migrateDb(handle);
  await seedReferenceData(handle.db);
  await seedDemoAccounts(handle.db, TEST_AUTH_SECRET);
  // As prepareDatabase: the demo company through its approved application (no queue entry).
  await seedDemoCompany({
    db: handle.db,
    clock: systemClock,
    store: createDiskFileStore(join(tmpdir(), `skyparcel-business-${process.pid}`)),
  });
  // After the accounts: the demo admin makes the demo coupons (decision 045).
  await seedDemoCoupons({ db: handle.db, clock: systemClock });
  await seedDemoPackages(handle.db);
  // The demo passport's scan goes to a folder of its own: no test app serves it.
  await seedDemoIdentity({
    db: handle.db,
    clock: systemClock,
    store: createDiskFileStore(join(tmpdir(), `skyparcel-identity-${process.pid}`)),
  });
  // As prepareDatabase: the first ship requests, so their numbers are the README's.
  await seedDemoTracking({
    db: handle.db,
    clock: systemClock,
    mailer: { sendMany: async () => undefined },
    publicUrl: 'http://localhost',
  });
  await seedDemoShipRequest({ db: handle.db, clock: systemClock });
  const demoCustomer = DEMO_ACCOUNTS.find((account) => account.role === 'CUSTOMER');
  if (demoCustomer) {
    await seedDemoShippingPreferences(handle.db, demoCustomer.email);
  }
}

/**
 * Prepares the database every API test file starts from, once per run: a PGlite tarball on
 * disk, or a template database on the PostgreSQL server named by TEST_DATABASE_URL.
 */
export async function prepareTemplate(postgresUrl: string | undefined): Promise<string> {
  if (postgresUrl) {
    await adminQuery(postgresUrl, `drop database if exists ${TEMPLATE_DATABASE} with (force)`);
    await adminQuery(postgresUrl, `create database ${TEMPLATE_DATABASE}`);
    const handle = await openDb({
      kind: 'postgres',
      url: withDatabase(postgresUrl, TEMPLATE_DATABASE),
    });
    await migrateAndSeed(handle);
    await handle.close();
    return TEMPLATE_DATABASE;
  }
  const handle = await openDb({ kind: 'pglite', dataDir: undefined });
  await migrateAndSeed(handle);
  const dump = await handle.dumpDataDir?.();
  await handle.close();
  if (!dump) {
    throw new Error('PGlite could not dump its data directory');
  }
  const path = join(tmpdir(), `skyparcel-template-${process.pid}.tar`);
  await writeFile(path, Buffer.from(await dump.arrayBuffer()));
  return path;
}

/**
 * A new database copied from the template on the PostgreSQL server, for a test that hands its
 * URL to other processes; `drop()` removes it.
 */
export async function createDatabaseFromTemplate(postgresUrl: string, template: string) {
  const database = `skyparcel_test_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  await adminQuery(postgresUrl, `create database ${database} template ${template}`);
  return {
    url: withDatabase(postgresUrl, database),
    drop: () => adminQuery(postgresUrl, `drop database if exists ${database} with (force)`),
  };
}

/** A private copy of the template for one test file; `close()` throws it away. */
export async function cloneTemplate(
  postgresUrl: string | undefined,
  template: string,
): Promise<DbHandle> {
  if (postgresUrl) {
    const copy = await createDatabaseFromTemplate(postgresUrl, template);
    const handle = await openDb({ kind: 'postgres', url: copy.url });
    return {
      ...handle,
      close: async () => {
        await handle.close();
        await copy.drop();
      },
    };
  }
  const tarball = await readFile(template);
  return openDb({ kind: 'pglite', dataDir: undefined, loadDataDir: new Blob([tarball]) });
}
