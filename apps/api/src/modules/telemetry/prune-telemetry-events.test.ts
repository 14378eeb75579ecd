import { type DbHandle, schema } from '@skyparcel/db';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { cloneTemplate } from '../../testing/template-db';
import {
  ensureTelemetryPartition,
  insertTelemetryEvents,
  listTelemetryPartitions,
  type NewTelemetryEvent,
  pruneTelemetryEvents,
} from './index';

/*
 * Runs on PGlite and on PostgreSQL (scripts/test.mjs runs modules/ on both): the partitions are
 * migration 0039's, and the retention pass is plain SQL either way.
 */
let handle: DbHandle;
beforeAll(async () => {
  handle = await cloneTemplate(process.env.TEST_DATABASE_URL, inject('templateDb'));
});
afterAll(async () => handle.close());

function event(occurredAt: string, sessionId: string): NewTelemetryEvent {
  return {
    occurredAt: new Date(occurredAt),
    receivedAt: new Date(occurredAt),
    kind: 'pageview',
    name: '/',
    page: '/',
    sessionId,
    signedIn: false,
    language: 'en-US',
    device: 'desktop',
    browser: 'Chrome',
  };
}

/** Where each session's row lives: its partition's name. */
async function partitionsOf(): Promise<Record<string, string>> {
  const result = await handle.db.execute(
    sql`select session_id, tableoid::regclass::text as partition from ${schema.telemetryEvents}`,
  );
  const rows = (result as unknown as { rows: { session_id: string; partition: string }[] }).rows;
  return Object.fromEntries(rows.map((row) => [row.session_id, row.partition]));
}

test('rows land in their month, or in the DEFAULT partition until their month has one', async () => {
  await ensureTelemetryPartition(handle.db, new Date('2030-02-10T00:00:00Z'));
  await insertTelemetryEvents(handle.db, [
    event('2030-02-01T00:00:00Z', 'feb-first'),
    event('2030-02-28T23:59:59Z', 'feb-last'),
    event('2030-03-01T00:00:00Z', 'march'),
  ]);
  expect(await partitionsOf()).toMatchObject({
    'feb-first': 'telemetry_events_y2030m02',
    'feb-last': 'telemetry_events_y2030m02',
    march: 'telemetry_events_default',
  });
  // Making March's partition moves its rows out of the DEFAULT one; making it again is a no-op.
  for (let twice = 0; twice < 2; twice += 1) {
    expect(await ensureTelemetryPartition(handle.db, new Date('2030-03-31T23:00:00Z'))).toBe(
      'telemetry_events_y2030m03',
    );
  }
  expect((await partitionsOf()).march).toBe('telemetry_events_y2030m03');
});

test('the retention pass drops whole old months, deletes older rows at the boundary and in DEFAULT, and makes next month', async () => {
  await ensureTelemetryPartition(handle.db, new Date('2030-04-01T00:00:00Z'));
  await ensureTelemetryPartition(handle.db, new Date('2030-05-01T00:00:00Z'));
  await insertTelemetryEvents(handle.db, [
    event('2029-06-15T00:00:00Z', 'old-in-default'),
    event('2030-04-10T11:59:59Z', 'boundary-old'),
    event('2030-04-10T12:00:00Z', 'boundary-kept'),
    event('2030-05-01T00:00:00Z', 'may'),
    event('2031-05-20T08:00:00Z', 'this-month'),
    event('2031-09-01T00:00:00Z', 'future-in-default'),
  ]);
  // Thirteen months before 10 May 2031, 12:00 UTC.
  const clock = () => new Date('2031-05-10T12:00:00.000Z');
  const result = await pruneTelemetryEvents({ db: handle.db, clock }, { retentionMonths: 13 });
  expect(result).toMatchObject({
    skipped: false,
    cutoff: new Date('2030-04-10T12:00:00.000Z'),
    deleted: 2,
    ensured: ['telemetry_events_y2031m05', 'telemetry_events_y2031m06'],
  });
  expect(result.skipped === false && result.dropped).toEqual(
    expect.arrayContaining(['telemetry_events_y2030m02', 'telemetry_events_y2030m03']),
  );
  const months = (await listTelemetryPartitions(handle.db)).map((partition) => partition.name);
  expect(months[0]).toBe('telemetry_events_y2030m04');
  expect(months).toEqual(expect.arrayContaining(['telemetry_events_y2031m06']));
  expect(await partitionsOf()).toEqual({
    'boundary-kept': 'telemetry_events_y2030m04',
    may: 'telemetry_events_y2030m05',
    'this-month': 'telemetry_events_y2031m05',
    'future-in-default': 'telemetry_events_default',
  });

  // Two passes at once (two processes, or a pass after a crash) do it once and fail nothing.
  const again = await Promise.all([
    pruneTelemetryEvents({ db: handle.db, clock }, { retentionMonths: 13 }),
    pruneTelemetryEvents({ db: handle.db, clock }, { retentionMonths: 13 }),
  ]);
  for (const pass of again) {
    expect(pass.skipped || (pass.deleted === 0 && pass.dropped.length === 0)).toBe(true);
  }
  expect(Object.keys(await partitionsOf())).toHaveLength(4);
});
