import { type DbHandle, migrateDb, openDb, schema } from '@skyparcel/db';
import { seedReferenceData } from '@skyparcel/db/seed';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type ApiProcess, startApiProcess } from './testing/api-process';
import { buildCustomer, type TestCustomer, warehouseIdOf } from './testing/build-user';
import { freeStorageDaysOf } from './testing/free-storage-days';
import { createDatabaseFromTemplate } from './testing/template-db';
import { waitUntil } from './testing/wait-until';

/**
 * A built API process killed (SIGKILL) in the middle of a background job with a real backlog,
 * then a second one started (issue 29, decision 069): the job's lease lapses, the second process
 * runs it again, and its effect happens once: no storage reminder is written twice, and no
 * storage fee day is charged twice.
 */
const postgresUrl = process.env.TEST_DATABASE_URL;

/** Enough reminders that one pass takes seconds, so the kill lands in the middle of it. */
const REMINDED_PACKAGES = 1_500;
const CHARGED_PACKAGES = 200;
const CHARGED_DAYS = 20;
const DAY_MS = 24 * 60 * 60 * 1000;
const LEASE_SECONDS = 10;

let handle: DbHandle;
let drop: (() => Promise<void>) | undefined;
let env: Record<string, string>;
const processes: ApiProcess[] = [];

beforeAll(async () => {
  if (!postgresUrl) {
    throw new Error('the scale tests run on the PostgreSQL server of TEST_DATABASE_URL');
  }
  const database = await createDatabaseFromTemplate(postgresUrl, 'template0');
  drop = database.drop;
  handle = await openDb({ kind: 'postgres', url: database.url });
  // Migrated and seeded here, so the backlog is in place before a process starts its jobs.
  await migrateDb(handle);
  await seedReferenceData(handle.db);
  env = {
    DATABASE_URL: database.url,
    WEB_DIST_DIR: '/nonexistent',
    SEED_DEMO: 'false',
    JOB_LEASE_SECONDS: String(LEASE_SECONDS),
  };
}, 120_000);

afterAll(async () => {
  await Promise.all(processes.map((each) => each.stop('SIGKILL')));
  await handle?.close();
  await drop?.();
});

/** Packages in the customers' suites, all received at `receivedAt`, written in a few inserts. */
async function insertPackages(owners: TestCustomer[], count: number, receivedAt: Date) {
  const warehouseId = await warehouseIdOf(handle.db, 'US-DE');
  const rows = Array.from({ length: count }, (_, index) => ({
    userId: owners[index % owners.length]?.user.id ?? null,
    warehouseId,
    status: 'ready_to_send' as const,
    retailerName: 'Amazon',
    retailerTrackingNumber: `KILL${receivedAt.getTime()}${index}`,
    carrier: 'UPS',
    weightAmount: 2,
    weightUnit: 'Kg' as const,
    length: 30,
    width: 20,
    depth: 10,
    lengthUnit: 'Cm' as const,
    receivedAt,
  }));
  const ids: string[] = [];
  for (let start = 0; start < rows.length; start += 500) {
    const inserted = await handle.db
      .insert(schema.packages)
      .values(rows.slice(start, start + 500))
      .returning({ id: schema.packages.id });
    ids.push(...inserted.map((row) => row.id));
  }
  return ids;
}

/** The rows of `db.execute` (node-postgres answers `{ rows }`). */
async function rowsOf<Row>(query: ReturnType<typeof sql>): Promise<Row[]> {
  const result = (await handle.db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}

async function countRows(query: ReturnType<typeof sql>) {
  const [row] = await rowsOf<{ count: unknown }>(query);
  return Number(row?.count);
}

describe('a background job killed midway', () => {
  test('is run again by another process after its lease, and each reminder and fee day happens once', async () => {
    const now = new Date();
    const freeDays = (await freeStorageDaysOf(handle.db, 'US-DE'))(now);
    const owners = await Promise.all(Array.from({ length: 30 }, () => buildCustomer(handle.db)));
    // Five free days left: the 7-day reminder is due. Twenty days past the free ones: fees.
    const reminded = await insertPackages(
      owners,
      REMINDED_PACKAGES,
      new Date(now.getTime() - (freeDays - 5) * DAY_MS - 60_000),
    );
    const charged = await insertPackages(
      owners,
      CHARGED_PACKAGES,
      new Date(now.getTime() - (freeDays + CHARGED_DAYS) * DAY_MS - 60_000),
    );
    const remindersWritten = () =>
      countRows(sql`select count(*) from ${schema.notifications}
        where ${schema.notifications.kind} = 'storage_ending'
          and ${inArray(schema.notifications.packageId, reminded)}`);

    // A starts and runs every job once at boot; it is killed while the reminders go out.
    const a = await startApiProcess({ name: 'jobs-a', env, readyTimeoutMs: 60_000 });
    processes.push(a);
    const sentBeforeKill = await waitUntil(
      async () => {
        const written = await remindersWritten();
        return written > 50 ? written : undefined;
      },
      { what: 'the reminder pass to be under way', timeoutMs: 60_000 },
    );
    await a.stop('SIGKILL');
    const afterKill = await remindersWritten();
    expect(sentBeforeKill).toBeLessThan(REMINDED_PACKAGES);
    expect(afterKill).toBeLessThan(REMINDED_PACKAGES);
    const [killed] = await rowsOf<{ id: string }>(sql`
      select id from pgboss.job where name = 'storage_reminders' and state = 'active'`);
    expect(killed, 'the killed run is left active, its lease running out').toBeDefined();

    // B starts: once A's lease lapses, the job runs again and finishes the backlog.
    const b = await startApiProcess({ name: 'jobs-b', env, readyTimeoutMs: 60_000 });
    processes.push(b);
    await waitUntil(async () => (await remindersWritten()) === REMINDED_PACKAGES, {
      what: 'every reminder after the restart',
      timeoutMs: 90_000,
    });
    const [rerun] = await rowsOf<{ state: string }>(
      sql`select state from pgboss.job where id = ${killed?.id}`,
    );
    expect(rerun?.state, 'the killed run was handed on after its lease').not.toBe('active');

    // Once each: one notification and one outbox mail per package's reminder.
    const doubled = await countRows(sql`select count(*) from (
      select ${schema.notifications.packageId} from ${schema.notifications}
      where ${schema.notifications.kind} = 'storage_ending'
      group by ${schema.notifications.packageId} having count(*) > 1) twice`);
    expect(doubled).toBe(0);
    const reminderMails = await countRows(sql`select count(*) from ${schema.mailOutbox}
      where ${inArray(
        schema.mailOutbox.to,
        owners.map((owner) => owner.user.email),
      )} and ${schema.mailOutbox.subject} like '%storage%'`);
    expect(reminderMails).toBe(REMINDED_PACKAGES);
    const claims = await handle.db
      .select({ sent: schema.packages.storageRemindersSent })
      .from(schema.packages)
      .where(inArray(schema.packages.id, reminded));
    expect(claims.every((row) => row.sent.length === 1)).toBe(true);

    // Every chargeable day of each package written once (the run at A's boot or at B's).
    await waitUntil(
      async () =>
        (await countRows(sql`select count(*) from ${schema.storageFeeDays}
          where ${inArray(schema.storageFeeDays.packageId, charged)}`)) >=
        CHARGED_PACKAGES * CHARGED_DAYS,
      { what: 'the fee days', timeoutMs: 30_000 },
    );
    const feeDays = await countRows(sql`select count(*) from ${schema.storageFeeDays}
      where ${inArray(schema.storageFeeDays.packageId, charged)}`);
    const distinctFeeDays = await countRows(sql`select count(*) from (
      select distinct ${schema.storageFeeDays.packageId}, ${schema.storageFeeDays.dayNumber}
      from ${schema.storageFeeDays}
      where ${inArray(schema.storageFeeDays.packageId, charged)}) days`);
    expect(feeDays).toBe(distinctFeeDays);
    expect(feeDays).toBeGreaterThanOrEqual(CHARGED_PACKAGES * CHARGED_DAYS);
    expect(feeDays).toBeLessThanOrEqual(CHARGED_PACKAGES * (CHARGED_DAYS + 1));
    // The monthly storage invoice has one line per package: none of these is billed twice.
    const billedTwice = await countRows(sql`select count(*) from (
      select ${schema.invoiceLines.packageId} from ${schema.invoiceLines}
      where ${and(
        inArray(schema.invoiceLines.packageId, charged),
        eq(schema.invoiceLines.code, 'STORAGE'),
      )}
      group by 1 having count(*) > 1) twice`);
    expect(billedTwice).toBe(0);
  }, 240_000);
});
