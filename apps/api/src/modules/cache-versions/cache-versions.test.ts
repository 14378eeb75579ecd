import { type DbHandle, openDb, schema } from '@skyparcel/db';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { cloneTemplate, createDatabaseFromTemplate } from '../../testing/template-db';
import { waitUntil } from '../../testing/wait-until';
import { CACHE_VERSION_CHECK_MS, createCacheVersions } from './cache-versions';
import { listenForCacheVersions } from './listen-for-cache-versions';

const postgresUrl = process.env.TEST_DATABASE_URL;
const engine = postgresUrl ? 'PostgreSQL' : 'PGlite';

let handle: DbHandle;
beforeAll(async () => {
  handle = await cloneTemplate(postgresUrl, inject('templateDb'));
});
afterAll(async () => handle.close());

async function versionOf(name: string) {
  const [row] = await handle.db
    .select({ version: schema.cacheVersions.version })
    .from(schema.cacheVersions)
    .where(eq(schema.cacheVersions.name, name));
  return row?.version ?? 0;
}

/** The statements `work` sends to the database. */
async function statementsOf(work: () => Promise<unknown>) {
  const statements: string[] = [];
  const stop = handle.observeQueries((text) => {
    statements.push(text);
    return () => undefined;
  });
  try {
    await work();
  } finally {
    stop();
  }
  return statements;
}

describe(`the reference lists' version (${engine})`, () => {
  test('a write to any of its four tables raises it, once per statement, in the same transaction', async () => {
    const before = await versionOf('reference-lists');
    await handle.db.insert(schema.productTypes).values({
      code: 'CACHE-TEST',
      name: { 'en-US': 'Cache test', no: 'Cache test', fr: 'Cache test', 'ar-AE': 'Cache test' },
      sortOrder: 99,
    });
    await handle.db
      .update(schema.countries)
      .set({ name: sql`${schema.countries.name}` })
      .where(eq(schema.countries.code, 'KW'));
    await handle.db
      .update(schema.airports)
      .set({ name: sql`${schema.airports.name}` })
      .where(eq(schema.airports.code, 'KWI'));
    await handle.db
      .update(schema.returnContacts)
      .set({ name: sql`${schema.returnContacts.name}` })
      .where(eq(schema.returnContacts.countryCode, 'US'));
    expect(await versionOf('reference-lists')).toBe(before + 4);

    // Seen by the writer before its commit: nobody else can read it earlier than the data.
    await handle.db.transaction(async (tx) => {
      await tx.delete(schema.productTypes).where(eq(schema.productTypes.code, 'CACHE-TEST'));
      const [row] = await tx
        .select({ version: schema.cacheVersions.version })
        .from(schema.cacheVersions)
        .where(eq(schema.cacheVersions.name, 'reference-lists'));
      expect(row?.version).toBe(before + 5);
    });
    expect(await versionOf('reference-lists')).toBe(before + 5);
  });

  test('a write rolled back raises nothing, and a table no cache holds raises nothing', async () => {
    const before = await versionOf('reference-lists');
    await expect(
      handle.db.transaction(async (tx) => {
        await tx.insert(schema.productTypes).values({
          code: 'ROLLED-BACK',
          name: { 'en-US': 'Never', no: 'Aldri', fr: 'Jamais', 'ar-AE': 'أبدًا' },
          sortOrder: 99,
        });
        throw new Error('the operator cancelled');
      }),
    ).rejects.toThrow('the operator cancelled');
    await handle.db
      .update(schema.faqs)
      .set({ sortOrder: sql`${schema.faqs.sortOrder}` })
      .where(sql`false`);
    expect(await versionOf('reference-lists')).toBe(before);
  });
});

describe(`a process's cache versions (${engine})`, () => {
  test(`read at most every ${CACHE_VERSION_CHECK_MS} ms, shared by callers at once; a change is seen at the next read`, async () => {
    let clock = 0;
    const versions = createCacheVersions(handle.db, () => clock);
    const first = await statementsOf(() =>
      Promise.all([versions.current('reference-lists'), versions.current('reference-lists')]),
    );
    expect(first.filter((text) => text.includes('cache_versions'))).toHaveLength(1);
    const known = await versions.current('reference-lists');
    expect(known).toBe(await versionOf('reference-lists'));

    await handle.db
      .update(schema.countries)
      .set({ name: sql`${schema.countries.name}` })
      .where(eq(schema.countries.code, 'KW'));
    clock = CACHE_VERSION_CHECK_MS - 1;
    expect(await statementsOf(() => versions.current('reference-lists'))).toEqual([]);
    expect(await versions.current('reference-lists')).toBe(known);

    clock = CACHE_VERSION_CHECK_MS;
    expect(await versions.current('reference-lists')).toBe(known + 1);
  });

  test('a notification raises a version at once; a stale or malformed one changes nothing', async () => {
    const versions = createCacheVersions(handle.db, () => 0);
    const known = await versions.current('reference-lists');
    versions.noteNotification(`reference-lists ${known + 3}`);
    expect(await versions.current('reference-lists')).toBe(known + 3);
    versions.noteNotification(`reference-lists ${known + 1}`);
    versions.noteNotification('reference-lists');
    versions.noteNotification('reference-lists NaN');
    versions.noteNotification('');
    expect(await versions.current('reference-lists')).toBe(known + 3);
  });

  test('a listener that cannot connect is reported once and delays no caller', async () => {
    let clock = 0;
    const versions = createCacheVersions(handle.db, () => clock);
    const errors: Error[] = [];
    // Port 1: nothing listens, the connection is refused at once, and again at each retry.
    const listener = listenForCacheVersions({
      connectionString: 'postgres://skyparcel@127.0.0.1:1/skyparcel',
      versions,
      onError: (error) => errors.push(error),
      retryMs: 20,
    });
    try {
      await waitUntil(() => errors.length > 0, { what: 'the listener to fail' });
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(errors).toHaveLength(1);
      const startedAt = performance.now();
      const known = await versions.current('reference-lists');
      await handle.db
        .update(schema.countries)
        .set({ name: sql`${schema.countries.name}` })
        .where(eq(schema.countries.code, 'KW'));
      clock = CACHE_VERSION_CHECK_MS;
      expect(await versions.current('reference-lists')).toBe(known + 1);
      expect(performance.now() - startedAt).toBeLessThan(500);
    } finally {
      await listener.stop();
    }
  });
});

/** LISTEN needs a server: PGlite is one process, where the version rows' read is enough. */
describe.runIf(postgresUrl)('the listener on PostgreSQL', () => {
  let url = '';
  let drop: (() => Promise<void>) | undefined;
  let other: DbHandle | undefined;

  beforeAll(async () => {
    if (!postgresUrl) {
      return;
    }
    const database = await createDatabaseFromTemplate(postgresUrl, inject('templateDb'));
    url = database.url;
    drop = database.drop;
    other = await openDb({ kind: 'postgres', url });
  });
  afterAll(async () => {
    await other?.close();
    await drop?.();
  });

  test("another process's committed change reaches this one by notification, not by reading", async () => {
    if (!other) {
      throw new Error('no database');
    }
    // A clock that never moves: after the first read, only a notification can raise a version.
    const versions = createCacheVersions(other.db, () => 0);
    const known = await versions.current('reference-lists');
    const heard: string[] = [];
    const errors: Error[] = [];
    const listener = listenForCacheVersions({
      connectionString: url,
      versions: {
        ...versions,
        noteNotification: (payload) => {
          heard.push(payload);
          versions.noteNotification(payload);
        },
      },
      onError: (error) => errors.push(error),
    });
    const writer = await openDb({ kind: 'postgres', url });
    try {
      // LISTEN is in place once a first notification comes through.
      await waitUntil(
        async () => {
          await writer.db.execute(sql`select pg_notify('cache_versions', 'probe 1')`);
          return heard.includes('probe 1');
        },
        { what: 'the listener to listen' },
      );
      await writer.db
        .update(schema.countries)
        .set({ name: sql`${schema.countries.name}` })
        .where(eq(schema.countries.code, 'KW'));
      const start = performance.now();
      await waitUntil(async () => (await versions.current('reference-lists')) === known + 1, {
        timeoutMs: 1_000,
        what: 'the notification',
      });
      // One waitUntil step is 20 ms: the news arrived within it.
      expect(performance.now() - start).toBeLessThan(200);
      expect(errors).toEqual([]);
    } finally {
      await listener.stop();
      await writer.close();
    }
  });
});
