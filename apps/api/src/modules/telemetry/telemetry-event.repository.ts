import { type Db, schema } from '@skyparcel/db';
import { sql } from 'drizzle-orm';
import { preparedQuery } from '../../lib/prepared-query';
import type { DbOrTx } from '../../lib/tx';

const { telemetryEvents } = schema;

export type NewTelemetryEvent = typeof telemetryEvents.$inferInsert;

/** The monthly partitions' names (migration 0039): `telemetry_events_y2026m03`. */
const MONTHLY_PARTITION = /^telemetry_events_y(\d{4})m(\d{2})$/;

/** The lock migration 0039's `telemetry_ensure_partition` takes too: one partition changer. */
const PARTITIONS_LOCK = sql`hashtext('telemetry_events partitions')`;

/** The rows of `db.execute`: PGlite and node-postgres both answer `{ rows }`. */
function rowsOf<Row>(result: unknown): Row[] {
  const rows = result && typeof result === 'object' && 'rows' in result ? result.rows : [];
  return Array.isArray(rows) ? (rows as Row[]) : [];
}

/**
 * The batch's insert, prepared (lib/prepared-query.ts): drizzle builds it once and PostgreSQL
 * plans it once per connection. The rows travel as ONE JSON parameter (lib/json-rows' way,
 * decision 042): drizzle building 1,400 parameters for 100 rows took most of a request's time.
 * Drizzle lists every column of the table in its order, so the select lists them in that order.
 */
const insertEventsQuery = preparedQuery('insert_telemetry_events', (db) =>
  db.insert(telemetryEvents).select(sql`
    select "occurredAt", "receivedAt", kind, name, page, "sessionId", "userId", "authUserId",
      "signedIn", role, language, device, browser, country
    from jsonb_to_recordset(${sql.placeholder('rows')}::jsonb) as r("occurredAt" timestamptz,
      "receivedAt" timestamptz, kind text, name text, page text, "sessionId" text, "userId" text,
      "authUserId" text, "signedIn" boolean, role text, language text, device text,
      browser text, country text)`),
);

/** Writes a request's accepted envelopes in ONE multi-row insert (issue 28). */
export async function insertTelemetryEvents(db: DbOrTx, rows: NewTelemetryEvent[]) {
  if (rows.length === 0) {
    return;
  }
  // Times as texts: JSON.stringify takes its fast path only without a Date's toJSON (six times
  // faster for a batch of 100).
  const texts = rows.map((row) => ({
    ...row,
    occurredAt: row.occurredAt.toISOString(),
    receivedAt: row.receivedAt.toISOString(),
  }));
  await insertEventsQuery(db, { rows: JSON.stringify(texts) });
}

/** Makes the UTC month of `month` its own partition if it has none (migration 0039's function). */
export async function ensureTelemetryPartition(db: DbOrTx, month: Date): Promise<string> {
  const result = await db.execute(
    sql`select telemetry_ensure_partition(${month.toISOString()}::timestamptz) as name`,
  );
  return String(rowsOf<{ name: string }>(result)[0]?.name);
}

/** Takes the partitions' lock for the transaction, or answers false when another process has it. */
export async function tryLockTelemetryPartitions(tx: DbOrTx): Promise<boolean> {
  const result = await tx.execute(
    sql`select pg_try_advisory_xact_lock(${PARTITIONS_LOCK}) as locked`,
  );
  return rowsOf<{ locked: boolean }>(result)[0]?.locked === true;
}

export type TelemetryPartition = { name: string; from: Date; to: Date };

/** The monthly partitions with their UTC month's bounds; the DEFAULT partition is not listed. */
export async function listTelemetryPartitions(db: DbOrTx): Promise<TelemetryPartition[]> {
  const result = await db.execute(sql`
    select child.relname as name
    from pg_inherits
    join pg_class child on child.oid = pg_inherits.inhrelid
    where pg_inherits.inhparent = 'telemetry_events'::regclass
    order by child.relname`);
  return rowsOf<{ name: string }>(result).flatMap(({ name }) => {
    const match = MONTHLY_PARTITION.exec(name);
    if (!match) {
      return [];
    }
    const year = Number(match[1]);
    const month = Number(match[2]) - 1;
    return [
      {
        name,
        from: new Date(Date.UTC(year, month, 1)),
        to: new Date(Date.UTC(year, month + 1, 1)),
      },
    ];
  });
}

/** Drops one monthly partition; a partition another process dropped first is not an error. */
export async function dropTelemetryPartition(db: DbOrTx, name: string) {
  if (!MONTHLY_PARTITION.test(name)) {
    throw new Error(`not a telemetry partition: ${name}`);
  }
  await db.execute(sql`drop table if exists ${sql.identifier(name)}`);
}

/**
 * Deletes the rows stamped before `cutoff` but not before `from` (the cutoff's own month, which
 * partition pruning keeps the delete to, with the DEFAULT partition), and the DEFAULT partition's
 * rows before `from`. The monthly partitions before `from` are dropped whole instead.
 */
export async function deleteTelemetryEventsBefore(
  db: DbOrTx,
  range: { from: Date; cutoff: Date },
): Promise<number> {
  const cutoff = range.cutoff.toISOString();
  const result = await db.execute(sql`
    with in_month as (
      delete from ${telemetryEvents}
      where ${telemetryEvents.occurredAt} >= ${range.from.toISOString()}::timestamptz
        and ${telemetryEvents.occurredAt} < ${cutoff}::timestamptz
      returning 1
    ), in_default as (
      delete from telemetry_events_default
      where occurred_at < ${range.from.toISOString()}::timestamptz
      returning 1
    )
    select (select count(*) from in_month)::integer + (select count(*) from in_default)::integer
      as deleted`);
  return Number(rowsOf<{ deleted: number }>(result)[0]?.deleted ?? 0);
}

/** Every stored row in time order; tests and the dashboard's own module read through theirs. */
export async function listTelemetryEvents(db: Db) {
  return db.select().from(telemetryEvents).orderBy(telemetryEvents.occurredAt);
}
