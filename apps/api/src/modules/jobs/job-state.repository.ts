import type { BackgroundJobName } from '@skyparcel/domain/jobs';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../lib/tx';

export type JobState = {
  name: string;
  queued: number;
  running: number;
  failed: number;
  lastRunAt: Date | null;
};

export type JobFailure = { name: string; at: Date; message: string };

/** The rows of `db.execute`: PGlite and node-postgres both answer `{ rows }`. */
function rowsOf<Row>(result: unknown): Row[] {
  const rows = result && typeof result === 'object' && 'rows' in result ? result.rows : [];
  return Array.isArray(rows) ? (rows as Row[]) : [];
}

const asDate = (value: unknown) => (value === null ? null : new Date(String(value)));

/**
 * Each job's runs by state in pg-boss's table (migration 0042): waiting (created or retry),
 * running, failed for good; and its newest start. A job never run has no row.
 */
export async function readJobStates(
  db: DbOrTx,
  names: readonly BackgroundJobName[],
): Promise<JobState[]> {
  const result = await db.execute(sql`
    select name,
      count(*) filter (where state in ('created', 'retry'))::int as queued,
      count(*) filter (where state = 'active')::int as running,
      count(*) filter (where state = 'failed')::int as failed,
      max(started_on) as last_run_at
    from pgboss.job
    where name in ${names}
    group by name`);
  return rowsOf<Record<string, unknown>>(result).map((row) => ({
    name: String(row.name),
    queued: Number(row.queued),
    running: Number(row.running),
    failed: Number(row.failed),
    lastRunAt: asDate(row.last_run_at ?? null),
  }));
}

/**
 * Each job's newest failed attempt still kept: failed for good, or waiting for its retry. The
 * error is pg-boss's serialised one ({ message, stack }); only its message is shown.
 */
export async function readLastJobFailures(
  db: DbOrTx,
  names: readonly BackgroundJobName[],
): Promise<JobFailure[]> {
  const result = await db.execute(sql`
    select distinct on (name) name, coalesce(completed_on, started_on, created_on) as at,
      coalesce(output->>'message', output::text) as message
    from pgboss.job
    where name in ${names} and state in ('failed', 'retry') and output is not null
    order by name, coalesce(completed_on, started_on, created_on) desc`);
  return rowsOf<Record<string, unknown>>(result).map((row) => ({
    name: String(row.name),
    at: new Date(String(row.at)),
    message: String(row.message ?? ''),
  }));
}
